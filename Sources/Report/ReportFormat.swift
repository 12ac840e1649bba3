/// An output format of the report.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// GitHub-flavoured Markdown.
  case markdown
  /// One self-contained HTML file.
  case html
  /// Stable JSON.
  case json

  /// Renders `report` in this format.
  public func render(_ report: MigrationReport) throws -> String {
    switch self {
    case .markdown: MarkdownReportRenderer.render(report)
    case .html: HTMLReportRenderer.render(report)
    case .json: try JSONReportRenderer.render(report)
    }
  }
}
