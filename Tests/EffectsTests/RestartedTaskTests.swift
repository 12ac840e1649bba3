import Testing

@testable import Effects

/// A stored task restarted to run an action (`searchTask?.cancel(); searchTask = Task { await refresh() }`) becomes
/// `.send(.refresh)`, and the action's own effect carries the task's cancel ID, so a restart cancels the work in
/// flight. Before, the cancellation was dropped (first without a word, then under a NOTE) and the action's effect
/// had no ID. Where the action cannot take it (it starts a task of its own, or two tasks restart it), the NOTE stays.
@Suite struct RestartedTaskTests {
  static let refresh = """
    func refresh() async {
      isLoading = true
      items = (try? await api.fetchItems()) ?? []
    }
    """

  @Test(arguments: [
    ("searchTask?.cancel()\n  searchTask = Task { await refresh() }", "", true, false),
    ("searchTask = Task { [weak self] in await self?.refresh() }", "", true, false),
    ("Task { await refresh() }", "", false, false),
    // Any start the caller reads as a restart (`TaskStart`): before, only `x = Task {` and `[weak self] in` were.
    ("searchTask = Task(priority: .userInitiated) { @MainActor in await refresh() }", "", true, false),
    // Two tasks restart it: which ID would it carry?
    ("searchTask = Task { await refresh() }", "func again() { observeTask = Task { await refresh() } }", false, true),
  ])
  func theRestartedActionsEffectCarriesTheTasksID(
    statements: String, other: String, carriesID: Bool, noted: Bool
  ) {
    let restart = """
      func restart() {
        \(statements)
      }
      """
    let caller = ExampleFeature.convert([restart, Self.refresh, other].joined(separator: "\n")).cases
      .joined(separator: "\n")
    #expect(caller.contains("return .send(.refresh)"), "\(caller)")
    let note =
      "// NOTE(tca-migrate): `searchTask` cancelled the work in flight before this restart; `.refresh`'s effect"
    #expect(caller.contains(note) == noted, "\(caller)")
    let callee = ExampleFeature.convert([Self.refresh, restart, other].joined(separator: "\n"))
    let text = callee.cases.joined(separator: "\n")
    #expect(callee.conversion.status == .full, "\(text)")
    #expect(text.contains(".cancellable(id: CancelID.searchTask, cancelInFlight: true)") == carriesID, "\(text)")
  }

  @Test func anActionStartingATaskOfItsOwnKeepsItsIDAndTheRestartIsNoted() {
    let refresh = """
      func refresh() {
        observeTask = Task { items = (try? await api.fetchItems()) ?? [] }
      }
      """
    let restart = "func restart() {\n  searchTask = Task { await refresh() }\n}"
    let caller = ExampleFeature.convert(restart + "\n" + refresh).cases.joined(separator: "\n")
    #expect(caller.contains("// NOTE(tca-migrate): `searchTask` cancelled the work in flight"), "\(caller)")
    let callee = ExampleFeature.convert(refresh + "\n" + restart).cases.joined(separator: "\n")
    #expect(callee.contains(".cancellable(id: CancelID.observeTask, cancelInFlight: true)"), "\(callee)")
    #expect(!callee.contains("CancelID.searchTask"), "\(callee)")
  }
}
