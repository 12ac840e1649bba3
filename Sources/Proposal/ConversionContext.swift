import Analysis
import Foundation

/// What the method converter needs to know about the feature a method belongs to.
public struct ConversionContext: Sendable {
  /// The view model being migrated.
  public var viewModel: ViewModel { didSet { properties = PropertyLookup(viewModel) } }
  /// The view model's properties by name, kept in step with `viewModel` (lookups per statement stay O(1)).
  public private(set) var properties: PropertyLookup
  /// Names of observed properties that become `state.x`.
  public var stateNames: Set<String>
  /// Dependency property name → the client that replaces it.
  public var clients: [String: ClientBinding]
  /// Method name → the action case name the proposal gave it.
  public var actionNames: [String: String]
  /// The indentation unit of the codebase.
  public var indent: String
  /// State fields that became `IdentifiedArrayOf` (assign with `IdentifiedArray(uniqueElements:)`).
  public var identifiedArrays: Set<String>
  /// Where the view model's error/alert flag went, if it had one.
  public var alert: AlertTarget?
  /// Parent-injected closure property → its `Delegate` case name (`onFinish()` → `.send(.delegate(.onFinish))`).
  public var delegateClosures: [String: String]
  /// Coordinator property → its protocol's methods, each a `Delegate` case (`coordinator?.showSettings()` →
  /// `.send(.delegate(.showSettings))`).
  public var coordinators: [String: Set<String>] = [:]
  /// Child view-model property → its State field (`child`, or `destination`/`path` for navigation).
  public var childFields: [String: String]
  /// Child view-model type → the delegate case of the closure its initializer takes last (a trailing closure).
  public var childTrailingClosures: [String: String] = [:]
  /// Child view-model type → its dependencies that stay dependencies (name → type): its State takes none of them.
  public var childDependencies: [String: [String: String]] = [:]
  /// Single or optional child property → its methods' action names (`player` → `start` → `start`), so a call on
  /// the child becomes the child's action.
  public var childActionNames: [String: [String: String]] = [:]
  /// Optional children presented with `@Presents`: their actions go through `.presented(…)`.
  public var presentedChildren: Set<String> = []
  /// Factory method → the child it builds and where the child's State goes.
  public var childFactories: [String: ChildFactory] = [:]
  /// Child view-model type → its case of `@Reducer enum Path` (children pushed on the navigation stack).
  public var pathCases: [String: String] = [:]
  /// Query methods that became methods of `State` (`canSubmit()` → `state.canSubmit()`).
  public var stateMethods: Set<String> = []
  /// Query methods that read no State and became `static` functions of the reducer (`Self.streak(from:)`).
  public var staticQueries: Set<String> = []
  /// Methods returning `Bool` that every view call used as `if await model.f() { dismiss() }`: `return true`
  /// dismisses the feature (`@Dependency(\.dismiss)`).
  public var dismissingMethods: Set<String> = []
  /// Action cases another method restarts through a stored task (`loadTask?.cancel(); loadTask = Task { await
  /// load() }`) → that task's property: the case's effect carries its cancel ID, cancelling the one in flight.
  public var restartedActions: [String: String] = [:]
  /// The reducer's type name, which State's methods call its static functions through (`StatsFeature.streak(…)`).
  public var featureType = ""
  /// `CurrentValueSubject` properties that became State fields (`x.value` → `state.x`, `x.send(v)` → `state.x = v`).
  public var stateSubjects: Set<String>
  /// Input subjects the view pokes → the action it sends instead, `SubjectProperty.inputs(of:)`.
  public var subjectInputs: [String: String]
  /// `@Shared` State fields: `$x` in a body is the field's shared reference (`state.$x`).
  public var sharedFields: Set<String> = []
  /// The view model's navigation enum types → the reducer enum that replaced them (`Route` → `Destination`), whose
  /// `State` holds the cases: `Route.share` → `Destination.State.share`.
  public var navigationEnums: [String: String] = [:]
  /// The case names of each of those enums.
  public var navigationEnumCases: [String: Set<String>] = [:]
  /// Dependencies holding a long-lived object of shared state (a client `@Shared` replaces): a child handed one
  /// reaches it by itself, so its State does not take it.
  public var sharedObjects: Set<String> = []
  /// Async helpers that become private async methods of the reducer → the State fields they take after their own
  /// parameters: an effect calls `load(id: id, items: items)`, passing what it captured.
  public var asyncHelpers: [String: [String]] = [:]
  /// Parameters of an initializer whose work moved to a lifecycle action, where they are no longer in scope.
  public var initializerParameters: Set<String> = []
  /// Whether an initializer's `self.field = …` setup is converted with the rest (for a whole `State.init`) instead
  /// of being left to the State rules.
  public var convertsSetup = false
  /// Names of the main-actor view models that are no feature (clients, skipped code): a reducer cannot read one a
  /// view hands to a method, so such a method stays under a TODO.
  public var mainActorObjects: Set<String> = []
  /// The codebase's structs, enums and classes by qualified name: the types of the properties a result is read
  /// through (`try await api.page().items`).
  public var models: [String: ModelType] = [:]
  /// The codebase's top-level stored `var`s (`var Current = World()`), which a test cannot replace.
  public var globalVariables: Set<String> = []

