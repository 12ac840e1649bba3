/// One step of a line-level edit script; `old` and `new` are the line indexes where the step happens on each side.
struct LineOperation: Equatable {
  /// What the step does.
  enum Kind: Equatable {
    /// `old` and `new` are equal lines.
    case equal
    /// The old line `old` is removed (before new line `new`).
    case delete
    /// The new line `new` is inserted (before old line `old`).
    case insert
  }

  var kind: Kind
  var old: Int
  var new: Int

  static func equal(old: Int, new: Int) -> LineOperation { LineOperation(kind: .equal, old: old, new: new) }
  static func delete(_ old: Int, before new: Int) -> LineOperation { LineOperation(kind: .delete, old: old, new: new) }
  static func insert(_ new: Int, before old: Int) -> LineOperation { LineOperation(kind: .insert, old: old, new: new) }

  /// The same step with both indexes moved by `offset`.
  func shifted(by offset: Int) -> LineOperation { LineOperation(kind: kind, old: old + offset, new: new + offset) }
}

/// A shortest line edit script between two sequences of line identifiers (Myers' O(ND) algorithm).
enum LineDiff {
  /// Above this many differing lines (after trimming the common prefix and suffix) the middle is reported as one
  /// replaced block instead of searched for a shortest script, to bound time and memory.
  static let maximumEditDistance = 2_000

  /// The edit script turning `old` into `new`, in order of the old then new sequence.
  static func operations(old: [Int], new: [Int]) -> [LineOperation] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var result: [LineOperation] = (0..<prefix).map { .equal(old: $0, new: $0) }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    let middle =
      shortestScript(oldMiddle, newMiddle)
      ?? (oldMiddle.indices.map { .delete($0, before: 0) }
        + newMiddle.indices.map { .insert($0, before: oldMiddle.count) })
    result.append(contentsOf: middle.map { $0.shifted(by: prefix) })
    for offset in 0..<suffix {
      result.append(.equal(old: old.count - suffix + offset, new: new.count - suffix + offset))
    }
    return result
  }

  /// Myers' greedy forward search with a saved frontier per distance, then a backtrack; `nil` when the distance
  /// exceeds `maximumEditDistance`.
  private static func shortestScript(_ old: [Int], _ new: [Int]) -> [LineOperation]? {
    let n = old.count
    let m = new.count
    if n == 0 { return new.indices.map { .insert($0, before: 0) } }
    if m == 0 { return old.indices.map { .delete($0, before: 0) } }
    let limit = min(n + m, maximumEditDistance)
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var found = false
    search: for distance in 0...limit {
      trace.append(Array(frontier[(offset - distance)...(offset + distance)]))
      for diagonal in stride(from: -distance, through: distance, by: 2) {
        var x: Int
        if diagonal == -distance
          || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
        {
          x = frontier[offset + diagonal + 1]
        } else {
          x = frontier[offset + diagonal - 1] + 1
        }
        var y = x - diagonal
        while x < n && y < m && old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + diagonal] = x
        if x >= n && y >= m {
          found = true
          break search
        }
      }
    }
    guard found else { return nil }
    var reversed: [LineOperation] = []
    var x = n
    var y = m
    for distance in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[distance]
      let value = { (diagonal: Int) in saved[diagonal + distance] }
      let diagonal = x - y
      var previousDiagonal = diagonal
      var previousX = 0
      if distance > 0 {
        previousDiagonal =
          (diagonal == -distance || (diagonal != distance && value(diagonal - 1) < value(diagonal + 1)))
          ? diagonal + 1 : diagonal - 1
        previousX = value(previousDiagonal)
      }
      let snakeStartX = distance > 0 ? (previousDiagonal == diagonal + 1 ? previousX : previousX + 1) : 0
      while x > snakeStartX {
        x -= 1
        y -= 1
        reversed.append(.equal(old: x, new: y))
      }
      if distance > 0 {
        if previousDiagonal == diagonal + 1 {
          y -= 1
          reversed.append(.insert(y, before: x))
        } else {
          x -= 1
          reversed.append(.delete(x, before: y))
        }
      }
    }
    return reversed.reversed()
  }
}
