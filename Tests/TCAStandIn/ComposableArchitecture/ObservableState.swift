/// A state type whose changes views can observe.
public protocol ObservableState {
  /// The identity of this state value.
  var _$id: ObservableStateID { get }
  /// Called before the state is mutated.
  mutating func _$willModify()
}

/// The identity of an observable state value.
public struct ObservableStateID: Equatable, Hashable, Sendable {
  /// A fresh identity.
  public init() {}
}

/// Observation bookkeeping of an `@ObservableState` struct: tracked properties pass `self` through it, so they
/// are usable only once the whole value is initialized. Any two registrars are equal.
public struct ObservationStateRegistrar: Equatable, Hashable, Sendable, Codable {
  /// A registrar.
  public init() {}
  /// Records a read of `keyPath`.
  public func access<Subject, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {}
  /// Writes `newValue` to the storage of `keyPath`.
  public func mutate<Subject, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member, _ newValue: Member
  ) {
    storage = newValue
  }
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
