import Testing

@testable import Effects

/// A case collecting effects declares `var effects` even when the collecting line is a one-line branch. Before, only
/// a line starting with `effects.append(` was seen, so `if state.count > 9 { effects.append(.cancel(id: …)) }`
/// (a timer's tick invalidating it) left `effects` undeclared, which does not compile.
@Suite struct DeclaredEffectsTests {
  @Test(arguments: [
    (["effects.append(.send(.done))", "return .merge(effects)"], true),
    (["if state.count > 9 { effects.append(.cancel(id: CancelID.timer)) }", "return .merge(effects)"], true),
    (["// effects.append(.send(.done))", "return .none"], false),
    (["state.sideEffects.append(1)", "return .none"], false),
  ])
  func effectsAreDeclaredWhenCollected(body: [String], declared: Bool) {
    let result = ConversionSession.declaringEffects(body)
    #expect((result.first == "var effects: [Effect<Action>] = []") == declared, "\(result)")
    #expect(result.count == body.count + (declared ? 1 : 0))
  }

  @Test func aOneLineBranchCancellingATimerDeclaresEffects() {
    let result = ExampleFeature.convert(
      """
      func tick() {
        count += 1
        if count > 9 { timer?.invalidate() }
      }
      """)
    let text = result.cases.joined(separator: "\n")
    #expect(text.contains("effects.append(.cancel(id: CancelID.timer))"), "\(text)")
    #expect(text.contains("var effects: [Effect<Action>] = []"), "\(text)")
  }
}
