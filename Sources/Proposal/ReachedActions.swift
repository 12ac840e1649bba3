/// The reducer cases one sent action runs: its own, and those of the actions it sends in turn.
enum ReachedActions {
  /// `body` and the bodies of the actions it sends (`.send(.load)`, and the responses its effects send,
  /// `send(.loadResponse(…))`), a few levels deep: what one test runs.
  static func bodies(from body: [String], in proposal: FeatureProposal) -> [String] {
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
          for spec in proposal.reducerCases where ReducerCasePattern.actionName(of: spec.pattern) == name {
            next += spec.body
          }
        }
      }
      result += next
      pending = next
    }
    return result
  }
}
