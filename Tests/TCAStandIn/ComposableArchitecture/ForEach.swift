/// An action of the element with an id in an identified collection.
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action of the element with an id.
  case element(id: ID, action: Action)

  /// The case paths of an identified action.
  public struct AllCasePaths: Sendable {
    /// The `element` case.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The actions of the element with an id.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of an identified action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension Case {
  /// The actions of the element with an id: `\.rows[id: x].tapped`.
  public subscript<ID: Hashable & Sendable, ElementAction>(
    id id: ID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    get { appending(Value.allCasePaths[id: id]) }
    set {}
  }
}

/// An identified action of a reducer whose state is identifiable.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

/// Element effects are cancelled through this key when the element is removed.
struct ElementCancelKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let id: AnyHashable
}

extension Reducer {
  /// Runs an element reducer on the elements of an identified array.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction),
      element: element(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs an element reducer on identified elements and then the parent.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element
  let location: CallSite

  /// Runs the element's reducer for its actions, then the parent; cancels removed elements' effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toElementsState].ids
    var elementEffects = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(from: action) {
      if var elementState = state[keyPath: toElementsState][id: id] {
        let embed = toElementAction
        elementEffects = element.reduce(into: &elementState, action: elementAction)
          .map { embed.embed(.element(id: id, action: $0)) }
          .tagged(with: CancelKey(ElementCancelKey(keyPath: toElementsState, id: AnyHashable(id))))
        state[keyPath: toElementsState][id: id] = elementState
      } else {
        reportIssue(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing element. …

            Action:
              \(action)

          This is generally considered an application logic error.
          """,
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    let remaining = Set(state[keyPath: toElementsState].ids)
    let cancellations = idsBefore.filter { !remaining.contains($0) }.map {
      Effect<Parent.Action>.cancel(key: CancelKey(ElementCancelKey(keyPath: toElementsState, id: AnyHashable($0))))
    }
    return .merge([elementEffects, parentEffects] + cancellations)
  }
}

extension Reducer {
  /// Runs a child reducer on optional state, then the parent; cancels the child's effects when it becomes `nil`.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped> where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs no child reducer on optional state, only the parent.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Optional child effects are cancelled through this key when the child becomes `nil`.
struct IfLetCancelKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
}

/// A reducer that runs a child on optional state and then the parent.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: CallSite

  /// Runs the child for its actions when its state exists, then the parent.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let key = CancelKey(IfLetCancelKey(keyPath: toChildState))
    let wasPresent = state[keyPath: toChildState] != nil
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = state[keyPath: toChildState] {
        let embed = toChildAction
        childEffects = child.reduce(into: &childState, action: childAction).map { embed.embed($0) }.tagged(with: key)
        state[keyPath: toChildState] = childState
      } else {
        reportIssue(
          """
          An "ifLet" at "\(location.fileID):\(location.line)" received a child action when child state was \
          "nil". …

            Action:
              \(action)
          """,
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    let cancellation: Effect<Parent.Action> =
      wasPresent && state[keyPath: toChildState] == nil ? .cancel(key: key) : .none
    return .merge(childEffects, parentEffects, cancellation)
  }
}
