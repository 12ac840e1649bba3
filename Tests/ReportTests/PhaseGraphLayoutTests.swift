import Testing

@testable import Report

/// The layered layout: phases as columns, short edges, cycles kept in their column.
@Suite struct PhaseGraphLayoutTests {
  static func graph(_ phases: [String: Int], _ edges: [(String, String)], cycle: Set<String> = []) -> ReportGraph {
    ReportGraph(
      nodes: phases.keys.sorted().map {
        GraphNode(name: $0, anchor: "feature-" + $0, phase: phases[$0], inCycle: cycle.contains($0))
      },
      edges: edges.map { ReportEdge(parent: $0.0, child: $0.1, inCycle: cycle.contains($0.0) && cycle.contains($0.1)) }
        .sorted())
  }

  @Test func phasesBecomeColumnsLeftToRight() {
    let layout = PhaseGraphLayout(
      Self.graph(["A": 1, "B": 1, "P": 2, "R": 3], [("P", "A"), ("R", "P"), ("R", "B")]), phasePoints: [1: 5])
    #expect(layout.columns.map(\.title) == ["Phase 1 · 5 pts", "Phase 2", "Phase 3"])
    let x = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.name, $0.x) })
    #expect(x["A"] == x["B"])
    #expect((x["A"] ?? 0) < (x["P"] ?? 0))
    #expect((x["P"] ?? 0) < (x["R"] ?? 0))
    for node in layout.nodes {
      #expect(node.x + node.width <= layout.width)
      #expect(node.y + PhaseGraphLayout.nodeHeight <= layout.height)
    }
  }

  @Test func orderingRemovesAvoidableCrossings() {
    // Initial (alphabetical) order crosses: P→B above Q→A.
    let layout = PhaseGraphLayout(Self.graph(["A": 1, "B": 1, "P": 2, "Q": 2], [("P", "B"), ("Q", "A")]))
    let y = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.name, $0.y) })
    #expect(((y["P"] ?? 0) < (y["Q"] ?? 0)) == ((y["B"] ?? 0) < (y["A"] ?? 0)))
  }

  @Test func cycleEdgesStayInTheirColumnAndAreMarked() {
    let layout = PhaseGraphLayout(
      Self.graph(["C": 2, "D": 2, "L": 1], [("C", "D"), ("D", "C"), ("C", "L")], cycle: ["C", "D"]))
    let cycleEdges = layout.edges.filter(\.inCycle)
    #expect(cycleEdges.count == 2)
    #expect(layout.nodes.filter(\.inCycle).map(\.name).sorted() == ["C", "D"])
    let svg = PhaseGraphSVG.render(layout)
    #expect(svg.components(separatedBy: "class=\"edge cycle\"").count == 3)
    #expect(svg.components(separatedBy: "class=\"node cycle\"").count == 3)
  }

  @Test func longNamesAreShortenedButKeptInTheTooltip() {
    let name = String(repeating: "Long", count: 20) + "Feature"
    let layout = PhaseGraphLayout(Self.graph([name: 1], []))
    #expect(layout.nodes[0].label.count == PhaseGraphLayout.maximumLabel)
    #expect(PhaseGraphSVG.render(layout).contains("<title>\(name)</title>"))
  }

  @Test func unplannedGraphGetsOneColumn() {
    let graph = ReportGraph(nodes: [GraphNode(name: "A", anchor: "a", phase: nil)])
    #expect(PhaseGraphLayout(graph).columns.map(\.title) == ["Features"])
  }
}

/// The Mermaid chart in Markdown: drawn for small graphs, replaced by a note for large ones.
@Suite struct MermaidGraphTests {
  static func chain(_ count: Int) -> ReportGraph {
    let names = (0..<count).map { "F\($0)" }
    return ReportGraph(
      nodes: names.enumerated().map { GraphNode(name: $1, anchor: "feature-f\($0)", phase: $0 % 4 + 1) },
      edges: zip(names.dropFirst(), names).map { ReportEdge(parent: $0, child: $1) })
  }

  @Test(arguments: [1, 40, MermaidGraph.maximumNodes])
  func smallGraphsAreDrawn(count: Int) throws {
    let chart = try #require(MermaidGraph.render(Self.chain(count)))
    #expect(chart.hasPrefix("```mermaid\nflowchart RL\n"))
    #expect(chart.components(separatedBy: " --> ").count == count)
    #expect(chart.components(separatedBy: "subgraph ").count - 1 == min(count, 4))
  }

  @Test func largeGraphsGetANoteInstead() {
    let graph = Self.chain(MermaidGraph.maximumNodes + 1)
    #expect(MermaidGraph.render(graph) == nil)
    let report = MigrationReport(
      title: "big", summary: ReportBuilder.build(ReportInput(title: "big", analysis: .init())).summary, graph: graph)
    let markdown = MarkdownReportRenderer.render(report)
    #expect(!markdown.contains("```mermaid"))
    #expect(markdown.contains("too many to draw here"))
    #expect(
      HTMLReportRenderer.render(report).components(separatedBy: "<a href=\"#feature-f").count - 1 == graph.nodes.count)
  }
}
