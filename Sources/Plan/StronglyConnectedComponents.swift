import Foundation

/// Tarjan's strongly connected components over an adjacency list, iterative (no recursion depth limit).
enum StronglyConnectedComponents {
  /// Components in reverse topological order: every component comes after the components it has edges to.
  /// Members of each component are sorted ascending.
  static func find(successors: [[Int]]) -> [[Int]] {
    let count = successors.count
    var index = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var nextIndex = 0
    // Call frames: (node, position of the next successor to visit).
    var frames: [(node: Int, next: Int)] = []

    for root in 0..<count where index[root] < 0 {
      frames.append((root, 0))
      index[root] = nextIndex
      lowLink[root] = nextIndex
      nextIndex += 1
      stack.append(root)
      onStack[root] = true

      while let frame = frames.last {
        let node = frame.node
        if frame.next < successors[node].count {
          frames[frames.count - 1].next += 1
          let successor = successors[node][frame.next]
          if index[successor] < 0 {
            index[successor] = nextIndex
            lowLink[successor] = nextIndex
            nextIndex += 1
            stack.append(successor)
            onStack[successor] = true
            frames.append((successor, 0))
          } else if onStack[successor] {
            lowLink[node] = min(lowLink[node], index[successor])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        if lowLink[node] == index[node] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            component.append(member)
            if member == node { break }
          }
          components.append(component.sorted())
        }
      }
    }
    return components
  }
}
