import Analysis

/// How a child feature is composed into its parent.
public struct ChildScope: Sendable, Equatable, Codable {
  /// Composition operator.
  public enum Kind: String, Sendable, Equatable, Codable {
    /// Always present: `Scope(state:action:)`.
    case scope
    /// Optional, presented: `@Presents` + `.ifLet`.
    case presented
    /// A collection: `IdentifiedArrayOf` + `.forEach`.
    case collection
    /// A navigation stack: `StackState<Path.State>` + `.forEach(\.path, action: \.path)` (view scoping only).
    case stack
  }

  /// State property and action case name.
  public var property: String
  /// The child feature's type name.
  public var feature: String
  /// The child view model it replaces.
  public var viewModel: String
  /// Scope, presented or collection.
  public var kind: Kind

  /// Creates a child scope.
  public init(property: String, feature: String, viewModel: String, kind: Kind) {
    self.property = property
    self.feature = feature
    self.viewModel = viewModel
    self.kind = kind
  }
}

/// A case of a `@Reducer enum Path` or `Destination`.
public struct ReducerEnumCase: Sendable, Equatable, Codable {
  /// Case name.
  public var name: String
  /// The feature it holds, or nil for an `@ReducerCaseIgnored` alert case.
  public var feature: String?
  /// For a case holding no feature: its associated values as the view model declared them
  /// (`AlertState<AlertAction>`, `StudySession, deck: Deck`); nil for the generated alert case.
  public var associated: String?

  /// Whether it holds an `AlertState`/`ConfirmationDialogState`, which `@Reducer` treats as ephemeral state.
  public var holdsAlert: Bool { associated.flatMap(NavigationCase.alertAction(of:)) != nil }

  /// Creates a case.
  public init(name: String, feature: String?, associated: String? = nil) {
    self.name = name
    self.feature = feature
    self.associated = associated
  }
}

/// A private view-model helper that is not an action, kept as a commented TODO.
public struct HelperMethod: Sendable, Equatable, Codable {
  /// The reason given for a helper that other methods call.
  public static let calledReason = "helper called from other methods; fold it into the cases that call it"
  /// Method name.
  public var name: String
  /// 1-based line.
  public var line: Int
  /// Original body lines, relative indentation kept.
  /// The file declaring the method when it is not the view model's own (inherited).
  public var file: String?
  public var body: [String]
  /// Why it was not converted, for the TODO comment.
  public var reason: String

  /// Creates a helper record.
  public init(
    name: String, line: Int, body: [String],
    reason: String = HelperMethod.calledReason
  ) {
    self.name = name
    self.line = line
    self.body = body
    self.reason = reason
  }
}

/// How one view-model method was converted.
public struct ConversionRecord: Sendable, Equatable, Codable {
  /// Method name (`init` for initializer work).
  public var method: String
  /// The action case it became.
  public var action: String
  /// Full, partial or manual.
  public var status: MethodConversion.Status
  /// View-model helpers the translation inlined.
  public var inlinedHelpers: [String]
  /// Async view-model helpers the translation calls as private methods of the reducer.
  public var calledHelpers: [String] = []
  /// 1-based line of the method in the view model's file (0 when unknown).
  public var line: Int
  /// The file declaring the method when it is not the view model's own (inherited).
  public var file: String?

  /// Creates a record.
  public init(
    method: String, action: String, status: MethodConversion.Status, inlinedHelpers: [String] = [], line: Int = 0
  ) {
    self.method = method
    self.action = action
    self.status = status
    self.inlinedHelpers = inlinedHelpers
    self.line = line
  }
}

/// A limitation or risk found while proposing, for the report and the generated files.
public struct ProposalFlag: Sendable, Equatable, Hashable, Codable {
  /// Stable kind: `non-equatable-state`, `unknown-type`, `unknown-service`, ….
  public var code: String
  /// What to do, for a person.
  public var message: String
  /// 1-based line, if any.
  public var line: Int?
  /// The file `line` refers to when it is not the view model's own file (an owner's file).
  public var file: String?

  /// Creates a flag.
  public init(code: String, message: String, line: Int? = nil, file: String? = nil) {
    self.code = code
    self.message = message
    self.line = line
    self.file = file
  }
}