  /// Creates a context; `properties` and `subjectInputs`, when given, must be `PropertyLookup(viewModel)` and
  /// `SubjectProperty.inputs(of: viewModel)` (found once per view model).
  public init(
    viewModel: ViewModel, stateNames: Set<String>, clients: [String: ClientBinding], actionNames: [String: String],
    indent: String, identifiedArrays: Set<String> = [], alert: AlertTarget? = nil,
    delegateClosures: [String: String] = [:], childFields: [String: String] = [:], stateSubjects: Set<String> = [],
    properties: PropertyLookup? = nil, subjectInputs: [String: String]? = nil
  ) {
    self.viewModel = viewModel
    self.properties = properties ?? PropertyLookup(viewModel)
    self.subjectInputs = subjectInputs ?? SubjectProperty.inputs(of: viewModel)
    self.stateNames = stateNames
    self.clients = clients
    self.actionNames = actionNames
    self.indent = indent
    self.identifiedArrays = identifiedArrays
    self.alert = alert
    self.delegateClosures = delegateClosures
    self.childFields = childFields
    self.stateSubjects = stateSubjects
  }
}

/// A view model's observed and stored properties and its instance methods by name (the first declaration of each).
public struct PropertyLookup: Sendable {
  /// Observed (`@Published`, `@Observable`) properties.
  public let observed: [String: StateProperty]
  /// Constants and Combine properties.
  public let stored: [String: StoredProperty]
  /// Methods that are not `static`.
  public let instanceMethods: [String: Method]
  /// Properties holding a task, timer or cancellable (found once: the effect rewriter asks per identifier).
  public let taskLike: Set<String>
  /// Dependencies holding a Foundation type that is not a service (`calendar`, `defaults`), by name (found once:
  /// the effect rewriter asks per member read).
  public let systemTypes: [String: (dependency: Dependency, type: SystemType)]

  /// Indexes `viewModel`'s properties and methods.
  public init(_ viewModel: ViewModel) {
    observed = Dictionary(viewModel.published.map { ($0.name, $0) }) { first, _ in first }
    stored = Dictionary((viewModel.constants + viewModel.combine).map { ($0.name, $0) }) { first, _ in first }
    instanceMethods = Dictionary(viewModel.methods.filter { !$0.isStatic }.map { ($0.name, $0) }) { first, _ in first }
    var taskLike: Set<String> = []
    for name in Set(observed.keys).union(stored.keys) {
      let (property, state) = (stored[name], observed[name])
      let text = (property?.type ?? state?.type ?? "") + " " + (property?.initialValue ?? state?.initialValue ?? "")
      let words = property == nil ? ["Task<", "Timer", "Cancellable"] : ["Task", "Timer", "Cancellable"]
      let lowered = name.lowercased()
      if words.contains(where: { TextScan.containsBytes(text, $0) })
        || (property != nil && (lowered.hasSuffix("task") || lowered.hasSuffix("timer")))
      {
        taskLike.insert(name)
      }
    }
    self.taskLike = taskLike
    // The first dependency of each name, as a lookup by name finds it.
    var seen: Set<String> = []
    var systemTypes: [String: (dependency: Dependency, type: SystemType)] = [:]
    for dependency in viewModel.dependencies where seen.insert(dependency.name).inserted {
      if let type = SystemType.named(dependency.type) { systemTypes[dependency.name] = (dependency, type) }
    }
    self.systemTypes = systemTypes
  }
}

/// Where an MVVM error flag and message went in the proposed State.
public struct AlertTarget: Sendable, Equatable {
  /// The removed Bool flag (`showError`); `flag = true` becomes presenting the alert.
  public var flag: String
  /// The message property kept in State (`errorMessage`), if any.
  public var message: String?
  /// Whether the alert is a case of `Destination` (`state.destination = .alert(…)`) rather than `state.alert`.
  public var inDestination: Bool
  /// The owner's `.alert(…, isPresented: $model.flag)` the alert replaces, if one was found: its title and buttons.
  public var presentation: AlertModifier?

  /// Creates an alert target.
  public init(flag: String, message: String?, inDestination: Bool, presentation: AlertModifier? = nil) {
    self.flag = flag
    self.message = message
    self.inDestination = inDestination
    self.presentation = presentation
  }
}

