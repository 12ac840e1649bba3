/// The state of a presented child feature: `nil` when nothing is presented.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, if any.
  public var wrappedValue: State?

  /// A presentation state.
  public init(wrappedValue: State?) { self.wrappedValue = wrappedValue }

  /// The presentation state itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}
extension PresentationState: Encodable where State: Encodable {}
extension PresentationState: Decodable where State: Decodable {}

extension PresentationState: CustomStringConvertible {
  /// The presented state, or `nil`.
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}

/// An action of a presented child: dismissal or one of its own actions.
public enum PresentationAction<Action> {
  /// Dismisses the child.
  case dismiss
  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The `presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case of the child action, through `presented`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      let path = Action.allCasePaths[keyPath: keyPath]
      let embed: (AppendedAction) -> PresentationAction = { .presented(path.embed($0)) }
      let extract: (PresentationAction) -> AppendedAction? = {
        guard case .presented(let action) = $0 else { return nil }
        return path.extract(from: action)
      }
      return AnyCasePath(unchecked: embed, extract: extract)
    }

    /// A case of the child action as a presentation action of it (`\.destination.alert` scoping a presented store),
    /// dismissal kept as dismissal.
    @_disfavoredOverload
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> where Action: CasePathable {
      let path = Action.allCasePaths[keyPath: keyPath]
      let embed: (PresentationAction<AppendedAction>) -> PresentationAction = {
        switch $0 {
        case .dismiss: return .dismiss
        case .presented(let action): return .presented(path.embed(action))
        }
      }
      let extract: (PresentationAction) -> PresentationAction<AppendedAction>? = {
        switch $0 {
        case .dismiss: return .dismiss
        case .presented(let action): return path.extract(from: action).map { .presented($0) }
        }
      }
      return AnyCasePath(unchecked: embed, extract: extract)
    }
  }

  /// The case paths of a presentation action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// State that is dismissed as soon as it sends an action, such as an alert.
public protocol _EphemeralState<Action> {
  /// The action the state sends.
  associatedtype Action
}

/// The effects of a presented child are cancelled through this key when it is dismissed.
struct PresentationCancelKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
}

extension Reducer {
  /// Runs a child reducer on presented state, dismissing it on `.dismiss` and cancelling its effects.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath(toPresentationAction),
      destination: destination(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents ephemeral state such as an alert, which has no reducer of its own.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presents an enum reducer's state.
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> some ReducerOf<Self> where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(state, action: action) {
      ChildState.StateReducer.body
    }
  }
}

/// A reducer that runs a presented child and the parent.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let destination: Destination
  let location: CallSite

  /// Runs the child for presented actions, then the parent; nils state on dismissal.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let cancelKey = CancelKey(PresentationCancelKey(keyPath: toPresentationState))
    let wasPresented = state[keyPath: toPresentationState].wrappedValue != nil
    var destinationEffects = Effect<Base.Action>.none
    let presentationAction = toPresentationAction.extract(from: action)
    if case .presented(let childAction) = presentationAction {
      if var childState = state[keyPath: toPresentationState].wrappedValue {
        let embed = toPresentationAction
        let dismissAction = UncheckedSendable(embed.embed(.dismiss))
        destinationEffects =
          destination
          .reduce(into: &childState, action: childAction)
          .map { embed.embed(.presented($0)) }
          .wrappingOperations { send, operation in
            await DismissContext.$current.withValue({ await send(dismissAction.value) }) {
              await operation(send)
            }
          }
          .tagged(with: cancelKey)
        state[keyPath: toPresentationState].wrappedValue = childState
        if Destination.State.self is any _EphemeralState.Type {
          state[keyPath: toPresentationState].wrappedValue = nil
        }
      } else {
        reportIssue(
          """
          An "ifLet" at "\(location.fileID):\(location.line)" received a presentation action when \
          destination state was absent. …

            Action:
              \(action)
          """,
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }
    }
    let baseEffects = base.reduce(into: &state, action: action)
    if case .dismiss = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let isPresented = state[keyPath: toPresentationState].wrappedValue != nil
    let cancellation: Effect<Base.Action> = wasPresented && !isPresented ? .cancel(key: cancelKey) : .none
    return .merge(destinationEffects, baseEffects, cancellation)
  }
}
