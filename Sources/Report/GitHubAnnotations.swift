import Analysis
import Foundation

/// Findings as GitHub Actions workflow commands (`::warning file=…,line=…,col=…::message`), which the runner shows
/// as annotations on the pull request.
public enum GitHubAnnotations {
  /// One command per finding; `base` is joined to each relative file, as the Xcode format does.
  public static func render(_ findings: [Finding], base: String) -> String {
    findings.map { finding in
      let path = finding.file.hasPrefix("/") ? finding.file : (base as NSString).appendingPathComponent(finding.file)
      let properties = [
        "file=" + escapeProperty(path), "line=\(finding.line)", "col=\(finding.column)",
        "title=" + escapeProperty("tca-migrate " + finding.ruleId),
      ]
      return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }.joined()
  }

  /// The command for a severity: `error`, `warning` or `notice`.
  static func command(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// A message: `%`, carriage return and line feed percent-encoded, as the Actions toolkit does.
  static func escapeData(_ text: String) -> String {
    escape(text, property: false)
  }

  /// A property value: also `:` and `,`, which would end the value.
  static func escapeProperty(_ text: String) -> String {
    escape(text, property: true)
  }

  private static func escape(_ text: String, property: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