/// How a view-model dependency maps to a generated `@DependencyClient`.
public struct ClientBinding: Sendable, Equatable {
  /// The client type, e.g. `GamesClient`.
  public var clientType: String
  /// The reducer's `@Dependency` property, e.g. `gamesClient`.
  public var property: String
  /// Service method name → client closure property name.
  public var endpoints: [String: String]
  /// Generic service method name → the result type a call writes → its typed endpoint (`get` → `[Status]` →
  /// `getStatuses`).
  public var typedEndpoints: [String: [String: String]] = [:]
  /// Service property name → the endpoint that sets it (`isMuted` → `setIsMuted`).
  public var setters: [String: String] = [:]
  /// Service `@Published` property name → the endpoint streaming its values (`status` → `statusStream`).
  public var streams: [String: String] = [:]
  /// Selector of an overloaded service method → its endpoint (`login(ssoToken:)` → `loginSsoToken`).
  public var overloads: [String: String] = [:]
  /// The `@Dependency` argument when it is not `ClientType.self` (`\.uuid` of a library dependency).
  public var key: String?
  /// Whether `endpoints` lists every endpoint the client has (a generated client's), so a call of another name is
  /// one the client lacks, even when the list is empty (a type outside the codebase, whose methods are unknown).
  public var endpointsAreComplete = false

  /// Creates a binding.
  public init(
    clientType: String, property: String, endpoints: [String: String], key: String? = nil,
    endpointsAreComplete: Bool = false
  ) {
    self.clientType = clientType
    self.property = property
    self.endpoints = endpoints
    self.key = key
    self.endpointsAreComplete = endpointsAreComplete
  }

  /// This binding with `setters` (service property → setter endpoint).
  public func settingProperties(_ setters: [String: String]) -> ClientBinding {
    var binding = self
    binding.setters = setters
    return binding
  }

  /// This binding with `streams` (service `@Published` property → endpoint streaming it).
  public func streamingProperties(_ streams: [String: String]) -> ClientBinding {
    var binding = self
    binding.streams = streams
    return binding
  }

  /// The `@Dependency(…)` argument the reducer declares the client with.
  public var dependencyKey: String { key ?? "\(clientType).self" }
}

/// Translates a method body into reducer code; the effect rewriter implements it.
public protocol MethodConverting: Sendable {
  /// Converts `method` in `context`.
  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion
  /// The body of `method` (a query: it returns a value) as a method of `State`, when it only reads State, its
  /// parameters, constants and dependencies and changes nothing; nil otherwise.
  func convertQuery(_ method: Method, in context: ConversionContext) -> QueryConversion?
  /// The body of `method` (async, changing no State) as code that runs inside an effect, when all of it
  /// translates; nil otherwise.
  func convertAsyncHelper(_ method: Method, in context: ConversionContext) -> AsyncHelperConversion?
}

extension MethodConverting {
  /// Converters that cannot prove a query pure keep it out of State.
  public func convertQuery(_ method: Method, in context: ConversionContext) -> QueryConversion? { nil }
  /// Converters that cannot translate effect code keep async helpers as TODOs.
  public func convertAsyncHelper(_ method: Method, in context: ConversionContext) -> AsyncHelperConversion? { nil }
}

/// Keeps a method's body verbatim under a TODO; the fallback when nothing better applies.
public struct VerbatimConverter: MethodConverting {
  /// Creates the converter.
  public init() {}

  /// Returns the original body as comment lines followed by `return .none`.
  public func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    var lines = ["// TODO(tca-migrate): translate `\(method.name)` by hand; original body:"]
    for line in TextScan.dedentedLines(method.body) where !String(LineText.trimmed(line)).isEmpty {
      lines.append("// " + line)
    }
    lines.append("return .none")
    return MethodConversion(
      status: .manual, body: lines,
      todos: [ConversionTodo(line: method.line, reason: "method body not translated", guide: nil)])
  }
}

extension ConversionContext {
  /// The framework delegate and observer protocols the view model's methods implement, each once, in order.
  public var callbackProtocols: [String] {
    var result: [String] = []
    for case let name? in viewModel.methods.map(\.callbackOf) where !result.contains(name) { result.append(name) }
    return result
  }

  /// The callback protocols named after `type` (`CLLocationManager` → `CLLocationManagerDelegate`), or all of them
  /// when none is (or the type is unknown).
  public func callbackProtocols(of type: String?) -> [String] {
    let all = callbackProtocols
    guard let type, !type.isEmpty else { return all }
    let named = all.filter { $0.hasPrefix(type) }
    return named.isEmpty ? all : named
  }
}
