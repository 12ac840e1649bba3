import Foundation

// The slice of SwiftUI a generated reducer may call: its IndexSet-based collection edits. Unlike the other shims
// these run (generated tests call them), so they are implemented with SwiftUI's documented behaviour.

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
