/// The properties, methods and initializers a case evaluation knows the results of on known values.
enum KnownMembers {
  /// `operand.name`; nil when unknown.
  static func property(_ name: String, of operand: KnownOperand, structures: KnownStructures) -> KnownOperand? {
    switch operand {
    case .name(let base):
      // `Expense.Category.food`: a case of one of the codebase's enums.
      if let value = structures.value(of: .implicitMember(name), as: base) { return .value(value, literal: false) }
      return .name(base + "." + name)
    case .value(.structure(let structure), _) where structure.members[name] == nil:
      return structures.getters?.value(of: name, in: structure, structures: structures).map {
        .value($0, literal: false)
      }
    case .value(let value, _): return property(name, of: value).map { .value($0, literal: false) }
    default: return nil
    }
  }

  private static func property(_ name: String, of value: KnownValue) -> KnownValue? {
    switch (value, name) {
    case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
    case (.string(let text), "count"): return .int(text.count)
    case (.emptyCollection, "isEmpty"), (.emptyDictionary, "isEmpty"): return .bool(true)
    case (.emptyCollection, "count"), (.emptyDictionary, "count"): return .int(0)
    case (.emptyCollection, "first"), (.emptyCollection, "last"): return KnownValue.nilValue
    case (.emptyCollection, "indices"), (.emptyDictionary, "keys"), (.emptyDictionary, "values"):
      return .emptyCollection
    case (.structure(let structure), _): return structure.members[name]
    case (.elements(let items), "isEmpty"): return .bool(items.isEmpty)
    case (.elements(let items), "count"): return .int(items.count)
    default: return nil
    }
  }

  /// `operand.name(arguments)`; nil when unknown.
  static func call(
    _ name: String, on operand: KnownOperand, _ arguments: [KnownArgument], structures: KnownStructures
  ) -> KnownOperand? {
    switch operand {
    // `Game.Platform(…)`, `Swift.max(…)`.
    case .name(let base): return call(.name(base + "." + name), arguments, structures: structures)
    case .value(.string(let text), _): return stringMethod(name, of: text, arguments).map { .value($0, literal: false) }
    case .value(.emptyCollection, _):
      return emptyCollectionMethod(name, arguments).map { .value($0, literal: false) }
    // Known only when every element's equality with the argument is.
    case .value(.elements(let items), _) where name == "contains" && arguments.count == 1 && arguments[0].label == nil:
      let matches = items.map { KnownOperations.equal(.value($0, literal: false), arguments[0].value) }
      if matches.contains(true) { return .value(.bool(true), literal: false) }
      return matches.contains(nil) ? nil : .value(.bool(false), literal: false)
    default: return nil
    }
  }

  /// `function(arguments)`: `max`, `min`, `abs`, `Array(_)`, a memberwise struct, or a value built from literals
  /// that the evaluation carries without knowing it (`Date(timeIntervalSince1970: 0)`); nil when unknown.
  static func call(_ function: KnownOperand, _ arguments: [KnownArgument], structures: KnownStructures)
    -> KnownOperand?
  {
    if case .implicitMember(let name) = function { return presentation(name, arguments, structures: structures) }
    guard case .name(let name) = function else { return nil }
    let values = arguments.map(\.value)
    // A client endpoint the test stubs returns its sample; closures handed to it do not run.
    if let result = structures.stubbedResults[name] { return .value(result, literal: false) }
    if structures.rebuilt.states.contains(name) {
      var parts: [String] = []
      for argument in arguments {
        guard let text = argument.value.known?.rendered else { return nil }
        parts.append((argument.label.map { $0 + ": " } ?? "") + text)
      }
      return .value(.built(name + "(" + parts.joined(separator: ", ") + ")"), literal: false)
    }
    if arguments.allSatisfy({ $0.label == nil }), let result = KnownOperations.function(name, values) {
      return result
    }
    if ["Array", "Set"].contains(name), arguments.count == 1, arguments[0].label == nil,
      values[0].known == .emptyCollection
    {
      return .value(.emptyCollection, literal: false)
    }
    if var structure = structures.memberwise(
      name, arguments: arguments.map { (label: $0.label, value: $0.value.known) })
    {
      // Closures and values the evaluation does not know leave their members unknown; nothing in them runs.
      if values.contains(.skipped) { return nil }
      // Built again equal only from values that are the same each time (literals, `Date(timeIntervalSince1970:)`).
      structure.rebuildable =
        structure.rebuildable
        && values.allSatisfy { value in
          if case .value(.structure(let inner), _) = value { return inner.rebuildable }
          return value.known != nil || value == .opaque
        }
      return .value(.structure(structure), literal: false)
    }
    let labels = arguments.map(\.label)
    let literals = values.allSatisfy(\.isLiteral)
    switch (name, labels) {
    case ("Date", ["timeIntervalSince1970"]), ("UUID", [nil]), ("URL", ["string"]), ("Data", []):
      return literals ? .opaque : nil
    default: return nil
    }
  }

