import Analysis

/// A test of an action whose payload is a position in a State collection (`delete(at: IndexSet)`): it starts from
/// State holding one sample element in the collection the case indexes, and sends the first position.
enum IndexedTests {
  /// `XFeature.State(items: [sample])` and the field it fills, when the case indexes exactly one array or identified
  /// array field, directly or through a local copy (`var current = state.items`). With a `State.init`, the test
  /// builds State as the other tests do (`initialState`) in a local, then fills the field: `locals` are those lines.
  static func filledState(
    for proposal: FeatureProposal, body: [String], samples: SampleValues, initialState: String
  ) -> (state: String, field: String, locals: [String])? {
    let indexing = ["[", ".remove(", ".move(", ".swapAt("]
    let copies = localCopies(in: body)
    let indexed = proposal.state.filter { field in
      let names = ["state." + field.name] + copies.filter { $0.value == field.name }.map(\.key)
      return field.wrapper == .plain && !field.isShared
        && body.contains { line in
          names.contains { name in indexing.contains { TextScan.containsBytes(line, name + $0) } }
        }
    }
    guard indexed.count == 1, let field = indexed.first, let type = field.type, let element = elementType(type),
      !holdsCollections(element, samples: samples), let sample = samples.value(for: element)
    else { return nil }
    if proposal.testInitializer != nil {
      let local = "initialState"
      return (local, field.name, ["var \(local) = \(initialState)", "\(local).\(field.name) = [\(sample)]"])
    }
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
    return ("\(proposal.concreteName).State(\(arguments.joined(separator: ", ")))", field.name, [])
  }

  /// Locals a case copies a State field into, whole (`var current = state.items`), by local name.
  private static func localCopies(in body: [String]) -> [String: String] {
    var copies: [String: String] = [:]
    for line in body {
      let text = LineText.trimmed(line)
      let words = TypeText.identifiers(in: String(text))
      guard words.count == 4, words[0] == "var" || words[0] == "let", words[2] == "state",
        text == "\(words[0]) \(words[1]) = state.\(words[3])"
      else { continue }
      copies[words[1]] = words[3]
    }
    return copies
  }

  /// The action sent at the first position: `0`, `IndexSet(integer: 0)`, `IndexPath(row: 0, section: 0)` or `0..<1`
  /// for the positions, samples for the rest; nil when a payload has no sample.
  static func send(_ action: ActionCase, samples: SampleValues) -> String? {
    TestCaseRule.sendExpression(for: action, samples: samples) { item in
      switch TypeText.unwrapped(item.type) {
      case "IndexSet": return "IndexSet(integer: 0)"
      case "IndexPath": return "IndexPath(row: 0, section: 0)"
      case "Range<Int>": return "0..<1"
      case "Int" where TestCaseRule.indexesState(item): return "0"
      default: return nil
      }
    }
  }

  /// Whether the codebase's `type` has a collection member, which the case may index too (`sections[i.section]
  /// .rows[i.row]`) and the sample leaves empty.
  private static func holdsCollections(_ type: String, samples: SampleValues) -> Bool {
    let last = LineText.simpleName(type)
    guard let name = samples.models[type] != nil ? type : samples.byLastName[last]?.first,
      let model = samples.models[name]
    else { return false }
    return model.storedProperties.contains { property in
      let text = property.type ?? property.defaultValue ?? ""
      return text.hasPrefix("[") || text.hasPrefix("Array<") || text.hasPrefix("Set<") || text.hasPrefix("Identified")
    }
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
