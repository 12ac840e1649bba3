/// The phase graph as a Mermaid flowchart that GitHub renders: one subgraph per phase, cycles in red.
enum MermaidGraph {
  /// Above this many nodes or edges the chart is left out (GitHub refuses or cannot lay out larger charts).
  static let maximumNodes = 150
  /// See `maximumNodes`.
  static let maximumEdges = 300

  /// Whether `graph` is small enough to draw.
  static func fits(_ graph: ReportGraph) -> Bool {
    graph.nodes.count <= maximumNodes && graph.edges.count <= maximumEdges
  }

  /// The fenced `mermaid` block, or nil when the graph is empty or too large.
  static func render(_ graph: ReportGraph) -> String? {
    guard !graph.nodes.isEmpty, fits(graph) else { return nil }
    var ids: [String: String] = [:]
    for (index, node) in graph.nodes.enumerated() { ids[node.name] = "f\(index)" }
    var lines = ["flowchart RL"]
    let phased = Dictionary(grouping: graph.nodes.filter { $0.phase != nil }) { $0.phase ?? 0 }
    for phase in phased.keys.sorted() {
      lines.append("  subgraph phase\(phase)[\"Phase \(phase)\"]")
      lines.append("    direction TB")
      for node in phased[phase] ?? [] { lines.append("    " + declaration(node, id: ids[node.name] ?? "")) }
      lines.append("  end")
    }
    for node in graph.nodes where node.phase == nil { lines.append("  " + declaration(node, id: ids[node.name] ?? "")) }
    var cycleLinks: [String] = []
    var linkIndex = 0
    for edge in graph.edges {
      guard let parent = ids[edge.parent], let child = ids[edge.child] else { continue }
      lines.append("  \(parent) --> \(child)")
      if edge.inCycle { cycleLinks.append(String(linkIndex)) }
      linkIndex += 1
    }
    let cycleNodes = graph.nodes.filter(\.inCycle).compactMap { ids[$0.name] }
    if !cycleNodes.isEmpty {
      lines.append("  classDef cycle fill:#fdecea,stroke:#c0392b,stroke-width:2px")
      lines.append("  class \(cycleNodes.joined(separator: ",")) cycle")
    }
    if !cycleLinks.isEmpty {
      lines.append("  linkStyle \(cycleLinks.joined(separator: ",")) stroke:#c0392b,stroke-width:2px")
    }
    return "```mermaid\n" + lines.joined(separator: "\n") + "\n```\n"
  }

  private static func declaration(_ node: GraphNode, id: String) -> String {
    "\(id)[\"\(TextEscaping.mermaid(node.name))\"]"
  }
}
