/// How a class became a view model.
public enum ViewModelKind: String, Sendable, Codable, Equatable {
  /// Conforms to `ObservableObject` (directly, by superclass, protocol or extension).
  case observableObject = "ObservableObject"
  /// Marked with the `@Observable` macro.
  case observable = "Observable"
  /// Has `@Published` properties but no `ObservableObject` conformance.
  case published = "Published"
}

/// One legacy view model: its state, behaviour, dependencies, children and owners.
public struct ViewModel: Sendable, Codable, Equatable {
  /// Qualified type name (`CountriesList.ViewModel`).
  public var name: String
  /// File path relative to the analyzed root.
  public var file: String
  /// 1-based line of the `class` keyword.
  public var line: Int
  /// How it was recognised.
  public var kind: ViewModelKind
  /// Whether the class (or an enclosing type) is `@MainActor`.
  public var isMainActor: Bool
  /// Generic parameter clause text, e.g. `<Item: Identifiable>`, if any.
  public var genericParameters: String?
  /// The declaration's `where` requirements without the keyword (`Item: Sendable`), if any.
  public var whereClause: String?
  /// Superclass or first inherited type, if any.
  public var superclass: String?
  /// True when the class declares `Sendable` (`@unchecked Sendable`), in its declaration or an extension; nil
  /// otherwise.
  public var isDeclaredSendable: Bool?
  /// Observed state: `@Published` vars, or stored vars of an `@Observable` class.
  public var published: [StateProperty]
  /// Computed properties.
  public var computed: [ComputedProperty]
  /// Instance methods (not initializers), in source order.
  public var methods: [Method]
  /// Initializers, in source order.
  public var initializers: [Method]
  /// Injected services and other dependencies.
  public var dependencies: [Dependency]
  /// Names of child view models (the graph's edges), sorted.
  public var children: [String]
  /// How each child view model is held or created.
  public var childReferences: [ChildReference]
  /// Combine plumbing: cancellables, subjects, publishers.
  public var combine: [StoredProperty]
  /// Other stored properties that are neither state nor dependencies.
  public var constants: [StoredProperty]
  /// Names of the views and view controllers that hold this view model, sorted.
  public var views: [String]
  /// How its methods convert to reducer code; filled in by the CLI after proposing, nil before.
  public var conversion: ConversionSummary?
  /// Nested enums and structs and static members the feature must carry over; nil when there are none.
  public var nested: [NestedDeclaration]?
  /// The methods the effect rewriter did not convert fully; empty until a proposal is attached.
  public var unconverted: [UnconvertedMethod]?
  /// Feature, client or skip; decided by the analysis from owners, the children graph and file facts.
  public var classification: Classification = .feature
  /// Why it got its classification, for a person.
  public var classificationReason: String = ""
  /// For a client: a dependency client or `@Shared` state; nil for features and skipped ones.
  public var clientShape: ClientShape?
  /// For a client singleton: the static property holding its one instance (`shared`); nil otherwise.
  public var singleton: String?
  /// `@Dependency(…)` properties the view model already declares; nil when it has none.
  public var libraryDependencies: [LibraryDependency]?
  /// Cases of navigation enums that hold no child view model (alerts, plain data); nil when there are none.
  public var navigationCases: [NavigationCase]?
  /// The method that switches over its own `Action` enum, whose cases are among `methods`; nil when it has none.
  public var dispatch: ActionDispatch?
  /// Codebase services its bodies reach through a shared instance (`AnalyticsManager.shared`); nil when none.
  public var singletonServices: [SingletonService]?
  /// `weak`/`unowned` references to another view model, the one holding this one (`weak var parent: ListViewModel?`):
  /// not children, State or dependencies; nil when there are none.
  public var ownerReferences: [StoredProperty]?
  /// The compilation condition its declaration sits under (`SUBSCRIPTION` of a file wrapped in `#if SUBSCRIPTION`),
  /// which its feature repeats; nil when none, or when it is not one `#if` (or `#else`) branch.
  public var condition: String?
  /// Imports of its files a reducer may need (app modules, `os`, `CoreData`); nil when they import only UI, Combine,
  /// Observation and Foundation.
  public var imports: [String]?

  /// Every member's name: observed, computed, methods, dependencies, stored constants and Combine properties.
  public var memberNames: Set<String> {
    Set(
      published.map(\.name) + computed.map(\.name) + methods.map(\.name) + dependencies.map(\.name)
        + constants.map(\.name) + combine.map(\.name) + (ownerReferences ?? []).map(\.name))
  }

  /// Creates a view model record.
  public init(
    name: String, file: String, line: Int, kind: ViewModelKind, isMainActor: Bool = false,
    genericParameters: String? = nil, whereClause: String? = nil, superclass: String? = nil,
    published: [StateProperty] = [],
    computed: [ComputedProperty] = [], methods: [Method] = [], initializers: [Method] = [],
    dependencies: [Dependency] = [], children: [String] = [], childReferences: [ChildReference] = [],
    combine: [StoredProperty] = [], constants: [StoredProperty] = [], views: [String] = []
  ) {
    self.name = name
    self.file = file
    self.line = line
    self.kind = kind
    self.isMainActor = isMainActor
    self.genericParameters = genericParameters
    self.whereClause = whereClause
    self.superclass = superclass
    self.published = published
    self.computed = computed
    self.methods = methods
    self.initializers = initializers
    self.dependencies = dependencies
    self.children = children
    self.childReferences = childReferences
    self.combine = combine
    self.constants = constants
    self.views = views
  }

  /// The last component of the qualified name, or the enclosing type's name for `X.ViewModel`.
  public var baseName: String {
    let parts = LineText.split(name, at: 0x2E).map(String.init)
    guard let last = parts.last else { return name }
    if parts.count > 1, last == "ViewModel" || last == "Model" || last == "Store" { return parts[parts.count - 2] }
    return last
  }
}
