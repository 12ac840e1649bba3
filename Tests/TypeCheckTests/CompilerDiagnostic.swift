import Foundation

/// One `path:line:column: error: message` line of the compiler's output.
struct CompilerDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The file the diagnostic names, as the compiler printed it.
  var path: String
  /// 1-based line.
  var line: Int
  /// The message after `error: `.
  var message: String

  var description: String { "\((path as NSString).lastPathComponent):\(line): \(message)" }

  /// The error diagnostics in `output`, in order; an error inside a macro expansion is placed at the macro's use.
  static func errors(in output: String) -> [CompilerDiagnostic] { diagnostics(in: output, marker: ": error: ") }

  /// The warning diagnostics in `output`, in order, placed as errors are.
  static func warnings(in output: String) -> [CompilerDiagnostic] { diagnostics(in: output, marker: ": warning: ") }

  private static func diagnostics(in output: String, marker: String) -> [CompilerDiagnostic] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [CompilerDiagnostic] = []
    for (index, line) in lines.enumerated() {
      guard var diagnostic = parse(line, marker: marker) else { continue }
      if !diagnostic.path.hasPrefix("/") {
        let use = lines[(index + 1)...].prefix(4).lazy.compactMap {
          parse($0, marker: ": note: expanded code originates here")
        }
        .first { $0.path.hasPrefix("/") }
        if let use {
          diagnostic.message = "\(diagnostic.message) (in a macro expansion)"
          diagnostic.path = use.path
          diagnostic.line = use.line
        }
      }
      result.append(diagnostic)
    }
    return result
  }

  private static func parse(_ line: Substring, marker: String) -> CompilerDiagnostic? {
    guard let range = line.firstRange(of: marker) else { return nil }
    let head = line[..<range.lowerBound].drop { $0 == " " || $0 == "`" || $0 == "-" || $0 == "|" }
    let location = head.split(separator: ":")
    guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else { return nil }
    return CompilerDiagnostic(
      path: location.dropLast(2).joined(separator: ":"), line: lineNumber,
      message: String(line[range.upperBound...]))
  }
}
