import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `stored-task`: stored tasks and cancellation.
public struct StoredTaskCancellationRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "stored-task" }
  /// Short title.
  public var title: String { "Stored tasks and cancellation" }
  /// What the rule does.
  public var summary: String {
    "`task = Task { … }` becomes `.cancellable(id: CancelID.task, cancelInFlight: true)`; `task?.cancel()` becomes `.cancel(id:)`, `task = nil` disappears. An action a stored task restarts (`loadTask?.cancel(); loadTask = Task { await reload() }`) carries the task's cancel ID on its own effect, so a restart (or any other send of it) cancels the one in flight. `Task.sleep` uses the `continuousClock` dependency."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func queryChanged() {
            searchTask?.cancel()
            searchTask = Task {
              try? await Task.sleep(nanoseconds: 300_000_000)
              guard !Task.isCancelled else { return }
              results = (try? await api.search(query)) ?? []
            }
          }
          """#,
        after: #"""
          // Action: case queryChangedResponse([Item]?)
          // Dependency: @Dependency(\.continuousClock) var clock
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: searchTask
          case .queryChanged:
            return .run { [query = state.query] send in
              try? await clock.sleep(for: .nanoseconds(300_000_000))
              guard !Task.isCancelled else { return }
              await send(.queryChangedResponse(try? await itemsClient.search(query)))
            }
            .cancellable(id: CancelID.searchTask, cancelInFlight: true)
          case let .queryChangedResponse(response):
            state.results = response ?? []
            return .none
          """#),
      EffectExample(
        before: #"""
          func stopObserving() {
            observeTask?.cancel()
            observeTask = nil
          }
          """#,
        after: #"""
          // CancelID: observeTask
          case .stopObserving:
            return .cancel(id: CancelID.observeTask)
          """#),
      EffectExample(
        before: #"""
          func reload() async {
            isLoading = true
            items = (try? await api.fetchItems()) ?? []
            isLoading = false
          }

          func pullToRefresh() {
            loadTask?.cancel()
            loadTask = Task { await reload() }
          }
          """#,
        after: #"""
          // Action: case reloadResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // CancelID: loadTask
          case .reload:
            state.isLoading = true
            return .run { send in
              await send(.reloadResponse(try? await itemsClient.fetchItems()))
            }
            .cancellable(id: CancelID.loadTask, cancelInFlight: true)
          case let .reloadResponse(response):
            state.items = response ?? []
            state.isLoading = false
            return .none
          """#),
    ]
  }
}

extension StoredTaskCancellationRule {
  /// The stored task/timer property a `x?.cancel()` / `x.invalidate()` / `x = nil` statement ends.
  static func cancelledTask(_ s: ConversionSession, _ statement: Statement) -> String? {
    let source = statement.source
    var words = statement.headerIndices.map { source.text($0) }
    if words.first == "self" && words.count > 2 {
      words.removeFirst(2)
    }
    guard let name = words.first, s.isTaskProperty(name) else { return nil }
    let rest = Array(words.dropFirst())
    let cancels = [
      ["?", ".", "cancel", "(", ")"], [".", "cancel", "(", ")"], ["?", ".", "invalidate", "(", ")"],
      [".", "invalidate", "(", ")"], ["=", "nil"], [".", "removeAll", "(", ")"],
    ]
    return cancels.contains(rest) ? name : nil
  }

  /// `task?.cancel()` as `.cancel(id:)`; `task = nil` disappears.
  static func cancels(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let id = cancelledTask(s, site.statement) else { return .declined }
    if site.words.suffix(2) == ["=", "nil"] { return .converted }
    if scope.mode == .reducer && !s.pendingEffects.contains([".cancel(id: CancelID.\(id))"]) {
      s.cancelIDs.use(id)
      return StepOutcome(
        converted: s.startEffect([".cancel(id: CancelID.\(id))"], depth: site.depth, scope: scope, into: &writer))
    } else if scope.mode == .effect {
      writer.writeLines(
        ["// tca-migrate: cancellation of `\(id)` is handled by `.cancellable(id:)`"], depth: site.depth)
    }
    return .converted
  }
}
