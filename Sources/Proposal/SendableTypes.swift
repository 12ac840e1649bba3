import Analysis

/// Which of the codebase's types the compiler takes to be `Sendable`, so generated code marks only the others
/// `nonisolated(unsafe)` (the compiler warns about the mark on a `Sendable` value). Conservative: a type counts only
/// when it says so (`Sendable`, `@unchecked Sendable`), is an actor, or is a non-public struct or enum whose stored
/// parts are all such types or standard value types, as the compiler infers.
struct SendableTypes {
  /// The codebase's model types by qualified name.
  let models: [String: ModelType]

  /// Standard types that are `Sendable` on every platform.
  static let standard: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Bool", "Date", "UUID", "URL", "Data", "TimeInterval", "Decimal", "Optional",
    "Array", "Set", "Dictionary", "URLSession",
  ]

  /// Whether the value `expression` builds (`LiveFeedAPI()`, `DownloadManager.shared`) is of a `Sendable` type of
  /// the codebase; false when its type cannot be told.
  func buildsSendable(_ expression: String) -> Bool {
    let tokens = TokenText(expression)
    let significant = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
    guard let first = significant.first, tokens.kind(first) == .identifier else { return false }
    let type = tokens.text(first)
    guard let model = models[type], significant.count >= 2 else { return false }
    let second = significant[1]
    if tokens.kind(second) == .leftParen {
      // `Type(…)`: the whole expression is the one call, its parentheses closing last.
      var depth = 0
      for (position, index) in significant.enumerated().dropFirst() {
        if tokens.kind(index) == .leftParen { depth += 1 }
        if tokens.kind(index) == .rightParen { depth -= 1 }
        if depth == 0 && position != significant.count - 1 { return false }
      }
      guard depth == 0 else { return false }
    } else {
      // `Type.shared`, a static `let` of the type itself.
      guard significant.count == 3, tokens.kind(second) == .period,
        model.staticInstances.contains(tokens.text(significant[2]))
      else { return false }
    }
    return isSendable(model, depth: 0)
  }

  /// Whether `model` is `Sendable` as the compiler sees it.
  func isSendable(_ model: ModelType, depth: Int) -> Bool {
    if model.kind == .actor { return true }
    if model.inheritance.contains(where: ModelType.isSendableConformance) { return true }
    guard depth < 4, !model.isPublic, [.struct, .enum].contains(model.kind), model.genericParameters.isEmpty else {
      return false
    }
    let parts =
      model.kind == .enum
      ? model.cases.flatMap(\.associatedTypes)
      : model.storedProperties.map { $0.type ?? Self.literalType($0.defaultValue) }
    return parts.allSatisfy { type in type.map { isSendable(type: $0, depth: depth + 1) } ?? false }
  }

  /// The type a default value gives its property (`3`, `"x"`, `Item()`), a failable initializer force-unwrapped
  /// (`URL(string: "…")!`) included; nil when it cannot be told.
  static func literalType(_ value: String?) -> String? {
    guard let value = value.map({ String(LineText.trimmed($0)) }) else { return nil }
    return TypeInference.infer(value.hasSuffix(")!") ? String(value.dropLast()) : value)
  }

  /// Whether the written type `type` is made of `Sendable` types only (no closures, existentials or classes).
  private func isSendable(type: String, depth: Int) -> Bool {
    guard !TextScan.containsBytes(type, "->"), !TextScan.containsBytes(type, "any "),
      !TextScan.containsBytes(type, "some ")
    else { return false }
    let names = TypeText.identifiers(in: type)
    return !names.isEmpty
      && names.allSatisfy { name in
        Self.standard.contains(name) || models[name].map { isSendable($0, depth: depth) } ?? false
      }
  }

}
