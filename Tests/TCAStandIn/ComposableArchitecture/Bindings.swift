/// An action that can carry bindings from the view to state.
public protocol BindableAction {
  /// The state the bindings write to.
  associatedtype State
  /// Embeds a binding action.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action, if this is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Extracts the binding case by reflection.
  public var binding: BindingAction<State>? {
    Mirror(reflecting: self).children.first.flatMap { $0.value as? BindingAction<State> }
  }

  /// An action that sets a value in state.
  public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<State, Value>, _ value: Value) -> Self
  where State: ObservableState {
    binding(.set(keyPath, value))
  }
}

/// An action that sets a value at a key path of state.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  /// The key path written.
  public let keyPath: PartialKeyPath<Root>
  let set: @Sendable (inout Root) -> Void
  let value: any Sendable
  let valueIsEqualTo: @Sendable (Any) -> Bool

  init<Value: Equatable & Sendable>(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    let box = UncheckedSendable(keyPath)
    self.keyPath = keyPath
    self.value = value
    self.set = { $0[keyPath: box.value] = value }
    self.valueIsEqualTo = { ($0 as? Value) == value }
  }

  /// Writes to the key path of observable state.
  public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self
  where Root: ObservableState {
    Self(keyPath: keyPath, value: value)
  }

  /// Writes to a `BindingState` key path.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath.appending(path: \.wrappedValue), value: value)
  }

  /// Applies the binding to a state.
  public func apply(_ root: inout Root) { set(&root) }

  /// Binding actions are equal when they write equal values to the same key path.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }

  /// Matches a binding action that writes to a key path.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool {
    keyPath == bindingAction.keyPath
  }
}

extension BindingAction: CustomStringConvertible {
  /// The key path and value.
  public var description: String { ".set(\(keyPath), \(value))" }
}

extension BindingAction: CasePathable {
  /// Case paths to the values the bindings of each key path write.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding of a key path of observable state.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
      let embed: (Value) -> BindingAction = { .set(keyPath, $0) }
      let extract: (BindingAction) -> Value? = { $0.keyPath == keyPath ? $0.value as? Value : nil }
      return AnyCasePath(unchecked: embed, extract: extract)
    }

    /// The binding of a `BindingState` key path.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
    ) -> AnyCasePath<BindingAction, Value> {
      let path = keyPath.appending(path: \.wrappedValue)
      let embed: (Value) -> BindingAction = { BindingAction(keyPath: path, value: $0) }
      let extract: (BindingAction) -> Value? = { $0.keyPath == path ? $0.value as? Value : nil }
      return AnyCasePath(unchecked: embed, extract: extract)
    }
  }

  /// Case paths to bindings.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A property wrapper for state that bindings may write to (pre-observation API).
@propertyWrapper
public struct BindingState<Value> {
  /// The value.
  public var wrappedValue: Value
  /// A binding state.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// The binding state itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

/// A reducer that applies binding actions to state.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// A binding reducer for a bindable action.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// A binding reducer for bindings nested in another action.
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }

  /// Applies the binding, if the action is one.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = toViewAction(action)?.binding else { return .none }
    binding.apply(&state)
    return .none
  }
}

/// An action with a `view` case for the actions a view sends.
public protocol ViewAction<ViewAction> {
  /// The view's actions.
  associatedtype ViewAction
  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}
