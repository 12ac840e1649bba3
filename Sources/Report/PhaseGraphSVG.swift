/// Draws a `PhaseGraphLayout` as inline SVG (no scripts, no external resources); nodes link to their sections.
enum PhaseGraphSVG {
  static func render(_ layout: PhaseGraphLayout) -> String {
    var out = "<svg class=\"phase-graph\" viewBox=\"0 0 \(layout.width) \(layout.height)\" width=\"\(layout.width)\""
    out += " height=\"\(layout.height)\" role=\"img\" aria-label=\"Migration phases: features by phase,"
    out += " arrows from parent to child\">\n"
    out += "<defs>\n"
    out += marker(id: "arrow", cssClass: "arrow")
    out += marker(id: "arrow-cycle", cssClass: "arrow cycle")
    out += "</defs>\n"
    for column in layout.columns {
      out += "<text class=\"column-title\" x=\"\(column.x)\" y=\"\(PhaseGraphLayout.margin + 14)\">"
      out += TextEscaping.html(column.title) + "</text>\n"
    }
    for edge in layout.edges {
      let cssClass = edge.inCycle ? "edge cycle" : "edge"
      let marker = edge.inCycle ? "arrow-cycle" : "arrow"
      out += "<path class=\"\(cssClass)\" d=\"\(edge.path)\" marker-end=\"url(#\(marker))\">"
      out += "<title>\(TextEscaping.html(edge.parent + " → " + edge.child))</title></path>\n"
    }
    for node in layout.nodes {
      let cssClass = node.inCycle ? "node cycle" : "node"
      out += "<a href=\"#\(TextEscaping.html(node.anchor))\" class=\"\(cssClass)\">"
      out += "<title>\(TextEscaping.html(node.name))</title>"
      out += "<rect x=\"\(node.x)\" y=\"\(node.y)\" width=\"\(node.width)\" height=\"\(PhaseGraphLayout.nodeHeight)\""
      out += " rx=\"6\"/>"
      out += "<text x=\"\(node.x + 10)\" y=\"\(node.y + PhaseGraphLayout.nodeHeight / 2 + 5)\">"
      out += TextEscaping.html(node.label) + "</text></a>\n"
    }
    out += "</svg>"
    return out
  }

  private static func marker(id: String, cssClass: String) -> String {
    "<marker id=\"\(id)\" class=\"\(cssClass)\" viewBox=\"0 0 8 8\" refX=\"7\" refY=\"4\" markerWidth=\"8\""
      + " markerHeight=\"8\" orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\"/></marker>\n"
  }
}
