import Analysis
import Lexer
import Proposal

/// Where the statements being converted sit: what runs on exit, after, or on failure.
struct SequenceContext {
  /// `defer` bodies registered so far (run before every exit).
  var defers: [Statement] = []
  /// Statements after an enclosing `do`/`catch` (run on success and failure).
  var tail: [Statement] = []
  /// The enclosing `do`/`catch` statement whose catch clauses handle failures.
  var catchStatement: Statement?
  /// The cancel ID effects created here are cancellable with.
  var cancelID: String?
  /// The action name response cases are named after.
  var responseBase: String
  /// Inside a polling loop's iteration: the action that starts the next iteration at the end.
  var loopAction: String?
}

/// The mutable state of converting one method: what rendering collected so far.
struct ConversionSession {
  let context: ConversionContext
  let method: Method
  let services: [Service]
  let featureName: @Sendable (String) -> String
  let actionName: String
  var todos: [ConversionTodo] = []
  var dependencies: [DependencyUse] = []
  var cancelIDs: [String] = []
  var extraActions: [ActionCaseSpec] = []
  var extraCases: [ReducerCaseSpec] = []
  /// State names read inside the effect being rendered, in order.
  var captures: [String] = []
  /// Reasons the statements being rendered cannot be translated (innermost last).
  var issueFrames: [[String]] = []
  /// Notes to print above the statements being rendered (innermost last).
  var noteFrames: [[String]] = []
  /// Effects started by statements so far, returned at the next exit.
  var pendingEffects: PendingEffects = []
  /// How many control-flow blocks deep the statement being rendered is.
  var blockDepth = 0
  /// TODO comment lines for statements that could not be placed (initializer pipelines).
  var pendingComments: [String] = []
  var sequence: SequenceContext
  var responseCount = 0
  var helperStack: [String] = [] {
    didSet {
      for name in helperStack where !inlinedHelpers.contains(name) { inlinedHelpers.append(name) }
    }
  }
  /// Every view-model helper whose body was inlined so far, in order.
  var inlinedHelpers: [String] = []
  /// The view-model helper whose body is being inlined inside `do { }`, if any.
  var currentHelper: String?
  /// Names bound inside the inlined helper's `do { }` (its parameters and the locals of the caller they shadow
  /// excluded): an effect using one must start inside that block.
  var helperBlockNames: Set<String> = []
  /// The label of the `do` block an inlined helper's `return` breaks out of.
  var helperReturnLabel: String?
  /// Inside an inlined helper that returns a value: its block's label and the constant `return x` assigns.
  var helperValueReturn: (label: String, variable: String)?
  var translatedStatements = 0
  /// How many `state.x` references reducer-mode rendering has written (to spot state in escaping closures).
  var reducerStateUses = 0
  /// Inside a `for await` element case: what `continue` and `break` become.
  var loopExits: (continueLine: String, breakLine: String)?
  var refusedStatements = 0
  /// State fields the initializer's pipelines only derive from other State.
  var derived: [DerivedState] = []
  /// Rendering a query's body as a method of `State`: state and State methods are read without a prefix.
  var rendersStateMember = false
  /// Converting a method that returns a value as an action: `return value` (no calls in it) just exits.
  var discardsReturnValues = false
  /// How many `return value` statements dropped their value.
  var droppedReturnValues = 0
  /// How many effects being emitted route their failures to the enclosing `do`/`catch` (while their response cases
  /// render); with none, a `catch` reached at the end of its statements was never used and is kept under a TODO.
  var catchOwners = 0
  /// Rendering a navigation-stack statement: the `Path` case its `$0.x` reads go through (`$0.row?.x`).
  var stackElementCase: String?
  /// Rendering the call of a request-publisher endpoint that the client awaits (not a publisher any more).
  var bridgingPublisher = false

  init(
    context: ConversionContext, method: Method, services: [Service],
    featureName: @escaping @Sendable (String) -> String = EffectRewriter.defaultFeatureName
  ) {
    self.context = context
    self.method = method
    self.services = services
    self.featureName = featureName
    let name = context.actionNames[method.name] ?? method.name
    self.actionName = name
    self.sequence = SequenceContext(responseBase: name)
  }

  var indent: String { context.indent }

  /// The factory the method being converted is, if any.
  var currentFactory: ChildFactory? { context.childFactories[method.name] }

  func isState(_ name: String) -> Bool { context.stateNames.contains(name) }

  func client(_ name: String) -> ClientBinding? { context.clients[name] }

  func viewModelMethod(_ name: String) -> Method? {
    context.properties.instanceMethods[name]
  }

  func storedProperty(_ name: String) -> StoredProperty? {
    context.properties.stored[name]
  }

  func stateType(_ name: String) -> String? {
    context.properties.observed[name]?.type
  }

  /// The service method behind `dependency.name(…)`, when the service is known.
  func serviceMethod(dependency: String, name: String) -> Method? {
    guard let type = context.viewModel.dependencies.first(where: { $0.name == dependency })?.type,
      let service = services.first(where: { $0.name == type })
    else { return nil }
    return service.methods.first { $0.name == name }
  }

  /// The child feature's State type when `name` is a child view model type.
  func childState(_ name: String) -> String? {
    let children = Set(context.viewModel.children + context.viewModel.childReferences.map(\.type))
    return children.contains(name) ? featureName(name) + ".State" : nil
  }

  /// Whether `name` is a stored closure the parent injected (`onFinish: () -> Void`).
  func isInjectedClosure(_ name: String) -> Bool {
    // Only closures the proposal declares as `Delegate` cases: sending any other would not compile.
    context.delegateClosures[name] != nil
  }

