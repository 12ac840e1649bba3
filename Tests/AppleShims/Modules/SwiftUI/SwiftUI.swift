import Foundation

// The slice of SwiftUI a generated reducer may call: its IndexSet-based collection edits and `withAnimation`. Unlike
// the other shims these run (generated tests call them), so they are implemented with SwiftUI's documented behaviour
// as far as State sees it (an animation changes how views redraw, not the values).

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
public struct Animation: Sendable, Equatable {
  /// The default animation.
  public static let `default` = Animation()
}

/// Runs `body`, whose changes SwiftUI would animate, and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}
