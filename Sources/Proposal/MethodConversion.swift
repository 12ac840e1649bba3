import Analysis

/// The reducer-side translation of one view-model method: the action's case body, plus the
/// response actions, dependencies and cancel IDs it introduces.
public struct MethodConversion: Sendable, Equatable {
  /// How much of the method was translated.
  public enum Status: String, Sendable, Codable, Equatable {
    /// Every statement translated.
    case full
    /// Translated with `// TODO(tca-migrate):` markers for some statements.
    case partial
    /// Nothing translated; the original body is kept under a TODO.
    case manual
  }

  /// Full, partial or manual.
  public var status: Status
  /// Lines of the action's `case` body (relative indentation uses one `indent` unit per level,
  /// starting at 0); the last statement returns an `Effect`.
  public var body: [String]
  /// Extra action cases this conversion adds (responses, intermediate actions).
  public var extraActions: [ActionCaseSpec]
  /// Extra reducer cases handling those actions.
  public var extraCases: [ReducerCaseSpec]
  /// Dependencies the translated code uses.
  public var dependencies: [DependencyUse]
  /// Cancel ID case names the translated code uses (`CancelID.search` → `search`).
  public var cancelIDs: [String]
  /// What could not be translated, with where and why.
  public var todos: [ConversionTodo]
  /// View-model helpers whose bodies the translation inlined.
  public var inlinedHelpers: [String]
  /// Async view-model helpers the translation calls as private methods of the reducer.
  public var calledHelpers: [String] = []
  /// State fields that only mirrored other State through a Combine pipeline; they become computed properties.
  public var derivedState: [DerivedState] = []

  /// Creates a conversion.
  public init(
    status: Status, body: [String], extraActions: [ActionCaseSpec] = [], extraCases: [ReducerCaseSpec] = [],
    dependencies: [DependencyUse] = [], cancelIDs: [String] = [], todos: [ConversionTodo] = [],
    inlinedHelpers: [String] = []
  ) {
    self.status = status
    self.body = body
    self.extraActions = extraActions
    self.extraCases = extraCases
    self.dependencies = dependencies
    self.cancelIDs = cancelIDs
    self.todos = todos
    self.inlinedHelpers = inlinedHelpers
  }
}

/// An action case to declare: `case name(payload)`.
public struct ActionCaseSpec: Sendable, Equatable, Codable {
  /// Case name, e.g. `loadResponse`.
  public var name: String
  /// Associated value types, e.g. `["Result<[Game], any Error>"]`; empty for none.
  public var payload: [String]

  /// Creates an action case spec.
  public init(name: String, payload: [String] = []) {
    self.name = name
    self.payload = payload
  }
}

/// A reducer `case` to emit: its pattern and body lines.
public struct ReducerCaseSpec: Sendable, Equatable, Codable {
  /// The pattern after `case`, e.g. `let .loadResponse(.success(games))`.
  public var pattern: String
  /// Body lines (relative indentation, ending in a `return`).
  public var body: [String]

  /// Creates a reducer case spec.
  public init(pattern: String, body: [String]) {
    self.pattern = pattern
    self.body = body
  }
}

/// A dependency the reducer declares with `@Dependency`.
public struct DependencyUse: Sendable, Equatable, Hashable, Codable {
  /// The property name in the reducer (`gamesClient`, `clock`, `uuid`).
  public var property: String
  /// The `@Dependency` argument: `\.continuousClock`, `\.date.now`, or a client type `GamesClient.self`.
  public var key: String

  /// Creates a dependency use.
  public init(property: String, key: String) {
    self.property = property
    self.key = key
  }
}

/// One thing the converter could not translate.
public struct ConversionTodo: Sendable, Equatable, Hashable, Codable {
  /// 1-based line in the view model's file.
  public var line: Int
  /// Why, for a person.
  public var reason: String
  /// The MigrationGuides page that explains the manual step (file name), if any.
  public var guide: String?
  /// The file `line` is in when that is not the view model's own file (code inherited from a superclass).
  public var file: String?

  /// Creates a TODO record.
  public init(line: Int, reason: String, guide: String? = nil, file: String? = nil) {
    self.line = line
    self.reason = reason
    self.guide = guide
    self.file = file
  }
}

/// A State field computed from other State (`isLoginEnabled` from `email` and `password`).
public struct DerivedState: Sendable, Equatable {
  /// The field.
  public var name: String
  /// Its type.
  public var type: String
  /// Getter body lines.
  public var body: [String]

  /// Creates a derived field.
  public init(name: String, type: String, body: [String]) {
    self.name = name
    self.type = type
    self.body = body
  }
}
