import Foundation

/// `tca-migrate package-plugin`: what the SwiftPM command plugins run. It points a verb at the package, refuses
/// writes the plugin was not allowed, and sends the report to the plugin's work directory. Not listed in `--help`.
enum PluginCommand: Verb {
  static let name = "package-plugin"
  static let summary = "run a verb for the SwiftPM command plugin"
  static let usage = """
    usage: tca-migrate package-plugin --package DIR --work-dir DIR [--writable] -- VERB [OPTIONS]

    Runs VERB on the package folder unless a PATH is given (then the package's .tca-migrate.json applies
    when PATH has none). Without --writable, `apply` (unless --dry-run) and `plan --write` are refused.
    `report` without --output is written to --work-dir.
    """
  static let options = OptionSpec(valued: ["package", "work-dir"], flags: ["writable"])

  /// The plugin that may write into the package, named in refusals.
  static let writingPluginVerb = "tca-migrate-write"
  /// The plugin that only reads.
  static let readingPluginVerb = "tca-migrate"

  /// What `swift package tca-migrate --help` prints.
  static var pluginUsage: String {
    var text = """
      usage: swift package \(readingPluginVerb) VERB [PATH] [OPTIONS]
             swift package \(writingPluginVerb) (apply | plan --write) [PATH] [OPTIONS]

      Runs tca-migrate on this package, or on PATH (relative to the package). `report` is written to the plugin's
      work directory (.build/plugins/TCAMigratePlugin/outputs/) unless --output FILE says otherwise.
      `apply` and `plan --write` write into the package: run them with \(writingPluginVerb), which asks for
      permission (or pass --allow-writing-to-package-directory after `swift package`).

      verbs:

      """
    for verb in CommandLineTool.verbs where verb.name != TokensCommand.name {
      text += "  \(verb.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(verb.summary)\n"
    }
    return text + "\nRun `swift package \(readingPluginVerb) VERB --help` for a verb's options.\n"
  }

  static func run(_ arguments: ParsedArguments) throws -> CommandResult {
    guard let package = arguments.values["package"], let workDirectory = arguments.values["work-dir"] else {
      throw ToolError.usage("--package DIR and --work-dir DIR are required")
    }
    if arguments.positionals.isEmpty || ["--help", "-h", "help"].contains(arguments.positionals[0]) {
      return CommandResult(exitCode: arguments.positionals.isEmpty ? 2 : 0, stdout: pluginUsage, stderr: "")
    }
    let invocation = try PluginInvocation.make(
      arguments.positionals, package: package, workDirectory: workDirectory,
      writable: arguments.flags.contains("writable"))
    if !invocation.writtenFiles.isEmpty {
      try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
    }
    var result = CommandLineTool.run(invocation.arguments)
    if result.exitCode == 0 {
      result.stdout += invocation.writtenFiles.map { "wrote \($0)\n" }.joined()
    }
    return result
  }
}

/// The tool's command line for one plugin invocation, and the files it writes that the user did not name.
struct PluginInvocation: Equatable {
  /// Arguments for `CommandLineTool.run`.
  var arguments: [String]
  /// Files written to the plugin's work directory (the default report).
  var writtenFiles: [String] = []

  /// Maps what the user typed after `swift package tca-migrate` to a tool command line for the package at
  /// `package`; throws a usage error for writes a read-only plugin may not do.
  static func make(
    _ userArguments: [String], package: String, workDirectory: String, writable: Bool
  ) throws -> PluginInvocation {
    guard let verbName = userArguments.first, !verbName.hasPrefix("-") else {
      return PluginInvocation(arguments: userArguments)
    }
    guard let verb = CommandLineTool.verbs.first(where: { $0.name == verbName }), verb.name != TokensCommand.name
    else { return PluginInvocation(arguments: userArguments) }
    var rest = Array(userArguments.dropFirst())
    let parsed = try ParsedArguments(rest, spec: verb.options)
    if parsed.flags.contains("help") { return PluginInvocation(arguments: userArguments) }
    if !writable {
      let writes =
        (verb.name == ApplyCommand.name && !parsed.flags.contains("dry-run"))
        || (verb.name == PlanCommand.name && parsed.flags.contains("write"))
        || (verb.name == ReportCommand.name
          && parsed.values["output"].map { isInside($0, package, butNot: workDirectory) } == true)
      if writes {
        let command = ([verb.name] + rest).joined(separator: " ")
        throw ToolError.usage(
          "`\(command)` writes into the package, which `swift package \(PluginCommand.readingPluginVerb)` may not do; run"
            + " `swift package \(PluginCommand.writingPluginVerb) \(command)` (it asks for permission to write to the package"
            + " directory; add --allow-writing-to-package-directory after `swift package` to grant it up front)")
      }
    }
    if let path = parsed.positionals.first {
      let folder = path.hasPrefix("/") ? path : (package as NSString).appendingPathComponent(path)
      let own = (folder as NSString).appendingPathComponent(MigrationConfig.fileName)
      let packageConfig = (package as NSString).appendingPathComponent(MigrationConfig.fileName)
      let manager = FileManager.default
      if parsed.values["config"] == nil, !manager.fileExists(atPath: own), manager.fileExists(atPath: packageConfig) {
        rest += ["--config", packageConfig]
      }
    } else {
      rest.insert(package, at: 0)
    }
    var written: [String] = []
    if verb.name == ReportCommand.name, parsed.values["output"] == nil {
      let format = parsed.values["format"] ?? "markdown"
      let file = (workDirectory as NSString).appendingPathComponent("tca-migrate-report." + extensionName(format))
      rest += ["--output", file]
      written.append(file)
    }
    return PluginInvocation(arguments: [verb.name] + rest, writtenFiles: written)
  }

  /// Whether `path` (relative to `folder`) is in `folder` and not in `excluded`.
  static func isInside(_ path: String, _ folder: String, butNot excluded: String) -> Bool {
    func absolute(_ path: String) -> String {
      let full = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
      return URL(fileURLWithPath: full).standardizedFileURL.path
    }
    let target = absolute(path)
    func within(_ root: String) -> Bool { target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    return within(absolute(folder)) && !within(absolute(excluded))
  }

  private static func extensionName(_ format: String) -> String {
    switch format {
    case "markdown": "md"
    case "html": "html"
    case "json": "json"
    default: "txt"
    }
  }
}
