import Observation
import SwiftUI

// What views use of a store (TCA's `Store+Observation.swift` and `Binding+Observation.swift`), declarations for
// type-checking rewritten views: a store is observable and identifiable, its bindable fields are settable through
// `$store.field`, and bindings of stores scope to presented children. View code never runs here.

extension Store: Observable {}

extension Store: Identifiable {}

extension Store: Hashable {
  /// Stores are equal when they are the same object.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }
  /// A store hashes as its identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// A field of state, read from the store and set with a binding action (what `$store.field` binds to).
  public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}

extension Store {
  /// Reads the current state without observing it.
  public func withState<R>(_ body: (_ state: State) -> R) -> R { body(state) }
}

extension Store where State: ObservableState {
  /// Stores of the elements of an identified array, for `ForEach`.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    self.state[keyPath: state].ids.map { id in
      scope(state: state.appending(path: \.[id: id]), action: action.appending(path: \.[id: id]))
    }.compactMap { $0 }
  }
}

extension Binding {
  /// A binding of an optional presented child's store, for `sheet(item:)`, `alert(_:)` and the like.
  @MainActor
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    Binding<Store<ChildState, ChildAction>?>(get: { nil }, set: { _ in })
  }

  /// A binding of the store of a stack, for `NavigationStack(path:root:destination:)`.
  @MainActor
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>(
      get: { fatalError("views do not run here") }, set: { _ in })
  }
}

extension Bindable {
  /// A binding of an optional presented child's store, for `sheet(item:)`, `alert(_:)` and the like.
  @MainActor
  public func scope<State: ObservableState, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
    Binding<Store<ChildState, ChildAction>?>(get: { nil }, set: { _ in })
  }

  /// A binding of the store of a stack, for `NavigationStack(path:root:destination:)`.
  @MainActor
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>(
      get: { fatalError("views do not run here") }, set: { _ in })
  }
}

extension NavigationStack {
  /// A navigation stack driven by a store of `StackState`: `destination` builds each pushed element's view.
  @MainActor
  public init<State, Action, Destination: View>(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
  ) where Data == StackState<State> {
    self.init(_anyPath: root)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `state` onto the enclosing store-driven stack.
  public init<P>(state: P?, @ViewBuilder label: () -> Label) {
    self.init(value: Optional<Int>.none, label: label)
  }

  /// A link with a localized title that pushes `state` onto the enclosing store-driven stack.
  public init<P>(_ titleKey: LocalizedStringKey, state: P?) where Label == Text {
    self.init(value: Optional<Int>.none, label: { Text(titleKey) })
  }
}

extension View {
  /// Shows an alert while the store of its state is present.
  @MainActor
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View { self }

  /// Shows a confirmation dialog while the store of its state is present.
  @MainActor
  public func confirmationDialog<Action>(_ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>) -> some View
  {
    self
  }
}
