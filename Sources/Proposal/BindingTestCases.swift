import Analysis

/// One generated test per bound State field: `store.send(\.binding.field, value)` sets it.
enum BindingTestCases {
  /// The binding tests of `proposal`; a field with no sample value of its type, or whose own reducer case reaches an
  /// endpoint with no sample value, is flagged on `target` instead.
  static func tests(
    for proposal: FeatureProposal, in context: ProposalContext, reached: ReachedActions, initialState: String,
    initialValues: [String: String], clients: [ClientProposal], flagging target: inout FeatureProposal
  ) -> [TestCaseProposal] {
    var tests: [TestCaseProposal] = []
    for field in BindingRule.boundFields(in: proposal, context: context) {
      let type =
        proposal.field(named: field)?.type
        ?? proposal.field(named: field)?.defaultValue.flatMap(TypeInference.infer)
        ?? proposal.computed.first { $0.name == field }?.type
      guard let sample = TypeText.sampleValue(for: type, differentFrom: initialValues[field]) else {
        // A presented child, `destination` or `path` is bound to present it (`$store.scope(…)`), not set by a test.
        let presents =
          ["destination", "path"].contains(field) || proposal.children.contains { $0.property == field }
          || proposal.field(named: field)?.wrapper == .presents
        if !presents {
          let what = type.map { "its type `\($0)`" } ?? "it (its type is unknown)"
          target.flag(
            ProposalFlag(code: "no-test", message: "no test for binding `\(field)`: no sample value for \(what)"))
        }
        continue
      }
      // The reducer's own case for this binding (`case .binding(\.field):`) runs too: stub what it reaches.
      let onChange = proposal.reducerCases.first { $0.pattern == ".binding(\\.\(field))" }?.body ?? []
      let (dependencies, noTest) = TestStubs.stubsOrNoTest(
        for: reached.bodies(from: onChange) + (reached.observersByField[field] ?? []), subject: "binding `\(field)`",
        proposal: proposal,
        samples: context.samples, clients: clients)
      if let noTest {
        target.flag(noTest)
        continue
      }
      tests.append(
        TestCaseProposal(
          name: "binding" + field.prefix(1).uppercased() + field.dropFirst(), send: "\\.binding.\(field), \(sample)",
          initialState: initialState, dependencies: dependencies,
          expectedChanges: ExpectedChanges.droppingNoOps(["$0.\(field) = \(sample)"], initial: initialValues),
          nonExhaustive: !onChange.isEmpty,
          notes: onChange.isEmpty ? [] : ["TODO(tca-migrate): assert what the binding's own case changes and sends."]))
    }
    return tests
  }
}
