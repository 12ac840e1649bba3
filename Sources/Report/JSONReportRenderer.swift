import Foundation

/// Renders a report as stable JSON: sorted keys, two-space pretty printing, arrays in report order.
public enum JSONReportRenderer {
  /// The JSON text of `report`, ending with a newline.
  public static func render(_ report: MigrationReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }
}
