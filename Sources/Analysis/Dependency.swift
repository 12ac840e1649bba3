/// A service or other dependency a view model holds.
public struct Dependency: Sendable, Codable, Equatable {
  /// Property name.
  public var name: String
  /// Declared type (protocol or class), `any`/`some` stripped.
  public var type: String
  /// 1-based line.
  public var line: Int
  /// Default value text (from the property or the init parameter), if any.
  public var defaultValue: String?
  /// Whether an initializer parameter assigns it.
  public var injectedThroughInit: Bool
  /// True when the view model holds it `weak` or `unowned`: an object (a delegate), never a value; nil otherwise.
  public var isWeakReference: Bool?
  /// For a service the codebase does not declare, the methods the view model calls on it whose calls say their types
  /// (`OutsideServiceCalls`); nil when there are none.
  public var calls: [Method]?
  /// For a service reached through a service container the view model holds (`container.api`), that property's
  /// name; nil otherwise.
  public var container: String?
  /// For a service container (a type that only holds services), the services of it the view model reaches, each a
  /// dependency of its own; nil otherwise.
  public var containerServices: [String]?

  /// Creates a dependency record.
  public init(name: String, type: String, line: Int, defaultValue: String? = nil, injectedThroughInit: Bool = false) {
    self.name = name
    self.type = type
    self.line = line
    self.defaultValue = defaultValue
    self.injectedThroughInit = injectedThroughInit
  }
}

/// How a parent view model holds or creates a child view model.
public struct ChildReference: Sendable, Codable, Equatable {
  /// How many children the reference stands for.
  public enum Cardinality: String, Sendable, Codable, Equatable {
    /// `var child: ChildViewModel`.
    case single
    /// `var child: ChildViewModel?` — presented on demand.
    case optional
    /// `[ChildViewModel]` — a list.
    case array
    /// Held in an enum case's associated value (navigation destination).
    case enumCase
    /// Created inside a method body, not stored.
    case created
  }

  /// Property (or method, for `created`) name.
  public var property: String
  /// The child view model's name.
  public var type: String
  /// How it is held.
  public var cardinality: Cardinality
  /// 1-based line.
  public var line: Int
  /// The generic arguments of a generic child view model as written (`<Country>` of `ListViewModel<Country>`).
  public var genericArguments: String?
  /// For `enumCase`: the enum case holding the child (`podcast` of `case podcast(PodcastViewModel)`).
  public var caseName: String?
  /// The property's initial value as written (`SuggestionsViewModel(limit: 3)`), if it has one.
  public var initializer: String?

  /// Creates a child reference.
  public init(
    property: String, type: String, cardinality: Cardinality, line: Int, genericArguments: String? = nil,
    caseName: String? = nil, initializer: String? = nil
  ) {
    self.property = property
    self.type = type
    self.cardinality = cardinality
    self.line = line
    self.genericArguments = genericArguments
    self.caseName = caseName
    self.initializer = initializer
  }
}
