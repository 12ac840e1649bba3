/// The identifier of an element of a navigation stack.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  let rawValue: Int

  /// An identifier from an integer literal.
  public init(integerLiteral value: Int) { self.rawValue = value }

  init(_ rawValue: Int) { self.rawValue = rawValue }

  /// Orders identifiers by creation.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The raw number.
  public var description: String { "#\(rawValue)" }
}

/// Generates stack element ids: `0, 1, 2, …` per test.
public struct StackElementIDGenerator: Sendable {
  private let counter = LockedCounter()

  /// A new generator starting at zero.
  public init() {}

  /// The next id.
  public func next() -> StackElementID { StackElementID(counter.next()) }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}

extension DependencyValues {
  /// Generates the ids of navigation stack elements.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

/// The elements of a navigation stack, each with a generated id.
public struct StackState<Element> {
  var _ids: [StackElementID] = []
  var _elements: [StackElementID: Element] = [:]

  /// An empty stack.
  public init() {}

  /// A stack of elements, with newly generated ids.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// The ids, bottom first.
  public var ids: [StackElementID] { _ids }

  /// The element with an id.
  public subscript(id id: StackElementID) -> Element? {
    get { _elements[id] }
    set {
      if let newValue {
        if _elements.updateValue(newValue, forKey: id) == nil { _ids.append(id) }
      } else {
        pop(from: id)
      }
    }
  }

  /// Pushes an element.
  public mutating func append(_ element: Element) {
    let id = DependencyValues._current.stackElementID.next()
    _ids.append(id)
    _elements[id] = element
  }

  /// Pushes elements.
  public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Pops the element with an id and everything above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    for removed in _ids[index...] { _elements[removed] = nil }
    _ids.removeSubrange(index...)
  }

  /// Pops everything above the element with an id.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    if index + 1 < _ids.count { pop(from: _ids[index + 1]) }
  }

  /// Removes the top element.
  @discardableResult
  public mutating func removeLast() -> Element {
    guard let id = _ids.popLast(), let element = _elements.removeValue(forKey: id) else {
      fatalError("Can't remove the last element of an empty stack")
    }
    return element
  }

  /// Removes the top elements.
  public mutating func removeLast(_ count: Int) {
    for _ in 0..<count { removeLast() }
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: RangeReplaceableCollection {
  /// Replaces a range of elements; the new ones get newly generated ids.
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Element {
    for removed in _ids[subrange] { _elements[removed] = nil }
    var ids: [StackElementID] = []
    for element in newElements {
      let id = DependencyValues._current.stackElementID.next()
      ids.append(id)
      _elements[id] = element
    }
    _ids.replaceSubrange(subrange, with: ids)
  }
}

extension StackState: RandomAccessCollection {
  /// The first index.
  public var startIndex: Int { 0 }
  /// The end index.
  public var endIndex: Int { _ids.count }

  /// The element at a position.
  public subscript(position: Int) -> Element {
    get {
      guard let element = _elements[_ids[position]] else { fatalError("StackState is inconsistent") }
      return element
    }
    set { _elements[_ids[position]] = newValue }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack from a literal.
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  /// Stacks are equal when their elements are, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool { Array(lhs) == Array(rhs) }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(Array(self)) }
}

extension StackState: @unchecked Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible {
  /// The elements with their ids.
  public var description: String {
    "[" + _ids.map { "\($0): \(_elements[$0].map { "\($0)" } ?? "nil")" }.joined(separator: ", ") + "]"
  }
}

/// An action of a navigation stack.
public enum StackAction<State, Action> {
  /// An action of the element with an id.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with an id and everything above it.
  case popFrom(id: StackElementID)
  /// Pushes an element with an id.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of a stack action.
  public struct AllCasePaths: Sendable {
    /// The `element` case.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The `popFrom` case.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The `push` case.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The actions of the element with an id.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of a stack action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// The actions of the stack element with an id: `\.path[id: 0].detail`.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    get { appending(Value.allCasePaths[id: id]) }
    set {}
  }
}

/// A stack action of a reducer's state and action.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

/// Stack element effects are cancelled through this key when the element is popped.
struct StackCancelKey: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let id: StackElementID
}

extension Reducer {
  /// Runs a destination reducer on the elements of a navigation stack.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: AnyCasePath(toStackAction),
      destination: destination(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs an enum reducer on the elements of a navigation stack.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>
  ) -> some ReducerOf<Self> where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(toStackState, action: toStackAction) {
      DestinationState.StateReducer.body
    }
  }
}

/// A reducer that runs a destination on stack elements and the parent.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let location: CallSite

  /// Runs the element's reducer for its actions, then the parent; pops and pushes.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    var elementEffects = Effect<Base.Action>.none
    let stackAction = toStackAction.extract(from: action)
    if case .element(let id, let elementAction) = stackAction {
      if var element = state[keyPath: toStackState][id: id] {
        let embed = toStackAction
        let pop = UncheckedSendable(embed.embed(.popFrom(id: id)))
        elementEffects =
          destination
          .reduce(into: &element, action: elementAction)
          .map { embed.embed(.element(id: id, action: $0)) }
          .wrappingOperations { send, operation in
            await DismissContext.$current.withValue({ await send(pop.value) }) { await operation(send) }
          }
          .tagged(with: CancelKey(StackCancelKey(keyPath: toStackState, id: id)))
        state[keyPath: toStackState][id: id] = element
      } else {
        reportIssue(
          """
          A "forEach" at "\(location.fileID):\(location.line)" received an action for a missing element. …

            Action:
              \(action)
          """,
          fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        )
      }
    }
    let baseEffects = base.reduce(into: &state, action: action)
    switch stackAction {
    case .popFrom(let id)?:
      state[keyPath: toStackState].pop(from: id)
    case .push(let id, let element)?:
      state[keyPath: toStackState]._ids.append(id)
      state[keyPath: toStackState]._elements[id] = element
    default:
      break
    }
    let remaining = Set(state[keyPath: toStackState].ids)
    let cancellations = idsBefore.filter { !remaining.contains($0) }.map {
      Effect<Base.Action>.cancel(key: CancelKey(StackCancelKey(keyPath: toStackState, id: $0)))
    }
    return .merge([elementEffects, baseEffects] + cancellations)
  }
}
