import Report

/// What the tool says about itself in machine-read output (SARIF's `tool.driver`).
enum ToolInfo {
  /// The tool's name.
  static let name = "tca-migrate"
  /// The tool's version.
  static let version = "0.1.0"
  /// The project's home page.
  static let homepage = "https://github.com/tca-migrate/tca-migrate"

  /// The SARIF driver: rule help links point at the guides on the default branch.
  static var sarif: SARIFTool {
    SARIFTool(name: name, version: version, informationUri: homepage, helpBaseUri: homepage + "/blob/main/")
  }
}
