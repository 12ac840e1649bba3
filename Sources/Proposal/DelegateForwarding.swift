import Analysis

/// A parent's case answering a child's delegate action by sending its own action for the same method:
/// `.child(.delegate(.showPlayer(for: episode)))` → `return .send(.showPlayer(for: episode))`.
enum DelegateForwarding {
  /// `(label: name, name)` for a pattern or a call; empty without names.
  static func argumentList(labels: [String?], names: [String]) -> String {
    let pieces = zip(labels, names).map { label, name in label.map { "\($0): \(name)" } ?? name }
    return pieces.isEmpty ? "" : "(" + pieces.joined(separator: ", ") + ")"
  }

  /// `.delegate(.method(…))`, binding the method's parameters under their payload labels.
  static func delegatePattern(of method: Method, in context: ProposalContext) -> String {
    let labels = CoordinatorDelegateRule.payload(of: method, in: context).map(\.label)
    return ".delegate(.\(method.name)" + argumentList(labels: labels, names: method.parameters.map(\.name)) + ")"
  }

  /// The case `pattern` sending the parent's action for `method`; nil when the parent has none taking as many values.
  static func forwardingCase(
    _ pattern: String, method: Method, in proposal: FeatureProposal, actionNames: [String: String]
  ) -> ReducerCaseSpec? {
    let names = method.parameters.map(\.name)
    guard let action = actionNames[method.name],
      let labels = proposal.action(named: action)?.payload.map(\.label), labels.count == names.count
    else { return nil }
    let sent = argumentList(labels: labels, names: names)
    return ReducerCaseSpec(pattern: pattern, body: ["return .send(.\(action)\(sent))"])
  }
}
