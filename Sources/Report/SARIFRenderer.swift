import Analysis
import Foundation

/// The tool as SARIF names it: what `runs[0].tool.driver` says, and where rule help pages live.
public struct SARIFTool: Sendable, Equatable {
  /// The tool's name.
  public var name: String
  /// Its version.
  public var version: String
  /// Its home page (an absolute URI).
  public var informationUri: String
  /// The URI rule help paths (`MigrationGuides/AsyncEffects.md`) are relative to, ending in `/`.
  public var helpBaseUri: String

  /// Creates a tool description.
  public init(name: String, version: String, informationUri: String, helpBaseUri: String) {
    self.name = name
    self.version = version
    self.informationUri = informationUri
    self.helpBaseUri = helpBaseUri
  }
}

/// Findings as a SARIF 2.1.0 log, the format GitHub code scanning uploads.
public enum SARIFRenderer {
  /// The schema the log declares.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The `uriBaseId` every result's file is relative to: the analyzed PATH.
  public static let rootBaseId = "PATH"

  /// One run whose rules are every known kind plus any other kind used, and one result per finding; `rootURI`
  /// (a `file://` URI ending in `/`) says where `PATH` is, when known.
  public static func render(_ findings: [Finding], tool: SARIFTool, rootURI: String?) throws -> String {
    var rules = FindingRules.all
    for id in findings.map(\.ruleId) where !rules.contains(where: { $0.id == id }) {
      rules.append(FindingRules.rule(id))
    }
    let index = Dictionary(rules.enumerated().map { ($1.id, $0) }) { first, _ in first }
    let log = Log(
      schema: schema, version: "2.1.0",
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: tool.name, version: tool.version, informationUri: tool.informationUri,
              rules: rules.map { rule in
                Rule(
                  id: rule.id, shortDescription: Text(text: rule.summary),
                  fullDescription: Text(text: rule.description), helpUri: tool.helpBaseUri + rule.helpPath,
                  defaultConfiguration: Configuration(level: level(rule.defaultSeverity)))
              })),
          originalUriBaseIds: rootURI.map { [rootBaseId: ArtifactLocation(uri: $0, uriBaseId: nil)] },
          results: findings.map { finding in
            ResultObject(
              ruleId: finding.ruleId, ruleIndex: index[finding.ruleId] ?? 0, level: level(finding.severity),
              message: Text(text: finding.message),
              locations: [
                Location(
                  physicalLocation: PhysicalLocation(
                    artifactLocation: artifactLocation(finding.file),
                    region: Region(startLine: max(finding.line, 1), startColumn: max(finding.column, 1))))
              ])
          })
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
  }

  /// SARIF's `level` for a severity.
  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A relative path under `PATH`, percent-encoded; an absolute path as a `file://` URI of its own.
  static func artifactLocation(_ file: String) -> ArtifactLocation {
    if file.hasPrefix("/") { return ArtifactLocation(uri: URL(fileURLWithPath: file).absoluteString, uriBaseId: nil) }
    return ArtifactLocation(uri: percentEncoded(file), uriBaseId: rootBaseId)
  }

  /// `Game Screens/A.swift` → `Game%20Screens/A.swift`: every byte outside RFC 3986's unreserved set and `/`.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      let unreserved =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-._~/".unicodeScalars.contains(scalar)
      if unreserved {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]?
    var results: [ResultObject]
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var shortDescription: Text
    var fullDescription: Text
    var helpUri: String
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable { var level: String }

  struct Text: Encodable { var text: String }

  struct ResultObject: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
  }

  struct Location: Encodable { var physicalLocation: PhysicalLocation }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable, Equatable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
