import Analysis
import Proposal

/// The view model every rule example is written against: its state, services and stored properties.
public enum ExampleFeature {
  /// `ItemsService`, `AnalyticsService`, `AuthService` and `SessionStore`, with the signatures examples call.
  public static let services: [Service] = [
    Service(
      name: "ItemsService", file: nil, line: 1, kind: .protocol,
      methods: ExampleMethodParser.methods(
        in: """
          func fetchItems() async throws -> [Item] {}
          func fetchPage() async throws -> ([Item], Int) {}
          func search(_ query: String) async throws -> [Item] {}
          func save(_ item: Item) async throws {}
          func delete(id: Item.ID) async throws {}
          func fetchUser() async throws -> User {}
          func currentUser() async throws -> User? {}
          func fetchPosts(userID: User.ID) async throws -> [Post] {}
          func scores() -> AsyncStream<Int> {}
          func fetchRecords() async throws -> [Record] {}
          func unreadCount() async -> Int {}
          func fetchFeed() -> AnyPublisher<[Item], Error> {}
          func statusUpdates() -> AnyPublisher<String, Never> {}
          func subscribe(topic: String, handler: @escaping (String, Int) -> Void) {}
          func lastDraft() async -> Item? {}
          func get<Value: Decodable>(_ path: String) async throws -> Value {}
          """)),
    Service(
      name: "AnalyticsService", file: nil, line: 1, kind: .protocol,
      methods: ExampleMethodParser.methods(in: "func track(_ event: String) async {}")),
    Service(
      name: "AuthService", file: nil, line: 1, kind: .protocol,
      methods: ExampleMethodParser.methods(
        in: """
          func login(email: String, completion: @escaping (Result<User, AuthError>) -> Void) {}
          func lookup(email: String, completion: @escaping (Result<User, AuthError>) -> Void) -> URLSessionDataTask {}
          func refreshToken(completion: ((Bool) -> Void)?) {}
          """)),
    sessionStore,
  ]

  /// A shared `ObservableObject` that became a client, publishing `currentUser`.
  static var sessionStore: Service {
    var service = Service(name: "SessionStore", file: nil, line: 1, kind: .class)
    service.publishers = [Method(name: "currentUser", line: 2, returnType: "User?")]
    return service
  }

  /// A view model with the given methods (and the example state, dependencies and stored properties).
  public static func viewModel(methods: [Method]) -> ViewModel {
    let published: [(String, String)] = [
      ("items", "[Item]"), ("isLoading", "Bool"), ("errorMessage", "String?"), ("query", "String"),
      ("results", "[Item]"), ("count", "Int"), ("selection", "Item?"), ("lastUpdated", "Date?"), ("user", "User?"),
      ("posts", "[Post]"), ("isSaving", "Bool"), ("didSave", "Bool"), ("showBanner", "Bool"),
      ("username", "String"), ("latestScore", "Int"), ("draft", "Item"), ("unread", "Int"),
      ("records", "[Record]"), ("showError", "Bool"), ("rows", "[RowViewModel]"), ("path", "[RowViewModel]"),
      ("isRunning", "Bool"), ("elapsed", "Double"),
    ]
    return ViewModel(
      name: "ItemsViewModel", file: "ItemsViewModel.swift", line: 1, kind: .observableObject, isMainActor: true,
      published: published.enumerated().map { StateProperty(name: $1.0, type: $1.1, line: $0 + 2) },
      computed: [
        ComputedProperty(
          name: "hasItems", type: "Bool", line: 30, body: "!items.isEmpty", readsState: ["items"], readsOnlyState: true)
      ],
      methods: methods.filter { $0.name != "init" }, initializers: methods.filter { $0.name == "init" },
      dependencies: [
        Dependency(name: "api", type: "ItemsService", line: 20, injectedThroughInit: true),
        Dependency(name: "analytics", type: "AnalyticsService", line: 21, injectedThroughInit: true),
        Dependency(name: "auth", type: "AuthService", line: 22, injectedThroughInit: true),
        Dependency(name: "session", type: "SessionStore", line: 23, injectedThroughInit: true),
        Dependency(name: "onFinish", type: "(Item) -> Void", line: 27, injectedThroughInit: true),
        Dependency(
          name: "defaults", type: "UserDefaults", line: 28, defaultValue: ".standard", injectedThroughInit: true),
        Dependency(
          name: "sharedDefaults", type: "UserDefaults", line: 28, defaultValue: "UserDefaults(suiteName: \"group\")!",
          injectedThroughInit: true),
        Dependency(name: "calendar", type: "Calendar", line: 28, defaultValue: ".current", injectedThroughInit: true),
        Dependency(name: "interruptionObserver", type: "NSObjectProtocol?", line: 29),
      ],
      childReferences: [
        ChildReference(property: "rows", type: "RowViewModel", cardinality: .array, line: 21),
        ChildReference(property: "path", type: "RowViewModel", cardinality: .array, line: 22),
      ],
      combine: [StoredProperty(name: "cancellables", type: "Set<AnyCancellable>", line: 22, initialValue: "[]")],
      constants: [
        StoredProperty(name: "searchTask", type: "Task<Void, Never>?", line: 23),
        StoredProperty(name: "observeTask", type: "Task<Void, Never>?", line: 24),
        StoredProperty(name: "loadTask", type: "Task<Void, Never>?", line: 24),
        StoredProperty(name: "timer", type: "Timer?", line: 25),
        StoredProperty(name: "feedCancellable", type: "AnyCancellable?", line: 25),
        StoredProperty(name: "refreshRequests", type: nil, line: 25, initialValue: "PassthroughSubject<Void, Never>()"),
        StoredProperty(name: "searchEdits", type: nil, line: 25, initialValue: "PassthroughSubject<String, Never>()"),
        StoredProperty(name: "lookupTask", type: "URLSessionDataTask?", line: 25),
        StoredProperty(
          name: "recentQueries", type: nil, line: 25,
          initialValue:
            "CurrentValueSubject<[String], Never>(UserDefaults.standard.stringArray(forKey: \"recent\") ?? [])"),
        StoredProperty(name: "pageSize", type: nil, line: 26, initialValue: "20", isLet: true),
        StoredProperty(name: "route", type: "Route?", line: 27),
      ])
  }

