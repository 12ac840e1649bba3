/// One `case` of an `Action` enum or of a nested action enum.
public struct ActionCase: Sendable, Equatable, Codable {
  /// Where the case comes from.
  public enum Kind: String, Sendable, Equatable, Codable {
    /// A user event or a method the view calls.
    case view
    /// `binding(BindingAction<State>)`.
    case binding
    /// A response carrying an effect's `Result`.
    case response
    /// `delegate(Delegate)` to the parent.
    case delegate
    /// A child feature's actions.
    case child
    /// `alert(PresentationAction<Alert>)`.
    case alert
    /// `onAppear` / `task` lifecycle work.
    case lifecycle
    /// An internal action a converted effect sends.
    case `internal`
  }

  /// Case name.
  public var name: String
  /// Associated values in order.
  public var payload: [PayloadItem]
  /// What produced the case.
  public var kind: Kind
  /// The view-model method it replaces, if any.
  public var method: String?

  /// Creates a case.
  public init(name: String, payload: [PayloadItem] = [], kind: Kind, method: String? = nil) {
    self.name = name
    self.payload = payload
    self.kind = kind
    self.method = method
  }

  /// The declaration text after `case `, e.g. `select(id: Game.ID)`.
  public var declaration: String {
    payload.isEmpty ? name : name + "(" + payload.map(\.text).joined(separator: ", ") + ")"
  }
}

/// One associated value: optional label and type.
public struct PayloadItem: Sendable, Equatable, Hashable, Codable {
  /// Label, or nil for an unlabeled value.
  public var label: String?
  /// Type text.
  public var type: String
  /// The default the method's parameter had (`true` in `withProgress: Bool = true`), so callers may omit it.
  public var defaultValue: String?

  /// Creates a payload item.
  public init(label: String? = nil, type: String, defaultValue: String? = nil) {
    self.label = label
    self.type = type
    self.defaultValue = defaultValue
  }

  /// `label: Type`, `Type` or `label: Type = value`.
  public var text: String {
    (label.map { "\($0): \(type)" } ?? type) + (defaultValue.map { " = \($0)" } ?? "")
  }
}

/// A nested enum inside `Action`, e.g. `@CasePathable enum Alert: Equatable`.
public struct NestedActionEnum: Sendable, Equatable, Codable {
  /// Enum name (`Alert`, `Delegate`, `View`).
  public var name: String
  /// Its cases.
  public var cases: [ActionCase]
  /// Conformances written after the name.
  public var conformances: [String]
  /// Whether it carries `@CasePathable` (so tests and views can use key paths into it).
  public var isCasePathable: Bool

  /// Creates a nested enum.
  public init(name: String, cases: [ActionCase], conformances: [String] = ["Equatable"], isCasePathable: Bool = true) {
    self.name = name
    self.cases = cases
    self.conformances = conformances
    self.isCasePathable = isCasePathable
  }
}
