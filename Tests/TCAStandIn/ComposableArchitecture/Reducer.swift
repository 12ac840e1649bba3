/// A description of how a feature's state changes for an action, and which effects it runs.
public protocol Reducer<State, Action> {
  /// The state the reducer works on.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of the reducer's body.
  associatedtype _Body
  /// The type of the reducer's body.
  typealias Body = _Body

  /// Evolves the state for an action and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's body, composed of other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce` directly has no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Reduces through the body.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer with the state and action of another reducer type.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// A reducer built from a closure.
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer from a closure that mutates state and returns effects.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// A type-erased reducer.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing.
public struct EmptyReducer<State, Action>: Reducer {
  /// A reducer that does nothing.
  public init() {}

  /// Returns no effects.
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> { .none }
}

/// Combines the reducers of a builder into one.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers

  /// Combines the reducers the builder produces.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) { self.reducers = build() }

  /// Runs the combined reducers.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer, if any.
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case .some(let wrapped): return wrapped.reduce(into: &state, action: action)
    case .none: return .none
    }
  }
}

/// A result builder that runs reducers one after the other and merges their effects.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Combines an array of reducers.
  public static func buildArray(_ reducers: [some Reducer<State, Action>]) -> some Reducer<State, Action> {
    _SequenceMany(reducers: reducers)
  }

  /// An empty body.
  public static func buildBlock() -> some Reducer<State, Action> { EmptyReducer() }

  /// A single reducer.
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// The first branch of a condition.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The second branch of a condition.
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// A reducer expression.
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R { expression }

  /// An existential reducer expression.
  @_disfavoredOverload
  public static func buildExpression(_ expression: any Reducer<State, Action>) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// `.none` as a reducer that does nothing.
  public static func buildExpression(_ expression: _ReducerNone) -> EmptyReducer<State, Action> { EmptyReducer() }

  /// The final reducer.
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

  /// A reducer behind an availability check.
  public static func buildLimitedAvailability(_ wrapped: some Reducer<State, Action>) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// An optional reducer.
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? { wrapped }

  /// The first reducer of a block.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

  /// The next reducer of a block.
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0,
    next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// One of two reducers.
  public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
    /// The first reducer.
    case first(First)
    /// The second reducer.
    case second(Second)

    /// Runs the chosen reducer.
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
      switch self {
      case .first(let first): return first.reduce(into: &state, action: action)
      case .second(let second): return second.reduce(into: &state, action: action)
      }
    }
  }

  /// Two reducers run in order.
  public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    let r0: R0
    let r1: R1

    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    /// Runs both reducers, merging their effects.
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let first = r0.reduce(into: &state, action: action)
      return first.merge(with: r1.reduce(into: &state, action: action))
    }
  }

  /// Many reducers run in order.
  public struct _SequenceMany<Element: Reducer>: Reducer {
    let reducers: [Element]

    /// Runs every reducer, merging their effects.
    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
      reducers.reduce(.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }
  }
}

extension Reducer {
  /// Runs another reducer when a value in state changes.
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }

  /// Overrides a dependency for this reducer and its effects.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    let box = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = box.value }
  }

  /// Changes dependencies for this reducer and its effects.
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V> & Sendable,
    transform: @escaping @Sendable (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer that runs another when a value in state changes.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let reducer: (Value, Value) -> Body

  /// Runs the base reducer, then the change reducer when the value changed.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effects }
    return .merge(effects, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}

/// A reducer that runs with changed dependencies.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed dependencies.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var values = DependencyValues._current
    update(&values)
    return DependencyValues.$_current.withValue(values) { base.reduce(into: &state, action: action) }
  }
}

/// `.none` written where a reducer builder expects a reducer (`onChange(of:) { _, _ in .none }`).
public enum _ReducerNone: Sendable {
  /// No reducer.
  case none
}
