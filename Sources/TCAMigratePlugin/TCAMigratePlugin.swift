import Foundation
import PackagePlugin

/// `swift package tca-migrate VERB …`: runs a verb on this package; it may not write into the package.
///
/// Its twin `TCAMigrateWritePlugin` differs only in its permission and the `--writable` it passes (a plugin
/// declares permissions statically, and plugins cannot share a library); the logic is `tca-migrate package-plugin`.
@main
struct TCAMigratePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try context.tool(named: "tca-migrate").url
    process.arguments =
      [
        "package-plugin", "--package", context.package.directoryURL.path, "--work-dir",
        context.pluginWorkDirectoryURL.path, "--",
      ] + arguments
    // A relative PATH (`swift package tca-migrate report Sources/App`) is relative to the package.
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw PluginFailure(description: "tca-migrate exited with code \(process.terminationStatus)")
    }
  }
}

/// Why the plugin stopped (the tool's own messages are already on stderr).
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
}
