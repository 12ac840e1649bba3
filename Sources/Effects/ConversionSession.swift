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
  /// How many statements had been refused when `catchStatement` was entered: a catch left over with none refused
  /// since has nothing left to handle (each translated await's failure case took it).
  var refusalsAtCatch = 0
  /// The cancel ID effects created here are cancellable with.
  var cancelID: String?
  /// The action name response cases are named after.
  var responseBase: String
  /// Inside a polling loop's iteration: the action that starts the next iteration at the end.
  var loopAction: String?
  /// A statement on this path awaited in the reducer and was kept under a TODO: what follows ran after that await,
  /// so rendering it in the case would run it at once.
  var followsRefusedAwait = false
  /// Why the effect the last method-level await would have started could not be written (empty when unknown).
  var effectRefusal: [String] = []

  /// Why a statement after such an await is kept under a TODO.
  static let afterRefusedAwait = "runs after an `await` that was not translated; move it into that work's effect"
}

/// What one method is converted with, fixed for the whole conversion: held by reference, so copying a session
/// (the rollback snapshot taken for every statement, or `self` passed to a rule) does not copy each of its fields.
final class SessionInputs {
  let context: ConversionContext
  let method: Method
  let services: [Service]
  let featureName: @Sendable (String) -> String
  let actionName: String

  init(
    context: ConversionContext, method: Method, services: [Service],
    featureName: @escaping @Sendable (String) -> String, actionName: String
  ) {
    self.context = context
    self.method = method
    self.services = services
    self.featureName = featureName
    self.actionName = actionName
  }
}

