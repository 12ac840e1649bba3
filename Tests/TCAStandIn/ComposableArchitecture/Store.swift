import SwiftUI

/// The runtime of a feature: holds its state, runs its reducer and effects.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  private let getState: @MainActor () -> State?
  private let sendAction: @MainActor (Action) -> Void
  private var lastState: State

  init(getState: @escaping @MainActor () -> State?, sendAction: @escaping @MainActor (Action) -> Void, initial: State) {
    self.getState = getState
    self.sendAction = sendAction
    self.lastState = initial
  }

  /// A store running a reducer from an initial state.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    var dependencies = DependencyValues._current
    prepareDependencies?(&dependencies)
    let root = RootCore(
      state: DependencyValues.$_current.withValue(dependencies) { initialState() },
      reducer: reducer(),
      dependencies: dependencies
    )
    self.init(getState: { root.state }, sendAction: { root.send($0) }, initial: root.state)
  }

  /// The current state.
  public var state: State {
    if let state = getState() { lastState = state }
    return lastState
  }

  /// A value of the current state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { state[keyPath: keyPath] }

  /// Sends an action to the reducer.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sendAction(action)
    return StoreTask()
  }

  /// Sends an action with an animation.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask { send(action) }

  /// A store of a child domain.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let getState = self.getState
    let send = self.sendAction
    let embed = AnyCasePath(action)
    return Store<ChildState, ChildAction>(
      getState: { getState()?[keyPath: state] },
      sendAction: { send(embed.embed($0)) },
      initial: self.state[keyPath: state]
    )
  }

  /// A store of an optional child domain, or `nil` when the child state is absent.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = self.state[keyPath: state] else { return nil }
    let getState = self.getState
    let send = self.sendAction
    let embed = AnyCasePath(action)
    return Store<ChildState, ChildAction>(
      getState: { getState()?[keyPath: state] ?? nil },
      sendAction: { send(embed.embed($0)) },
      initial: initial
    )
  }
}

/// A store of a reducer's domain.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The work started by sending an action to a store.
public struct StoreTask: Hashable, Sendable {
  /// Cancels the work.
  public func cancel() {}
  /// Waits for the work to finish.
  public func finish() async {}
  /// Whether the work was cancelled.
  public var isCancelled: Bool { false }
}

/// The state and runtime of a root store.
@MainActor
final class RootCore<R: Reducer> {
  var state: R.State
  let reducer: R
  let dependencies: DependencyValues
  let runtime = EffectRuntime<R.Action>()
  private var queue: [R.Action] = []
  private var isSending = false

  init(state: R.State, reducer: R, dependencies: DependencyValues) {
    self.state = state
    self.reducer = reducer
    self.dependencies = dependencies
    runtime.deliver = { [weak self] in self?.send($0) }
  }

  func send(_ action: R.Action) {
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    defer { isSending = false }
    while !queue.isEmpty {
      let next = queue.removeFirst()
      let effect = DependencyValues.$_current.withValue(dependencies) {
        reducer.reduce(into: &state, action: next)
      }
      runtime.process(effect, origin: "\(next)")
    }
  }
}
