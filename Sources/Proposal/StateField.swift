/// One stored property of the proposed `State`.
public struct StateField: Sendable, Equatable, Codable {
  /// How the field is declared.
  public enum Wrapper: String, Sendable, Equatable, Codable {
    /// A plain `var`.
    case plain
    /// `@Presents var` (optional child state or alert).
    case presents
  }

  /// Property name.
  public var name: String
  /// Type text; nil when only the default value is known.
  public var type: String?
  /// Default value text; nil when it has none.
  public var defaultValue: String?
  /// Plain or `@Presents`.
  public var wrapper: Wrapper
  /// 1-based line of the view-model property it came from, if any.
  public var line: Int?
  /// A note emitted as a comment above the field, if any.
  public var note: String?
  /// The `@AppStorage` key when the field persists as `@Shared(.appStorage(key))`.
  public var sharedAppStorageKey: String?
  /// The view model's own `@Shared(…)` attribute, kept as written (`@Shared var deck: Deck`).
  public var sharedAttribute: String?

  /// Whether the field is `@Shared` state, which reducer code mutates through `withLock`.
  public var isShared: Bool { sharedAppStorageKey != nil || sharedAttribute != nil }

  /// Whether `@Shared(.key)` gives the field its value without a default (a key that carries one), so no
  /// initializer takes it.
  public var isSharedByKey: Bool { defaultValue == nil && sharedAttribute?.hasPrefix("@Shared(") == true }

  /// Creates a field.
  public init(
    name: String, type: String?, defaultValue: String? = nil, wrapper: Wrapper = .plain, line: Int? = nil,
    note: String? = nil, sharedAppStorageKey: String? = nil
  ) {
    self.sharedAppStorageKey = sharedAppStorageKey
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.wrapper = wrapper
    self.line = line
    self.note = note
  }
}

/// A computed property moved into `State`.
public struct ComputedStateField: Sendable, Equatable, Codable {
  /// Property name.
  public var name: String
  /// Declared type.
  public var type: String
  /// Getter body lines, unindented.
  public var body: [String]

  /// Whether it has a setter (`set { model.name = newValue }`): a view can bind it like a stored field.
  public var isSettable: Bool {
    body.contains { line in
      let snippet = TokenText(line)
      let significant = (0..<snippet.count).filter { !snippet.kind($0).isTrivia }
      return significant.count > 1 && snippet.isText(significant[0], "set")
        && (snippet.isText(significant[1], "{") || snippet.isText(significant[1], "("))
    }
  }

  /// Creates a computed field.
  public init(name: String, type: String, body: [String]) {
    self.name = name
    self.type = type
    self.body = body
  }
}

/// A query method (it returns a value and changes nothing) moved into `State`, or onto the reducer as a `static func`
/// when it reads no State.
public struct StateMethod: Sendable, Equatable, Codable {
  /// Method name.
  public var name: String
  /// The declaration after `func `, e.g. `message(for field: String) -> String?`.
  public var signature: String
  /// Body lines, unindented (its local `@Dependency` declarations first).
  public var body: [String]
  /// Whether it reads no State and is a `static func` of the reducer (`Self.streak(from:)`) instead.
  public var isStatic = false
  /// TCA's standard dependencies it reads, its own and those of the queries it calls (a test calling it stubs them).
  public var dependencies: [DependencyUse] = []

  /// Creates a State method.
  public init(
    name: String, signature: String, body: [String], isStatic: Bool = false, dependencies: [DependencyUse] = []
  ) {
    self.name = name
    self.signature = signature
    self.body = body
    self.isStatic = isStatic
    self.dependencies = dependencies
  }
}
