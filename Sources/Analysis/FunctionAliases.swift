import Outline

/// The codebase's type aliases of function types (`typealias Action = () -> Void`), so that a property or
/// parameter written with one is seen as the closure it is.
struct FunctionAliases: Sendable {
  /// Aliases by name; the first declaration of a name wins.
  private var aliases: [String: TypeAliasDeclaration] = [:]

  /// The function-type aliases of `outlines`.
  init(_ outlines: [FileOutline]) {
    for outline in outlines {
      for alias in outline.typeAliases where aliases[alias.name] == nil && LineText.containsBytes(alias.target, "->") {
        aliases[alias.name] = alias
      }
    }
  }

  /// `type` with a function-type alias written in it replaced by what it stands for (`@escaping Action` →
  /// `@escaping () -> Void`, `ParamsAction<Options>?` → `((Options) -> Void)?`); `type` itself otherwise.
  func expanded(_ type: String) -> String {
    guard !aliases.isEmpty, aliases[Self.leadingName(type)] != nil else { return type }
    var rest = Substring(type)
    var attributes = ""
    while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
      attributes += rest[...space]
      rest = rest[rest.index(after: space)...].drop { $0 == " " }
    }
    var suffix = ""
    while let last = rest.last, last == "?" || last == "!" {
      suffix = String(last) + suffix
      rest = rest.dropLast()
    }
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let alias = aliases[String(name)] else { return type }
    var arguments: [String] = []
    let tail = rest[name.endIndex...]
    if tail.hasPrefix("<"), tail.hasSuffix(">") {
      arguments = LineText.topLevelArguments(tail.dropFirst().dropLast())
    } else if !tail.isEmpty {
      return type
    }
    guard arguments.count == alias.genericParameters.count else { return type }
    var target = alias.target
    for (parameter, argument) in zip(alias.genericParameters, arguments) {
      target = LineText.replacingWord(parameter, with: argument, in: target)
    }
    return attributes + (suffix.isEmpty ? target : "(" + target + ")" + suffix)
  }

  /// The first identifier of `type` after its attributes (`Action` of `@escaping Action?`), read as bytes: most
  /// types name no alias, and this is the whole cost for them.
  private static func leadingName(_ type: String) -> String {
    let bytes = type.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex, bytes[index] == UInt8(ascii: "@") {
      while index < bytes.endIndex, bytes[index] != UInt8(ascii: " ") { index = bytes.index(after: index) }
      while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index = bytes.index(after: index) }
    }
    var end = index
    while end < bytes.endIndex, LineText.isIdentifierASCII(bytes[end]) { end = bytes.index(after: end) }
    return String(type.utf8[index..<end]) ?? ""
  }
}
