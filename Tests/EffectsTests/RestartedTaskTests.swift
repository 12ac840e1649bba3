import Testing

@testable import Effects

/// A stored task restarted to run an action (`searchTask?.cancel(); searchTask = Task { await refresh() }`) becomes
/// `.send(.refresh)`, whose work runs in the action's own effect without the task's cancel ID. Before, the
/// cancellation was dropped without a word and `CancelID.searchTask` was declared unused.
@Suite struct RestartedTaskTests {
  @Test(arguments: [
    ("searchTask?.cancel()\n  searchTask = Task { await refresh() }", true),
    ("searchTask = Task { [weak self] in await self?.refresh() }", true),
    ("Task { await refresh() }", false),
  ])
  func theLostCancellationIsNoted(statements: String, noted: Bool) {
    let result = ExampleFeature.convert(
      """
      func restart() {
        \(statements)
      }
      func refresh() async {
        isLoading = true
      }
      """)
    let text = result.cases.joined(separator: "\n")
    #expect(text.contains("return .send(.refresh)"), "\(text)")
    #expect(result.conversion.status == .full, "\(text)")
    let note =
      "// NOTE(tca-migrate): `searchTask` cancelled the work in flight before this restart; `.refresh`'s effect"
    #expect(text.contains(note) == noted, "\(text)")
  }
}
