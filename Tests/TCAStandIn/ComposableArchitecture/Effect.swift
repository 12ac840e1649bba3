import Foundation
import SwiftUI

/// The side effects a reducer returns: actions to send now, async work, and cancellations.
public struct Effect<Action> {
  enum Item {
    case action(Action)
    case run(Run)
    case cancel(CancelKey)
  }

  struct Run {
    var priority: TaskPriority?
    var cancelKeys: [CancelKey] = []
    var cancelInFlight: [CancelKey] = []
    var operation: @Sendable (Send<Action>) async -> Void
  }

  var items: [Item]

  init(items: [Item]) { self.items = items }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Item: Sendable where Action: Sendable {}
extension Effect.Run: Sendable {}

/// An effect of a reducer's action type.
public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// A hashable cancellation identifier.
struct CancelKey: Hashable, @unchecked Sendable {
  let base: AnyHashable
  init(_ base: some Hashable & Sendable) { self.base = AnyHashable(base) }
}

extension Effect {
  /// An effect that does nothing.
  public static var none: Self { Self(items: []) }

  /// An effect that sends an action right away.
  public static func send(_ action: Action) -> Self {
    Self(items: [.action(action)])
  }

  /// An effect that sends an action right away, with an animation.
  public static func send(_ action: Action, animation: Animation? = nil) -> Self {
    Self(items: [.action(action)])
  }

  /// An effect that runs async work, which may send any number of actions.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let dependencies = DependencyValues._current
    return Self(
      items: [
        .run(
          Run(priority: priority) { send in
            await DependencyValues.$_current.withValue(dependencies) {
              do {
                try await operation(send)
              } catch is CancellationError {
                return
              } catch {
                if Task.isCancelled { return }
                guard let handler else {
                  reportIssue(
                    """
                    An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error. …

                        \(error)

                    All non-cancellation errors must be explicitly handled via the "catch" parameter on \
                    "Effect.run", or via a "do" block.
                    """,
                    fileID: fileID, filePath: filePath, line: line, column: column
                  )
                  return
                }
                await handler(error, send)
              }
            }
          }
        )
      ]
    )
  }

  /// Runs the effects at the same time.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs the effects at the same time.
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    Self(items: effects.flatMap(\.items))
  }

  /// Runs this effect and another at the same time.
  public func merge(with other: Self) -> Self { Self(items: items + other.items) }

  /// Runs the effects one after the other.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs the effects one after the other.
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    let list = Array(effects)
    if list.count <= 1 { return list.first ?? .none }
    let keys = list.flatMap { $0.items.flatMap(\.cancelKeys) }
    let steps = UncheckedSendable(list)
    return Self(
      items: [
        .run(
          Run(priority: nil, cancelKeys: keys) { send in
            for effect in steps.value {
              if Task.isCancelled { return }
              await effect.runInline(send)
            }
          }
        )
      ]
    )
  }

  /// Runs this effect and then another.
  public func concatenate(with other: Self) -> Self { .concatenate([self, other]) }

  /// Marks the effect cancellable by an identifier, optionally cancelling earlier ones first.
  public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Self {
    let key = CancelKey(id)
    return Self(
      items: items.map { item in
        guard case .run(var run) = item else { return item }
        run.cancelKeys.append(key)
        if cancelInFlight { run.cancelInFlight.append(key) }
        return .run(run)
      } + (cancelInFlight && !items.contains(where: \.isRun) ? [.cancel(key)] : [])
    )
  }

  /// An effect that cancels the in-flight effects with an identifier.
  public static func cancel<ID: Hashable & Sendable>(id: ID) -> Self {
    Self(items: [.cancel(CancelKey(id))])
  }

  /// An effect that cancels the in-flight effects with an internal key.
  static func cancel(key: CancelKey) -> Self { Self(items: [.cancel(key)]) }

  /// Transforms the actions the effect sends.
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    Effect<T>(
      items: items.map { item -> Effect<T>.Item in
        switch item {
        case .action(let action): return .action(transform(action))
        case .cancel(let key): return .cancel(key)
        case .run(let run):
          let operation = run.operation
          return .run(
            Effect<T>.Run(priority: run.priority, cancelKeys: run.cancelKeys, cancelInFlight: run.cancelInFlight) {
              send in
              await operation(Send<Action> { send(transform($0)) })
            }
          )
        }
      }
    )
  }

  /// Wraps every async operation of the effect.
  func wrappingOperations(
    _ wrap: @escaping @Sendable (Send<Action>, @Sendable (Send<Action>) async -> Void) async -> Void
  ) -> Self {
    Self(
      items: items.map { item in
        guard case .run(var run) = item else { return item }
        let operation = run.operation
        run.operation = { send in await wrap(send, operation) }
        return .run(run)
      }
    )
  }

  /// Adds a cancellation key to every async operation of the effect.
  func tagged(with key: CancelKey) -> Self {
    Self(
      items: items.map { item in
        guard case .run(var run) = item else { return item }
        run.cancelKeys.append(key)
        return .run(run)
      }
    )
  }

  /// Runs the effect within the current task, waiting for all of its work.
  func runInline(_ send: Send<Action>) async {
    await withTaskGroup(of: Void.self) { group in
      for item in items {
        switch item {
        case .action(let action):
          let box = UncheckedSendable(action)
          await send(box.value)
        case .cancel(let key):
          await EffectCancellationContext.current?.cancel(key)
        case .run(let run):
          if !run.cancelInFlight.isEmpty, let registry = EffectCancellationContext.current {
            for key in run.cancelInFlight { await registry.cancel(key) }
          }
          group.addTask { await run.operation(send) }
        }
      }
    }
  }
}

extension Effect.Item {
  var isRun: Bool {
    if case .run = self { return true }
    return false
  }

  var cancelKeys: [CancelKey] {
    if case .run(let run) = self { return run.cancelKeys }
    return []
  }
}

/// Sends actions back into the store from an effect.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// A send from a closure.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the system.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }

  /// Sends an action back into the system with an animation.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action back into the system in a transaction.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

extension Result {
  /// The result of an async throwing closure.
  public init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
