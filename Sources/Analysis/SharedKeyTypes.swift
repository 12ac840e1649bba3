import Outline

/// The value types of the codebase's own shared keys (`extension SharedKey where Self == FileStorageKey<[Item]>.Default
/// { static var items: Self … }`), so `@Shared(.items) var items` without a type annotation gets one.
struct SharedKeyTypes: Sendable {
  /// Key name (`items`) → value type (`[Item]`).
  private(set) var types: [String: String] = [:]

  /// The keys the protocols of Point-Free's Sharing library (and its earlier names) are extended with.
  static let keyProtocols: Set<String> = ["SharedKey", "SharedReaderKey", "PersistenceKey", "PersistenceReaderKey"]

  /// Reads the key extensions of every file once per run.
  init(files: [ParsedFile]) {
    for file in files {
      for declaration in file.outline?.types ?? [] where declaration.kind == .extension {
        guard Self.keyProtocols.contains(declaration.name), let clause = declaration.whereClause,
          let value = Self.valueType(whereClause: clause)
        else { continue }
        for property in declaration.properties where property.isStatic {
          types[property.name] = value
        }
      }
    }
  }

  /// The value type of the key `@Shared(argument)` names when `argument` is `.name` of a key declared here.
  func valueType(ofAttributeArgument argument: String) -> String? {
    let text = LineText.trimmed(argument)
    guard text.first == ".", text.count > 1 else { return nil }
    let name = text.dropFirst()
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return types[String(name)]
  }

  /// `Value` of a `Self == SomeKey<Value>` or `Self == SomeKey<Value>.Default` clause; nil for other clauses and
  /// for keys with more than one generic argument.
  static func valueType(whereClause: String) -> String? {
    let sides = whereClause.split(separator: "=")
    guard sides.count == 2, LineText.trimmed(sides[0]) == "Self" else { return nil }
    var type = String(LineText.trimmed(sides[1]))
    if type.hasSuffix(".Default") { type = String(type.dropLast(".Default".count)) }
    guard let clause = TypeText.genericArguments(of: type) else { return nil }
    let argument = clause.dropFirst().dropLast()
    var depth = 0
    for character in argument {
      if character == "<" || character == "[" || character == "(" { depth += 1 }
      if character == ">" || character == "]" || character == ")" { depth -= 1 }
      if character == "," && depth == 0 { return nil }
    }
    let value = LineText.trimmed(argument)
    return value.isEmpty ? nil : String(value)
  }
}