/// The mutable state of converting one method: what rendering collected so far.
struct ConversionSession {
  private let inputs: SessionInputs
  var context: ConversionContext { inputs.context }
  var method: Method { inputs.method }
  var services: [Service] { inputs.services }
  var featureName: @Sendable (String) -> String { inputs.featureName }
  var actionName: String { inputs.actionName }
  /// Where refusals go: the method's TODOs, the reasons and notes of the statement being rendered.
  var placement: TodoPlacement
  var dependencies: [DependencyUse] = []
  var cancelIDs = CancelIDs()
  /// The response actions and their cases, added besides the method's own case.
  var responses = ResponseActions()
  /// State names read inside the effect being rendered, in order.
  var captures: [String] = []
  /// Effects started by statements so far, returned at the next exit.
  var pendingEffects: PendingEffects = []
  /// Defaulted arguments of service calls, written out before the call's `)`.
  var defaultArguments = DefaultArguments()
  /// How many control-flow blocks deep the statement being rendered is.
  var blockDepth = 0
  var sequence: SequenceContext
  var helperStack: [String] = [] {
    didSet {
      for name in helperStack where !inlinedHelpers.contains(name) { inlinedHelpers.append(name) }
    }
  }
  /// Every view-model helper whose body was inlined so far, in order.
  var inlinedHelpers: [String] = []
  /// Async helpers the translation calls as reducer methods, in order.
  var calledHelpers: [String] = []
  /// Initializer helpers whose pipelines became binding cases (`PipelineHelper`).
  var boundHelpers: Set<String> = []
  /// The view-model helper whose body is being inlined inside `do { }`, if any.
  var inlining = HelperBlock()
  var translatedStatements = 0
  /// How many `state.x` references reducer-mode rendering has written (to spot state in escaping closures).
  var reducerStateUses = 0
  /// Inside a reducer case running one pass of a loop: what its `continue`, `break` and `return` become.
  var loopExits: LoopExits?
  /// State fields the initializer's pipelines only derive from other State.
  var derived: [DerivedState] = []
  /// Rendering a query's body as a method of `State`: state and State methods are read without a prefix.
  var rendersStateMember = false
  /// The queries (State methods and static functions) called so far, in order.
  var calledQueries: [String] = []
  /// Converting a method that returns a value as an action: `return value` (no calls in it) just exits.
  var discardsReturnValues = false
  /// How many `return value` statements dropped their value.
  var droppedReturnValues = 0
  /// Converting a method the view dismissed on when it returned `true`: `return true` dismisses.
  var dismissesOnTrue = false
  /// How many `return true` statements became a dismissal.
  var dismissals = 0
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
    let name = context.actionNames[method.name] ?? method.name
    self.inputs = SessionInputs(
      context: context, method: method, services: services, featureName: featureName, actionName: name)
    self.sequence = SequenceContext(responseBase: name)
    // Another method restarts this action through a stored task: its effect takes that task's place.
    if !context.restartedActions.isEmpty { sequence.cancelID = context.restartedActions[name] }
    self.placement = TodoPlacement(indent: context.indent)
    placement.refusedBindings.unavailable(context.initializerParameters) { name in
      "uses `\(name)`, a parameter of `init`, which the action its work moved to does not have; keep it in State"
    }
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
    service(dependency: dependency)?.methods.first { $0.name == name }
  }

  /// The overload of `dependency.name` a call writing `labels` calls: the first that accepts them, else the first
  /// of that name.
  func serviceMethod(dependency: String, name: String, labels: [String?]?) -> Method? {
    guard let labels, let methods = service(dependency: dependency)?.methods.filter({ $0.name == name }),
      methods.count > 1
    else { return serviceMethod(dependency: dependency, name: name) }
    return methods.first { $0.accepts(labels: labels) } ?? methods.first
  }

  /// The service method `dependency.name(…)`, or its property `dependency.name` as a method without parameters.
  func serviceMember(dependency: String, name: String) -> Method? {
    guard let service = service(dependency: dependency) else { return nil }
    return service.methods.first { $0.name == name } ?? service.properties?.first { $0.name == name }
  }

  /// The service `dependency` holds, when the codebase's analysis knows it.
  func service(dependency: String) -> Service? {
    guard let type = context.viewModel.dependencies.first(where: { $0.name == dependency })?.type else { return nil }
    return services.first { $0.name == type }
  }

  /// Whether the service behind `dependency` is isolated to the main actor (its client's endpoints hop there).
  func hopsToMainActor(dependency: String) -> Bool {
    guard let type = context.viewModel.dependencies.first(where: { $0.name == dependency })?.type else { return false }
    return services.first { $0.name == type }?.globalActor != nil
  }

  /// The child feature's State type when `name` is a child view model type.
  func childState(_ name: String) -> String? {
    // Called for every capitalized word of a body: no set built per call.
    let viewModel = context.viewModel
    let isChild = viewModel.children.contains(name) || viewModel.childReferences.contains { $0.type == name }
    return isChild ? featureName(name) + ".State" : nil
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

  /// The lines presenting the alert with the error message, titled and with buttons as the view's `.alert` was.
  func alertPresentation() -> [String] {
    var message = "TextState(\"Something went wrong\")"
    // `message:` is an escaping closure, which cannot capture `inout state`: it reads a copy from its capture list.
    var captured = message
    let presentation = context.alert?.presentation
    if let name = presentation?.message.flatMap({ isState($0) ? $0 : nil }) ?? context.alert?.message, isState(name) {
      let optional = stateType(name)?.hasSuffix("?") ?? true
      message = optional ? "TextState(state.\(name) ?? \"\")" : "TextState(state.\(name))"
      captured = "[\(name) = state.\(name)] in " + (optional ? "TextState(\(name) ?? \"\")" : "TextState(\(name))")
    }
    let title = presentation?.title.map { "TextState(\($0))" }
    if context.alert?.inDestination == true {
      guard let title else { return ["state.destination = .alert(AlertState { \(message) })"] }
      return ["state.destination = .alert(AlertState { \(title) } message: { \(captured) })"]
    }
    var buttons = ["ButtonState(action: .dismissButtonTapped) { TextState(\"OK\") }"]
    if let presentation, !presentation.buttons.isEmpty, presentation.buttons.allSatisfy({ $0.action == nil }) {
      buttons = presentation.buttons.map { button in
        let role = button.role.map { "role: .\($0), " } ?? ""
        return "ButtonState(\(role)action: .dismissButtonTapped) { TextState(\(button.label)) }"
      }
    }
    let head = ["state.alert = AlertState {", indent + (title ?? message), "} actions: {"]
    let tail = title == nil ? ["}"] : ["} message: { \(captured) }"]
    return head + buttons.map { indent + $0 } + tail
  }

  /// Whether `name` is a stored property holding a `Task`, `Timer` or cancellable.
  func isTaskProperty(_ name: String) -> Bool {
    context.properties.taskLike.contains(name)
  }

  /// The expression a `let` constant of the view model stands for, when it can be inlined.
  func literalConstant(_ name: String) -> String? {
    ConstantValue.inlined(name, in: context.viewModel)
  }

  mutating func use(_ dependency: DependencyUse) {
    if !dependencies.contains(dependency) { dependencies.append(dependency) }
  }

  mutating func useClock() { use(DependencyUse(property: "clock", key: "\\.continuousClock")) }

  /// `effect` followed by `.cancellable(id:)` when the sequence has a cancel ID.
  mutating func cancellable(_ effect: [String]) -> [String] {
    guard let id = sequence.cancelID else { return effect }
    cancelIDs.use(id)
    return effect + [".cancellable(id: CancelID.\(id), cancelInFlight: true)"]
  }
}

/// `Foo` → `foo`, `loadItems` → `LoadItems`.
extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
