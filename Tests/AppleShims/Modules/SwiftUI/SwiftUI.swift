@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import UIKit

// The slice of SwiftUI a generated reducer may call: its IndexSet-based collection edits and `withAnimation`. Unlike
// the view layer (the other files here, declarations only: views never run on Linux) these run, since generated tests
// call them, so they are implemented with SwiftUI's documented behaviour as far as State sees it (an animation
// changes how views redraw, not the values).

func appleOnly() -> Never { fatalError("SwiftUI views are not available on Linux; this stand-in only type-checks") }

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` so they sit before the element that was at `destination`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
  }
}

/// An animation curve; reducers only pass it on.
public struct Animation: Sendable, Hashable {
  /// The default animation.
  public static let `default` = Animation()
  /// A linear curve.
  public static let linear = Animation()
  /// A curve that starts slowly.
  public static let easeIn = Animation()
  /// A curve that ends slowly.
  public static let easeOut = Animation()
  /// A curve that starts and ends slowly.
  public static let easeInOut = Animation()
  /// The default spring.
  public static let spring = Animation()

  /// A linear curve lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation() }
  /// An ease-in curve lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation() }
  /// An ease-out curve lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation() }
  /// An ease-in-out curve lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation() }
  /// A spring.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation { Animation() }
}

/// Runs `body`, whose changes SwiftUI would animate, and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// The context of a state change: its animation.
public struct Transaction: Sendable {
  /// The transaction's animation.
  public var animation: Animation?
  /// A transaction with an animation.
  public init(animation: Animation? = nil) { self.animation = animation }
}

/// Runs `body` in `transaction` and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
