/// The reducer cases one sent action runs: its own, and those of the actions it sends in turn.
struct ReachedActions {
  /// Every case body by the action it handles, built once per feature.
  var casesByAction: [String: [[String]]] = [:]

  /// An index of `proposal`'s reducer cases.
  init(_ proposal: FeatureProposal) {
    for spec in proposal.reducerCases {
      guard let name = ReducerCasePattern.actionName(of: spec.pattern) else { continue }
      casesByAction[name, default: []].append(spec.body)
    }
  }

  /// `body` and the bodies of the actions it sends (`.send(.load)`, and the responses its effects send,
  /// `send(.loadResponse(…))`), a few levels deep: what one test runs.
  func bodies(from body: [String]) -> [String] {
    var result = body
    var pending = body
    var seen: Set<String> = []
    for _ in 0..<4 {
      var next: [String] = []
      for line in pending {
        var rest = Substring(line)
        while let range = rest.firstRange(of: "send(.") {
          let name = String(rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          rest = rest[range.upperBound...]
          guard !name.isEmpty, seen.insert(name).inserted else { continue }
          for sent in casesByAction[name] ?? [] { next += sent }
        }
      }
      result += next
      pending = next
    }
    return result
  }
}
