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

/// Shims for the SwiftUI types the effect API names, which Linux lacks.
public struct Animation: Equatable, Sendable {
  /// The default animation.
  public static let `default` = Animation()
  /// A linear animation.
  public static let linear = Animation()
  /// An ease-in-out animation.
  public static let easeInOut = Animation()
  /// A spring animation.
  public static let spring = Animation()
}

/// A shim for SwiftUI's `Transaction`.
public struct Transaction: Sendable {
  /// The transaction's animation.
  public var animation: Animation?
  /// A transaction with an animation.
  public init(animation: Animation? = nil) { self.animation = animation }
}
