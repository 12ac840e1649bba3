/// One generated `@Test` function exercising an action with a `TestStore`.
public struct TestCaseProposal: Sendable, Equatable, Codable {
  /// Test function name.
  public var name: String
  /// Arguments of `store.send(…)`, e.g. `.nextButtonTapped` or `\.binding.query, "text"`.
  public var send: String
  /// Lines before the store, binding values the test sends and asserts, e.g. `let episode = Episode(…)`.
  public var locals: [String] = []
  /// The `initialState:` expression.
  public var initialState: String
  /// Lines inside `withDependencies: { … }`, e.g. `$0.gameClient.fetchGames = { [] }`.
  public var dependencies: [String]
  /// Lines inside the `send` assertion closure, e.g. `$0.isLoading = true`.
  public var expectedChanges: [String]
  /// Whether the test turns exhaustivity off (effects whose responses it does not assert).
  public var nonExhaustive: Bool
  /// Comment lines above the assertion, e.g. why exhaustivity is off.
  public var notes: [String]
  /// Actions the test then receives from the effect, in order.
  public var receives: [ReceivedAction]
  /// Whether the test ends awaiting the effects still running (`await store.finish()`).
  public var finishesEffects: Bool
  /// `true` when the test keeps the task `send` returns and ends by cancelling it (an effect that runs until
  /// cancelled); nil otherwise.
  public var cancelsEffect: Bool?
  /// How far the test advances its `clock` (`.seconds(1)`) after sending, before it receives; nil when it does not.
  public var advancesClock: String?

  /// Creates a test case.
  public init(
    name: String, send: String, initialState: String, dependencies: [String] = [], expectedChanges: [String] = [],
    nonExhaustive: Bool = false, notes: [String] = [], receives: [ReceivedAction] = [], finishesEffects: Bool = false
  ) {
    self.name = name
    self.send = send
    self.initialState = initialState
    self.dependencies = dependencies
    self.expectedChanges = expectedChanges
    self.nonExhaustive = nonExhaustive
    self.notes = notes
    self.receives = receives
    self.finishesEffects = finishesEffects
  }
}

/// An action a test expects an effect to send back: `await store.receive(\.loadResponse.success) { … }`.
public struct ReceivedAction: Sendable, Equatable, Codable {
  /// The case key path, e.g. `\.loadResponse.success`.
  public var keyPath: String
  /// Lines inside the assertion closure.
  public var expectedChanges: [String]

  /// Creates a received action.
  public init(keyPath: String, expectedChanges: [String] = []) {
    self.keyPath = keyPath
    self.expectedChanges = expectedChanges
  }
}
