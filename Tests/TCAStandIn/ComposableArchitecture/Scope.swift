/// Runs a child reducer on a part of the parent's state and the child's actions.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  let toChildState: StatePath
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child
  let location: CallSite

  /// Scopes to a child struct in state.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
    self.location = CallSite()
  }

  /// Scopes to a case of an enum state.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(AnyCasePath(toChildState))
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
    self.location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs the child reducer for child actions.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let embed = toChildAction
    switch toChildState {
    case .keyPath(let keyPath):
      return child.reduce(into: &state[keyPath: keyPath], action: childAction).map { embed.embed($0) }
    case .casePath(let casePath):
      guard var childState = casePath.extract(from: state) else {
        reportIssue(
          """
          A "Scope" at "\(location.fileID):\(location.line)" received a child action when child state \
          was set to a different case. …

            Action:
              \(action)
            State:
              \(state)
          """,
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
        return .none
      }
      let effects = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
      return effects.map { embed.embed($0) }
    }
  }
}

/// Where an operator was called, for the issues it reports.
struct CallSite: Sendable {
  var fileID: StaticString = #fileID
  var filePath: StaticString = #filePath
  var line: UInt = #line
  var column: UInt = #column
}

extension Reducer {
  /// Runs a child reducer on an enum state's case.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs a child on one case of the parent's enum state.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let location: CallSite

  /// Runs the child for its actions, then the parent.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if var childState = toChildState.extract(from: state) {
        let embed = toChildAction
        childEffects = child.reduce(into: &childState, action: childAction).map { embed.embed($0) }
        state = toChildState.embed(childState)
      } else {
        reportIssue(
          """
          An "ifCaseLet" at "\(location.fileID):\(location.line)" received a child action when child \
          state was set to a different case. …
          """,
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }
    }
    return childEffects.merge(with: parent.reduce(into: &state, action: action))
  }
}
