import Analysis

/// What `append`, `insert` and `remove` leave in an array or set whose elements a case evaluation knows.
enum CollectionMutation {
  /// The methods modeled here.
  static let methods: Set<String> = ["append", "insert", "remove"]

  /// `current` after `method(arguments)`, a collection declared as `type`; nil when the call is not one modeled
  /// or an element's equality with another is not known.
  static func apply(
    _ method: String, arguments: [(label: String?, value: KnownOperand)], to current: KnownValue, type: String,
    structures: KnownStructures
  ) -> KnownValue? {
    let items: [KnownValue]
    switch current {
    case .emptyCollection: items = []
    case .elements(let existing): items = existing
    default: return nil
    }
    let labels = arguments.map(\.label)
    if let element = TypeText.arrayElement(type) {
      guard let value = arguments.first?.value, let stored = structures.value(of: value, as: element) else {
        return nil
      }
      switch (method, labels) {
      case ("append", [nil]): return .elements(items + [stored])
      // Only at the front: another index may be past the end.
      case ("insert", [nil, "at"]):
        guard arguments[1].value.known == .int(0) else { return nil }
        return .elements([stored] + items)
      default: return nil
      }
    }
    guard let element = setElement(type), labels == [nil], let value = arguments.first?.value,
      let stored = structures.value(of: value, as: element)
    else { return nil }
    let matches = items.map { KnownOperations.equal(.value($0, literal: false), .value(stored, literal: false)) }
    guard !matches.contains(nil) else { return nil }
    let present = matches.contains(true)
    switch method {
    case "insert": return present ? current : .elements(items + [stored])
    case "remove":
      let kept = zip(items, matches).filter { $0.1 == false }.map(\.0)
      return kept.isEmpty ? .emptyCollection : .elements(kept)
    default: return nil
    }
  }

  /// `T` of `Set<T>`; nil for another type.
  static func setElement(_ type: String) -> String? {
    let text = String(LineText.trimmed(type))
    guard text.hasPrefix("Set<"), text.hasSuffix(">") else { return nil }
    let inner = String(text.dropFirst("Set<".count).dropLast())
    return TypeText.isBalanced(inner) ? inner : nil
  }
}