  /// The conversion context for `viewModel`, as the proposal stage builds it: `records` and the child `rows` are
  /// identified arrays, the `path` of rows is a navigation stack (`Path` case `row`), the `showError` flag became
  /// `@Presents var alert`, `player` is a child feature with a `start(episode:)` action, and `route` (an enum of child
  /// view models) became `destination`.
  public static func context(for viewModel: ViewModel, indent: String = "  ") -> ConversionContext {
    var actions: [String: String] = [:]
    for method in viewModel.methods where !method.isPrivate { actions[method.name] = method.name }
    var context = ConversionContext(
      viewModel: viewModel, stateNames: Set(viewModel.published.map(\.name).filter { $0 != "showError" }),
      clients: [
        "api": ClientBinding(clientType: "ItemsClient", property: "itemsClient", endpoints: [:]).settingProperties([
          "isMuted": "setIsMuted"
        ]),
        "analytics": ClientBinding(clientType: "AnalyticsClient", property: "analyticsClient", endpoints: [:]),
        "auth": ClientBinding(clientType: "AuthClient", property: "authClient", endpoints: [:]),
        "session": ClientBinding(clientType: "SessionStoreClient", property: "sessionStoreClient", endpoints: [:])
          .streamingProperties(["currentUser": "currentUserStream"]),
      ],
      actionNames: actions, indent: indent, identifiedArrays: ["records", "rows"],
      alert: AlertTarget(flag: "showError", message: "errorMessage", inDestination: false))
    for closure in DelegateClosureRule.closures(of: viewModel) { context.delegateClosures[closure.name] = closure.name }
    context.childActionNames = ["player": ["start": "start", "stop": "stopButtonTapped"]]
    context.pathCases = ["RowViewModel": "row"]
    context.childFields = ["route": "destination"]
    context.restartedActions = RestartedActions.find(
      in: viewModel, taskProperties: context.properties.taskLike, caseNames: actions)
    return context
  }
}

extension ExampleFeature {
  /// Converts the first method declared in `source` (the others are its view model's helpers) and renders its cases.
  public static func convert(_ source: String, indent: String = "  ") -> (
    conversion: MethodConversion, cases: [String]
  ) {
    let methods = ExampleMethodParser.methods(in: source)
    guard let method = methods.first else {
      return (MethodConversion(status: .manual, body: []), [])
    }
    let viewModel = viewModel(methods: methods)
    let context = context(for: viewModel, indent: indent)
    let conversion = EffectRewriter(services: services).convert(method, in: context)
    let actionName = context.actionNames[method.name] ?? method.name
    return (
      conversion, CaseRendering.cases(for: method, actionName: actionName, conversion: conversion, indent: indent)
    )
  }
}
