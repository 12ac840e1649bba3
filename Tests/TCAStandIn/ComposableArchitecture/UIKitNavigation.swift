import Foundation

// swift-navigation's UIKit observation that TCA re-exports (`UIKitNavigation`): `observe { }` in a view controller
// re-runs its closure when the store state it read changes. Declarations for type-checking rewritten controllers;
// here the closure runs once, with no tracking.

/// Keeps an observation alive; cancelling or releasing it stops the observation.
public final class ObserveToken: Sendable, Hashable {
  /// A token for an observation.
  public init() {}
  /// Stops the observation.
  public func cancel() {}
  /// Keeps the token in `set`.
  public func store(in set: inout Set<ObserveToken>) { set.insert(self) }
  public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSObject {
  /// Runs `apply` now and again whenever the observable state it read changes, for as long as this object lives.
  @MainActor
  @discardableResult
  public func observe(_ apply: @escaping @MainActor @Sendable () -> Void) -> ObserveToken {
    apply()
    return ObserveToken()
  }
}
