/// A finding for a person: something not understood, or a risk for the migration.
public struct Diagnostic: Sendable, Codable, Equatable, Hashable {
  /// How serious it is.
  public enum Severity: String, Sendable, Codable, Equatable, Hashable {
    /// Informational.
    case note
    /// Needs attention during migration.
    case warning
    /// Could not be processed.
    case error
  }

  /// File path relative to the analyzed root.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// Severity.
  public var severity: Severity
  /// What was found, for a person.
  public var message: String
  /// Stable identifier of the finding's kind, for grouping (`unreadable-file`, `unknown-type`, …).
  public var code: String

  /// Creates a diagnostic.
  public init(file: String, line: Int, column: Int = 1, severity: Severity, message: String, code: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.code = code
  }
}
