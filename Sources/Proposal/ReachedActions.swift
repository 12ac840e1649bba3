import Analysis

/// The reducer cases one sent action runs: its own, and those of the actions it sends in turn.
struct ReachedActions {
  /// Every case body by the action it handles, built once per feature.
  var casesByAction: [String: [[String]]] = [:]

  /// The pattern of each action's first case (`let .select(id)`).
  var patternsByAction: [String: String] = [:]

  /// The `.onChange(of:)` observer bodies by the field they observe.
  var observersByField: [String: [String]] = [:]

  /// An index of `proposal`'s reducer cases.
  init(_ proposal: FeatureProposal) {
    for spec in proposal.reducerCases {
      guard let name = ReducerCasePattern.actionName(of: spec.pattern) else { continue }
      casesByAction[name, default: []].append(spec.body)
      if patternsByAction[name] == nil { patternsByAction[name] = spec.pattern }
    }
    for observer in proposal.observers ?? [] { observersByField[observer.property] = observer.body }
  }

  /// The bodies of the observers of the fields `bodies` change (`state.theme = …` runs `.onChange(of: \.theme)`).
  func observerBodies(changedBy bodies: [String]) -> [String] {
    guard !observersByField.isEmpty else { return [] }
    return ExpectedChanges.mutatedFields(in: bodies).sorted().flatMap { observersByField[$0] ?? [] }
  }

  /// `body` and the bodies of the actions it sends (`.send(.load)`, and the responses its effects send,
  /// `send(.loadResponse(…))`), a few levels deep, and the observers of the fields they change: what one test runs.
  func bodies(from body: [String]) -> [String] {
    var result = body
    var pending = body
    var seen: Set<String> = []
    for _ in 0..<4 {
      var next: [String] = []
      for line in pending {
        for name in Self.sentNames(in: line) where seen.insert(name).inserted {
          for sent in casesByAction[name] ?? [] { next += sent }
        }
      }
      result += next
      pending = next
    }
    return result + observerBodies(changedBy: result)
  }

  /// The non-empty names after each `send(.` of `line`, in order.
  static func sentNames(in line: String) -> [String] {
    var names: [String] = []
    // The marker's offsets first, from the line's own bytes (no copies), then the names after them.
    var text = line
    let ends: [Int] = text.withUTF8 { bytes in
      var ends: [Int] = []
      sendMarker.withUnsafeBufferPointer { marker in
        // Each match starts after the previous one ends.
        _ = LineText.occurrence(of: marker, in: bytes) { index in
          if ends.last.map({ index >= $0 }) ?? true { ends.append(index + marker.count) }
          return false
        }
      }
      return ends
    }
    for end in ends {
      let start = line.utf8.index(line.utf8.startIndex, offsetBy: end)
      let name = LineText.identifierPrefix(line[start...])
      if !name.isEmpty { names.append(String(name)) }
    }
    return names
  }

  private static let sendMarker = Array("send(.".utf8)
}
