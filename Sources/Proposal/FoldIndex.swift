/// The action names and case patterns of a proposal, kept beside it while many methods are folded in, so that each
/// fold costs the same however many actions and cases the feature already has.
public struct FoldIndex: Sendable {
  /// Names of the proposal's actions.
  var actions: Set<String>
  /// Reducer-case pattern → index of the first case with it.
  var patterns: [String: Int]

  /// Indexes `proposal` as it is now.
  public init(_ proposal: FeatureProposal) {
    actions = Set(proposal.actions.map(\.name))
    patterns = [:]
    for (index, spec) in proposal.reducerCases.enumerated() where patterns[spec.pattern] == nil {
      patterns[spec.pattern] = index
    }
  }

  /// Adds `action` to `proposal` unless a case with that name exists (`FeatureProposal.addAction`, indexed).
  public mutating func addAction(_ action: ActionCase, to proposal: inout FeatureProposal) {
    guard actions.insert(action.name).inserted else { return }
    proposal.actions.append(action)
  }

  /// Appends `spec` to `proposal`'s reducer cases.
  mutating func appendCase(_ spec: ReducerCaseSpec, to proposal: inout FeatureProposal) {
    if patterns[spec.pattern] == nil { patterns[spec.pattern] = proposal.reducerCases.count }
    proposal.reducerCases.append(spec)
  }
}