  /// `.edit(state)` or `.alert(.confirmDelete)`: a destination case holding a rebuilt State or an alert.
  private static func presentation(_ name: String, _ arguments: [KnownArgument], structures: KnownStructures)
    -> KnownOperand?
  {
    guard structures.rebuilt.cases.contains(name), arguments.count == 1, arguments[0].label == nil else { return nil }
    let value: String?
    switch arguments[0].value {
    case .value(.built(let text), _): value = text
    // An alert's static value (`AlertState.confirmDelete`), which builds the same alert each time.
    case .implicitMember(let member) where structures.rebuilt.alertCases.contains(name): value = "." + member
    default: value = nil
    }
    return value.map { .value(.built("." + name + "(" + $0 + ")"), literal: false) }
  }

  private static func stringMethod(_ name: String, of text: String, _ arguments: [KnownArgument]) -> KnownValue? {
    switch (name, arguments.map(\.label)) {
    case ("trimmingCharacters", ["in"]):
      let sets: Set<String> = ["whitespaces", "whitespacesAndNewlines", "newlines"]
      let set: String
      switch arguments[0].value {
      case .implicitMember(let member): set = member
      case .name(let qualified) where qualified.hasPrefix("CharacterSet."):
        set = String(qualified.dropFirst("CharacterSet.".count))
      default: return nil
      }
      guard sets.contains(set) else { return nil }
      // Only a string that is empty, or starts and ends with an ASCII letter or digit, is known to stay as it is.
      let edges = [text.unicodeScalars.first, text.unicodeScalars.last].compactMap { $0 }
      let kept = edges.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
      return kept ? .string(text) : nil
    // An empty string contains no non-empty string (with or without Foundation's `contains`).
    case ("contains", [nil]) where text.isEmpty:
      guard case .value(.string(let other), _) = arguments[0].value, !other.isEmpty else { return nil }
      return .bool(false)
    case ("hasPrefix", [nil]) where text.isEmpty, ("hasSuffix", [nil]) where text.isEmpty:
      guard case .value(.string(let other), _) = arguments[0].value, !other.isEmpty else { return nil }
      return .bool(false)
    case ("lowercased", []) where text.unicodeScalars.allSatisfy(\.isASCII): return .string(text.lowercased())
    case ("uppercased", []) where text.unicodeScalars.allSatisfy(\.isASCII): return .string(text.uppercased())
    default: return nil
    }
  }

  /// What a method of an empty array returns; its closures never run.
  private static func emptyCollectionMethod(_ name: String, _ arguments: [KnownArgument]) -> KnownValue? {
    switch name {
    case "filter", "map", "compactMap", "flatMap", "sorted", "reversed", "enumerated", "prefix", "suffix",
      "dropFirst", "dropLast":
      return .emptyCollection
    case "first", "last", "firstIndex", "lastIndex", "min", "max": return KnownValue.nilValue
    case "contains": return .bool(false)
    case "allSatisfy": return .bool(true)
    case "reduce" where arguments.count == 2: return arguments[0].value.known
    default: return nil
    }
  }
}
