/// A `didSet` translated into reducer logic: `.onChange(of: \.property) { oldValue, _ in Reduce { … } }`.
public struct StateObserver: Sendable, Equatable, Codable {
  /// The observed State field.
  public var property: String
  /// The name the body gives the value before the change (`oldValue`), or nil when the body does not read it.
  public var oldValueName: String?
  /// The body of the `Reduce` it runs, relative indentation kept; it ends with `return .none`.
  public var body: [String]
  /// The name the body gives the new value (a `willSet`'s `newValue`), or nil when it does not read it.
  public var newValueName: String?

  /// Creates an observer.
  public init(property: String, oldValueName: String?, body: [String], newValueName: String? = nil) {
    self.property = property
    self.oldValueName = oldValueName
    self.body = body
    self.newValueName = newValueName
  }

  /// Whether only `BindingReducer` can change the observed fields: no reducer case or helper of `proposal` touches
  /// `state.<field>` (a read counts too, to stay on the safe side), so `BindingReducer().onChange(of:)` sees every
  /// change; otherwise the observers go on `CombineReducers { … }`, which sees the reducer's changes as well.
  public static func onlyBindingsChange(_ observers: [StateObserver], in proposal: FeatureProposal) -> Bool {
    guard proposal.isBindable else { return false }
    let bodies = proposal.reducerCases.map(\.body) + proposal.reducerHelpers.map(\.body)
    let text = bodies.joined().joined(separator: "\n")
    return !observers.contains { TextScan.containsMember(text, receiver: "state", member: $0.property) }
  }

  /// The observed fields whose observer changes State or starts an effect: a test that changes one sees more than
  /// it asserts.
  public static func fieldsWhoseObserverChangesState(_ observers: [StateObserver]) -> Set<String> {
    Set(
      observers.filter { observer in
        !ExpectedChanges.mutatedFields(in: observer.body).isEmpty
          || observer.body.contains { TextScan.containsBytes($0, ".run") }
      }.map(\.property))
  }
}
