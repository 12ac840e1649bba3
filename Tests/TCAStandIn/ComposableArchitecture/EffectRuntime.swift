import Foundation

/// Tracks the running effect tasks of a store by cancellation key.
/// The cancellation registry of the store whose effect is running.
enum EffectCancellationContext {
  @TaskLocal static var current: EffectCancellation?
}

@MainActor
final class EffectCancellation {
  struct Entry {
    var task: Task<Void, Never>?
    var keys: [CancelKey]
    var origin: String
  }

  private(set) var entries: [Int: Entry] = [:]
  private var nextID = 0

  func reserve(keys: [CancelKey], origin: String) -> Int {
    nextID += 1
    entries[nextID] = Entry(task: nil, keys: keys, origin: origin)
    return nextID
  }

  func attach(_ id: Int, _ task: Task<Void, Never>) {
    if entries[id] != nil { entries[id]?.task = task } else { task.cancel() }
  }

  func finished(_ id: Int) { entries[id] = nil }

  func cancel(_ key: CancelKey) {
    for (id, entry) in entries where entry.keys.contains(key) {
      entry.task?.cancel()
      entries[id] = nil
    }
  }

  func cancelAll() {
    for entry in entries.values { entry.task?.cancel() }
    entries.removeAll()
  }

  var inFlight: [Entry] { entries.keys.sorted().compactMap { entries[$0] } }
}

/// Runs the effects a root reducer returns, delivering their actions back in order.
@MainActor
final class EffectRuntime<Action> {
  let cancellation = EffectCancellation()
  var deliver: (Action) -> Void = { _ in }

  func process(_ effect: Effect<Action>, origin: String) {
    for item in effect.items {
      switch item {
      case .action(let action):
        deliver(action)
      case .cancel(let key):
        cancellation.cancel(key)
      case .run(let run):
        for key in run.cancelInFlight { cancellation.cancel(key) }
        let id = cancellation.reserve(keys: run.cancelKeys, origin: origin)
        let registry = cancellation
        let send = Send<Action> { [weak self] action in self?.deliver(action) }
        let operation = run.operation
        let task = Task(priority: run.priority) {
          await EffectCancellationContext.$current.withValue(registry) { await operation(send) }
          registry.finished(id)
        }
        cancellation.attach(id, task)
      }
    }
  }
}
