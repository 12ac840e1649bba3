import Analysis

/// A test of an action whose payload is a position in a State collection (`delete(at: IndexSet)`): it starts from
/// State holding one sample element in the collection the case indexes, and sends the first position.
enum IndexedTests {
  /// `XFeature.State(items: [sample])` and the field it fills, when the case indexes exactly one array or identified
  /// array field that a memberwise State can take; nil otherwise.
  static func filledState(
    for proposal: FeatureProposal, body: [String], samples: SampleValues
  ) -> (state: String, field: String)? {
    guard proposal.stateInitializer == nil else { return nil }
    let indexed = proposal.state.filter { field in
      field.wrapper == .plain && !field.isShared
        && body.contains { line in
          ["[", ".remove(", ".move(", ".swapAt("].contains { TextScan.containsBytes(line, "state." + field.name + $0) }
        }
    }
    guard indexed.count == 1, let field = indexed.first, let type = field.type, let element = elementType(type),
      let sample = samples.value(for: element)
    else { return nil }
    var arguments: [String] = []
    for other in proposal.state {
      if other.name == field.name {
        arguments.append("\(field.name): [\(sample)]")
        continue
      }
      guard other.defaultValue == nil, other.wrapper == .plain, let otherType = other.type,
        !TypeText.isOptional(otherType)
      else { continue }
      guard let value = samples.value(for: otherType), !other.isShared else { return nil }
      arguments.append("\(other.name): \(value)")
    }
    return ("\(proposal.concreteName).State(\(arguments.joined(separator: ", ")))", field.name)
  }

  /// The action sent at the first position: `0`, `IndexSet(integer: 0)`, `IndexPath(row: 0, section: 0)` or `0..<1`
  /// for the positions, samples for the rest; nil when a payload has no sample.
  static func send(_ action: ActionCase, samples: SampleValues) -> String? {
    var arguments: [String] = []
    for item in action.payload {
      let position: String?
      switch TypeText.unwrapped(item.type) {
      case "IndexSet": position = "IndexSet(integer: 0)"
      case "IndexPath": position = "IndexPath(row: 0, section: 0)"
      case "Range<Int>": position = "0..<1"
      case "Int" where TestCaseRule.indexesState(item): position = "0"
      default: position = nil
      }
      guard let value = position ?? TypeText.sampleValue(for: item.type) ?? samples.value(for: item.type) else {
        return nil
      }
      arguments.append(item.label.map { "\($0): \(value)" } ?? value)
    }
    return ".\(action.name)(\(arguments.joined(separator: ", ")))"
  }

  /// `T` of `[T]`, `IdentifiedArrayOf<T>` or `IdentifiedArray<ID, T>`.
  private static func elementType(_ type: String) -> String? {
    if let element = TypeText.arrayElement(type) { return element }
    let text = String(LineText.trimmed(type))
    if text.hasPrefix("IdentifiedArrayOf<"), text.hasSuffix(">") {
      return String(text.dropFirst("IdentifiedArrayOf<".count).dropLast())
    }
    return nil
  }
}
