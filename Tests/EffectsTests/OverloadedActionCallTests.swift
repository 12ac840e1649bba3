import Effects
import Testing

/// Regression (IceCubes' `TimelineViewModel`): `fetchStatuses()` calls its overload `fetchStatuses(userIntent:)`.
/// Only the first overload of a name becomes an action, yet the call was sent as `.fetchStatuses(userIntent: false)`,
/// a case the feature does not have: code that did not compile, counted as converted.
@Suite struct OverloadedActionCallTests {
  @Test func aCallOfAnotherOverloadIsNotSentAsTheFirstOnesAction() {
    let source = """
      func reload() {
        reload(force: true)
      }
      func reload(force: Bool) {
        isLoading = force
      }
      """
    let result = ExampleFeature.convert(source)
    let lines = result.cases.joined(separator: "\n")
    #expect(!lines.contains(".send(.reload(force: true))"), "\(lines)")
    #expect(lines.contains("calls `reload(force:)`, an overload of `reload` that did not become an action"), "\(lines)")
    #expect(result.conversion.status != .full)
  }

  /// The first overload's own call still converts (here inlined, as a short synchronous action is).
  @Test func aCallTheFirstOverloadTakesConverts() {
    let source = """
      func refresh() {
        reload()
      }
      func reload() {
        isLoading = true
      }
      func reload(force: Bool) {
        isLoading = force
      }
      """
    let result = ExampleFeature.convert(source)
    let lines = result.cases.joined(separator: "\n")
    #expect(lines.contains("state.isLoading = true"), "\(lines)")
    #expect(result.conversion.status == .full, "\(lines)")
  }
}
