import Lexer
import Outline

/// A file after lexing and outlining, with the problems found on the way.
struct ParsedFile: Sendable {
  /// Path relative to the root.
  let path: String
  /// Declarations, or nil when the file was skipped (binary).
  let outline: FileOutline?
  /// Findings for this file.
  let diagnostics: [Diagnostic]
  /// Number of lines.
  let lines: Int
  /// How its indented lines start, for the codebase's indentation unit.
  let indentation: IndentationStyle.Counts

  /// Lexes and outlines `input`, turning unreadable content into diagnostics.
  init(_ input: SourceInput) {
    path = input.path
    indentation = IndentationStyle.Counts(input.bytes)
    if input.bytes.contains(0) {
      outline = nil
      lines = 0
      diagnostics = [
        Diagnostic(
          file: input.path, line: 1, severity: .error, message: "file contains NUL bytes (binary?); skipped",
          code: "binary-file")
      ]
      return
    }
    let file = SourceFile(bytes: input.bytes)
    var findings: [Diagnostic] = []
    if !UTF8Validation.isValid(input.bytes) {
      findings.append(
        Diagnostic(
          file: input.path, line: 1, severity: .warning,
          message: "file is not valid UTF-8; invalid bytes were ignored", code: "invalid-utf8"))
    }
    for problem in file.diagnostics where problem.message != "invalid UTF-8" {
      let (line, column) = file.location(ofOffset: problem.offset)
      findings.append(
        Diagnostic(
          file: input.path, line: line, column: column, severity: .warning, message: problem.message, code: "lexer"))
    }
    let outline = FileOutline(file: file)
    let problems = StructureCheck.problems(in: outline.cursor)
    if let first = problems.first {
      let (line, column) = file.location(ofOffset: first.offset)
      let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
      findings.append(
        Diagnostic(
          file: input.path, line: line, column: column, severity: .warning,
          message: "\(first.message)\(more); declarations after it may be missed or misread",
          code: "unbalanced-structure"))
    }
    self.outline = outline
    diagnostics = findings
    lines = file.lineCount
  }
}