  /// Whether `name` is the error flag the proposal replaced with an alert.
  func isAlertFlag(_ name: String) -> Bool { context.alert?.flag == name }

  /// The State path of the presented alert: `state.alert` or `state.destination`.
  var alertField: String { context.alert?.inDestination == true ? "destination" : "alert" }

  /// The lines presenting the alert with the error message.
  func alertPresentation() -> [String] {
    var message = "TextState(\"Something went wrong\")"
    if let name = context.alert?.message, isState(name) {
      let optional = stateType(name)?.hasSuffix("?") ?? true
      message = optional ? "TextState(state.\(name) ?? \"\")" : "TextState(state.\(name))"
    }
    if context.alert?.inDestination == true {
      return ["state.destination = .alert(AlertState { \(message) })"]
    }
    return [
      "state.alert = AlertState {", indent + message, "} actions: {",
      indent + "ButtonState(action: .dismissButtonTapped) { TextState(\"OK\") }", "}",
    ]
  }

  /// Whether `name` is a stored property holding a `Task`, `Timer` or cancellable.
  func isTaskProperty(_ name: String) -> Bool {
    let observed = context.properties.observed[name]
    guard storedProperty(name) != nil || observed != nil else { return false }
    let property = storedProperty(name)
    let type =
      (property?.type ?? observed?.type ?? "") + " " + (property?.initialValue ?? observed?.initialValue ?? "")
    if observed != nil && property == nil {
      return type.contains("Task<") || type.contains("Timer") || type.contains("Cancellable")
    }
    return type.contains("Task") || type.contains("Timer") || type.contains("Cancellable")
      || name.lowercased().hasSuffix("task") || name.lowercased().hasSuffix("timer")
  }

  /// The expression a `let` constant of the view model stands for, when it can be inlined.
  func literalConstant(_ name: String) -> String? {
    ConstantValue.inlined(name, in: context.viewModel)
  }

  mutating func use(_ dependency: DependencyUse) {
    if !dependencies.contains(dependency) { dependencies.append(dependency) }
  }

  mutating func useClock() { use(DependencyUse(property: "clock", key: "\\.continuousClock")) }

  mutating func useCancelID(_ id: String) {
    if !cancelIDs.contains(id) { cancelIDs.append(id) }
  }

  mutating func addAction(_ action: ActionCaseSpec) {
    if !extraActions.contains(where: { $0.name == action.name }) { extraActions.append(action) }
  }

  /// Records why the statement being rendered cannot be translated.
  mutating func issue(_ reason: String) {
    guard !issueFrames.isEmpty else { return }
    if !issueFrames[issueFrames.count - 1].contains(reason) { issueFrames[issueFrames.count - 1].append(reason) }
  }

  /// Records a note for the statement being rendered.
  mutating func note(_ text: String) {
    guard !noteFrames.isEmpty else { return }
    if !noteFrames[noteFrames.count - 1].contains(text) { noteFrames[noteFrames.count - 1].append(text) }
  }

  /// Records a TODO for a whole method-level construct.
  mutating func todo(_ reason: String, line: Int) {
    todos.append(ConversionTodo(line: line, reason: reason, guide: nil))
  }

  /// The next response action name: `loadResponse`, then `loadFetchPostsResponse` (or `loadStep2Response`), ….
  mutating func nextResponseName(endpoint: String?) -> String {
    responseCount += 1
    let base = sequence.responseBase
    if responseCount == 1 { return base + "Response" }
    if let endpoint {
      let name = base + endpoint.capitalizedFirst + "Response"
      if !extraActions.contains(where: { $0.name == name }) { return name }
    }
    return base + "Step\(responseCount)Response"
  }

  /// `effect` followed by `.cancellable(id:)` when the sequence has a cancel ID.
  mutating func cancellable(_ effect: [String]) -> [String] {
    guard let id = sequence.cancelID else { return effect }
    useCancelID(id)
    return effect + [".cancellable(id: CancelID.\(id), cancelInFlight: true)"]
  }

  /// The effect to return for the pending effects plus `extra`.
  func combinedEffect(_ extra: [[String]] = []) -> [String] {
    let effects = pendingEffects.effects + extra
    if pendingEffects.usesArray {
      var lines: [String] = []
      for effect in effects {
        lines.append("effects.append(" + effect[0] + (effect.count == 1 ? ")" : ""))
        if effect.count > 1 {
          lines += effect.dropFirst().dropLast().map { $0 }
          lines.append(effect[effect.count - 1] + ")")
        }
      }
      return lines + [".merge(effects)"]
    }
    if effects.isEmpty { return [".none"] }
    if effects.count == 1 { return effects[0] }
    var lines = [".merge("]
    for (index, effect) in effects.enumerated() {
      for (offset, line) in effect.enumerated() {
        let comma = index < effects.count - 1 && offset == effect.count - 1 ? "," : ""
        lines.append(indent + line + comma)
      }
    }
    lines.append(")")
    return lines
  }
}

/// Effects started so far, and whether some were started inside a branch (collected in `var effects`).
struct PendingEffects: ExpressibleByArrayLiteral, Equatable {
  var effects: [[String]] = []
  var usesArray = false

  init(arrayLiteral elements: [String]...) { effects = elements }

  var isEmpty: Bool { effects.isEmpty && !usesArray }
  mutating func append(_ effect: [String]) { effects.append(effect) }
  func contains(_ effect: [String]) -> Bool { effects.contains(effect) }
  mutating func removeAll(where predicate: ([String]) -> Bool) { effects.removeAll(where: predicate) }
}

/// `Foo` → `foo`, `loadItems` → `LoadItems`.
extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
