import Foundation
import PackagePlugin

/// `swift package tca-migrate-write VERB …`: runs a verb on this package with permission to write into it, for
/// `apply` and `plan --write`. The same as `TCAMigratePlugin` but for the permission and `--writable`.
@main
struct TCAMigrateWritePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try context.tool(named: "tca-migrate").url
    process.arguments =
      [
        "package-plugin", "--package", context.package.directoryURL.path, "--work-dir",
        context.pluginWorkDirectoryURL.path, "--writable", "--",
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
