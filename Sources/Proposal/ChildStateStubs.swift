import Analysis

/// A parent's case that builds a child's State (`DeckFormFeature.State(deck: …)`) runs the child's `State.init`,
/// so a test of it stubs the dependencies that initializer declares (`$0.uuid = .incrementing`).
enum ChildStateStubs {
  /// Adds those stubs to every test of `features` whose action builds such a State.
  static func apply(to features: inout [FeatureProposal]) {
    var stubsByState: [String: [String]] = [:]
    for feature in features {
      guard let initializer = feature.stateInitializer else { continue }
      let stubs = StateSetup.dependencyStubs(of: initializer)
      if !stubs.isEmpty { stubsByState[feature.name + ".State("] = stubs }
    }
    guard !stubsByState.isEmpty else { return }
    for index in features.indices where !features[index].tests.isEmpty {
      let reached = ReachedActions(features[index])
      for testIndex in features[index].tests.indices {
        guard let action = ChildEffectStubs.sentAction(features[index].tests[testIndex].send) else { continue }
        let bodies = reached.bodies(from: reached.casesByAction[action]?.first ?? [])
        var stubs = features[index].tests[testIndex].dependencies
        for (state, childStubs) in stubsByState.sorted(by: { $0.key < $1.key })
        where bodies.contains(where: { LineText.containsBytes($0, state) }) {
          for stub in childStubs where !stubs.contains(stub) { stubs.append(stub) }
        }
        features[index].tests[testIndex].dependencies = stubs
      }
    }
  }
}
