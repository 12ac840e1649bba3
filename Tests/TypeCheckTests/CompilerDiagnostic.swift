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

  /// The error diagnostics in `output`, in order.
  static func errors(in output: String) -> [CompilerDiagnostic] {
    output.split(separator: "\n").compactMap { line -> CompilerDiagnostic? in
      guard let marker = line.firstRange(of: ": error: ") else { return nil }
      let location = line[..<marker.lowerBound].split(separator: ":")
      guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else { return nil }
      return CompilerDiagnostic(
        path: location.dropLast(2).joined(separator: ":"), line: lineNumber,
        message: String(line[marker.upperBound...]))
    }
  }
}
