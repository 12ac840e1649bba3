/// A layered drawing of the feature graph: one column per phase (leaves on the left), nodes ordered in
/// each column to keep edges short (barycenter sweeps), sizes in SVG user units.
struct PhaseGraphLayout: Equatable {
  /// A positioned node.
  struct Node: Equatable {
    var name: String
    var label: String
    var anchor: String
    var inCycle: Bool
    var column: Int
    var x: Int
    var y: Int
    var width: Int
  }

  /// A column and its heading.
  struct Column: Equatable {
    var title: String
    var x: Int
    var width: Int
  }

  /// A positioned edge: an SVG path from the parent to the child.
  struct Edge: Equatable {
    var parent: String
    var child: String
    var inCycle: Bool
    var path: String
  }

  static let nodeHeight = 28
  static let rowGap = 12
  static let columnGap = 90
  static let headerHeight = 36
  static let margin = 16
  static let maximumLabel = 34

  var columns: [Column]
  var nodes: [Node]
  var edges: [Edge]
  var width: Int
  var height: Int

  /// Lays out `graph`; `phasePoints` adds effort to the column headings.
  init(_ graph: ReportGraph, phasePoints: [Int: Int] = [:]) {
    let phases = Array(Set(graph.nodes.compactMap(\.phase))).sorted()
    var columnOfPhase: [Int: Int] = [:]
    for (index, phase) in phases.enumerated() { columnOfPhase[phase] = index }
    let unplannedColumn = phases.count
    let hasUnplanned = graph.nodes.contains { $0.phase == nil }
    let columnCount = phases.count + (hasUnplanned ? 1 : 0)

    var members = Array(repeating: [Int](), count: columnCount)
    var indexOf: [String: Int] = [:]
    for (index, node) in graph.nodes.enumerated() where indexOf[node.name] == nil {
      let column = node.phase.flatMap { columnOfPhase[$0] } ?? unplannedColumn
      members[column].append(index)
      indexOf[node.name] = index
    }
    var neighbours = Array(repeating: [Int](), count: graph.nodes.count)
    for edge in graph.edges {
      guard let parent = indexOf[edge.parent], let child = indexOf[edge.child], parent != child else { continue }
      neighbours[parent].append(child)
      neighbours[child].append(parent)
    }
    members = Self.order(members, neighbours: neighbours)

    var columns: [Column] = []
    var x = Self.margin
    var nodes: [Node] = []
    var position: [String: Int] = [:]
    var height = 0
    for (column, indices) in members.enumerated() {
      let labels = indices.map { Self.label(graph.nodes[$0].name) }
      let width = min(300, max(130, (labels.map(\.count).max() ?? 0) * 7 + 24))
      let title: String
      if column < phases.count {
        let phase = phases[column]
        title = "Phase \(phase)" + (phasePoints[phase].map { " · \($0) pts" } ?? "")
      } else {
        title = phases.isEmpty ? "Features" : "Not planned"
      }
      columns.append(Column(title: title, x: x, width: width))
      for (row, index) in indices.enumerated() {
        let node = graph.nodes[index]
        let y = Self.margin + Self.headerHeight + row * (Self.nodeHeight + Self.rowGap)
        position[node.name] = nodes.count
        nodes.append(
          Node(
            name: node.name, label: labels[row], anchor: node.anchor, inCycle: node.inCycle, column: column, x: x, y: y,
            width: width))
        height = max(height, y + Self.nodeHeight)
      }
      x += width + Self.columnGap
    }
    self.columns = columns
    self.nodes = nodes
    self.edges = graph.edges.compactMap { edge in
      guard let parent = position[edge.parent], let child = position[edge.child] else { return nil }
      return Edge(
        parent: edge.parent, child: edge.child, inCycle: edge.inCycle,
        path: Self.path(from: nodes[parent], to: nodes[child]))
    }
    self.width = max(x - Self.columnGap + Self.margin + 40, 200)
    self.height = max(height, Self.margin + Self.headerHeight) + Self.margin
  }

  /// Orders each column by the mean row of its neighbours: a sweep left to right, then right to left, twice.
  private static func order(_ initial: [[Int]], neighbours: [[Int]]) -> [[Int]] {
    var members = initial
    guard members.count > 1 else { return members }
    var row = [Int: Int]()
    func index(_ columns: [[Int]]) {
      for column in columns { for (position, node) in column.enumerated() { row[node] = position } }
    }
    index(members)
    let sweeps = Array(1..<members.count) + Array((0..<(members.count - 1)).reversed())
    for _ in 0..<2 {
      for column in sweeps {
        let keyed = members[column].enumerated().map { offset, node -> (Double, Int, Int) in
          let rows = neighbours[node].compactMap { row[$0] }
          let center = rows.isEmpty ? Double(offset) : Double(rows.reduce(0, +)) / Double(rows.count)
          return (center, offset, node)
        }
        members[column] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
        for (position, node) in members[column].enumerated() { row[node] = position }
      }
    }
    return members
  }

  /// The name, shortened with `…` past `maximumLabel` characters.
  static func label(_ name: String) -> String {
    name.count <= maximumLabel ? name : String(name.prefix(maximumLabel - 1)) + "…"
  }

  /// A cubic curve between facing sides; within one column, an arc on the right side.
  private static func path(from parent: Node, to child: Node) -> String {
    let parentMid = parent.y + nodeHeight / 2
    let childMid = child.y + nodeHeight / 2
    if parent.column == child.column {
      let side = parent.x + parent.width
      let bulge = side + 30 + min(60, abs(parentMid - childMid) / 8)
      return "M\(side),\(parentMid) C\(bulge),\(parentMid) \(bulge),\(childMid) \(side + 6),\(childMid)"
    }
    let leftward = parent.column > child.column
    let startX = leftward ? parent.x : parent.x + parent.width
    let endX = leftward ? child.x + child.width + 6 : child.x - 6
    let control = (startX + endX) / 2
    return "M\(startX),\(parentMid) C\(control),\(parentMid) \(control),\(childMid) \(endX),\(childMid)"
  }
}
