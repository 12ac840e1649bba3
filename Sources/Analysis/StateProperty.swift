/// An observed property of a view model: a `@Published` var or an `@Observable` stored var.
public struct StateProperty: Sendable, Codable, Equatable {
  /// Property name.
  public var name: String
  /// Declared or inferred type; nil when neither is possible.
  public var type: String?
  /// 1-based line of the declaration.
  public var line: Int
  /// Initializer expression text, if any.
  public var initialValue: String?
  /// Whether `type` was inferred from the initializer rather than written.
  public var typeInferred: Bool
  /// Setter access when narrower than the getter (`private`, `fileprivate`, …).
  public var setterAccess: String?
  /// Property observers present (`willSet`, `didSet`).
  public var observers: [String]
  /// The observer blocks with their bodies, when any is written.
  public var observerBlocks: [PropertyObserver]?
  /// Whether the declaration sits inside an `#if` region.
  public var isConditional: Bool
  /// The `@AppStorage` key expression (`"username"`) when the property persists in UserDefaults.
  public var appStorageKey: String?
  /// The `@Shared(…)` attribute when the property is already shared state (`@Shared(.fileStorage(.url))`).
  public var sharedAttribute: String?

  /// Creates an observed property.
  public init(
    name: String, type: String?, line: Int, initialValue: String? = nil, typeInferred: Bool = false,
    setterAccess: String? = nil, observers: [String] = [], isConditional: Bool = false, appStorageKey: String? = nil,
    sharedAttribute: String? = nil
  ) {
    self.appStorageKey = appStorageKey
    self.sharedAttribute = sharedAttribute
    self.name = name
    self.type = type
    self.line = line
    self.initialValue = initialValue
    self.typeInferred = typeInferred
    self.setterAccess = setterAccess
    self.observers = observers
    self.isConditional = isConditional
  }
}

/// A computed property of a view model.
public struct ComputedProperty: Sendable, Codable, Equatable {
  /// Property name.
  public var name: String
  /// Declared type.
  public var type: String?
  /// 1-based line of the declaration.
  public var line: Int
  /// The getter's source text (between the braces).
  public var body: String
  /// Names of observed properties the getter reads.
  public var readsState: [String]
  /// Whether it reads only observed state and other computed properties (no dependencies, methods or constants).
  public var readsOnlyState: Bool
  /// Every member of the view model the getter reads (state, dependencies, constants, methods), sorted.
  public var readsMembers: [String]

  /// Creates a computed property.
  public init(
    name: String, type: String?, line: Int, body: String, readsState: [String], readsOnlyState: Bool,
    readsMembers: [String] = []
  ) {
    self.name = name
    self.type = type
    self.line = line
    self.body = body
    self.readsState = readsState
    self.readsOnlyState = readsOnlyState
    self.readsMembers = readsMembers
  }
}

/// A stored property that is not observed state: Combine plumbing or a constant.
public struct StoredProperty: Sendable, Codable, Equatable {
  /// Property name.
  public var name: String
  /// Declared or inferred type.
  public var type: String?
  /// 1-based line.
  public var line: Int
  /// Initializer expression text.
  public var initialValue: String?
  /// Whether it is declared with `let`.
  public var isLet: Bool
  /// The `@AppStorage` key expression (`"username"`) when the property persists in UserDefaults.
  public var appStorageKey: String?
  /// Its `didSet`/`willSet` blocks with their bodies, nil when it has none.
  public var observerBlocks: [PropertyObserver]?

  /// Creates a stored property record.
  public init(
    name: String, type: String?, line: Int, initialValue: String? = nil, isLet: Bool = false,
    appStorageKey: String? = nil
  ) {
    self.appStorageKey = appStorageKey
    self.name = name
    self.type = type
    self.line = line
    self.initialValue = initialValue
    self.isLet = isLet
  }
}
