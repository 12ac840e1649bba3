import Testing

@testable import Effects

@Suite struct ResponseScopeTests {
  /// `if let pick` after an effect unwraps a local the response case does not have (its type is unknown, so it is
  /// not carried): it is refused, not written as `if let pick` reading nothing (IceCubes' `if let client` in an
  /// inlined helper after `guard let client = client`).
  @Test func shorthandUnwrapOfALocalLeftBeforeTheEffectIsRefused() {
    let source = """
      func refresh() async {
        let pick = items.randomElement()
        items = (try? await api.fetchItems()) ?? []
        if let pick {
          selection = pick
        }
      }
      """
    let cases = ExampleFeature.convert(source).cases
    #expect(!cases.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("if let pick") })
    #expect(cases.contains { $0.contains("TODO(tca-migrate): uses `pick`, a local computed before the effect") })
  }

  /// `if let x` on a stored property that is neither State nor a client (IceCubes' `if let urlHandler` in a
  /// helper) reads what the reducer does not have: refused, not written as `if let urlHandler` reading nothing.
  @Test func shorthandUnwrapOfANameThatIsNeitherStateNorALocalIsRefused() {
    let source = """
      func cancelLookup() {
        if let lookupTask {
          lookupTask.cancel()
        }
        isLoading = false
      }
      """
    let cases = ExampleFeature.convert(source).cases
    #expect(!cases.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("if let lookupTask") })
  }

  /// Regression (Home Assistant's webhook settings): an inlined helper's argument that is a local of before the
  /// effect, which its response case does not have, was bound anyway (`let info = pick`, reading nothing there);
  /// the argument's refusal was dropped with the issues of rendering it.
  @Test func anInlinedHelpersArgumentLeftBeforeTheEffectIsRefused() {
    let source = """
      func refresh() async {
        let pick = items.randomElement()
        items = (try? await api.fetchItems()) ?? []
        remember(pick)
      }
      private func remember(_ info: Item?) {
        selection = info
      }
      """
    let cases = ExampleFeature.convert(source).cases
    #expect(!cases.contains { $0.contains("= pick") && !$0.contains("//") })
    #expect(cases.contains { $0.contains("TODO(tca-migrate)") && $0.contains("uses `pick`, a local computed before") })
  }

  /// Regression (the same screen): `var connection = …` then `await connection.webhookURL()`, a mutating method,
  /// captured the `var` into the effect, where it is a constant and the call does not compile.
  @Test(arguments: [("var", true), ("let", false)])
  func aMethodCalledOnAVarBeforeTheEffectKeepsItOutOfTheEffect(keyword: String, refused: Bool) {
    let source = """
      func refresh() async {
        \(keyword) copy = query
        _ = await copy.resolved()
        isLoading = false
      }
      """
    let cases = ExampleFeature.convert(source).cases
    #expect(cases.contains { $0.contains("changes `copy` (or calls a method that may)") } == refused)
    #expect(cases.contains { $0.contains("return .run {") } == !refused)
  }
}
