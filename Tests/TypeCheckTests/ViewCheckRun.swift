import Foundation

/// Type-checks an app as it is and as migrated, against the stand-ins, and keeps the errors the migration added.
struct ViewCheckRun {
  /// One error, by file relative to the app root and message (lines move when a file is rewritten).
  struct Finding: Hashable, Comparable, CustomStringConvertible {
    /// The file, relative to the app root.
    var path: String
    /// The compiler's message.
    var message: String

    var description: String { "\(path): \(message)" }
    static func < (lhs: Finding, rhs: Finding) -> Bool { (lhs.path, lhs.message) < (rhs.path, rhs.message) }
  }

  /// Errors of the app as it is (the stand-ins' gaps, and code the fixture never compiled in Swift 6 mode).
  var original: [Finding]
  /// Errors of the migrated app.
  var migrated: [Finding]
  /// Errors the migrated app has beyond the original's, counted as a multiset, sorted.
  var added: [Finding]
  /// The added errors on a line a `TODO(tca-migrate)` comment names (it, or one of the two lines above the statement
  /// it continues, holds one): what the tool said it left, as opposed to code it broke silently.
  var flagged: [Finding]

  /// Writes the migrated tree of `app` under `directory` and type-checks both trees with `standIn`.
  init(app: MigratedApp, appRoot: URL, standIn: StandInLibrary, directory: URL) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: directory)
    for relative in app.migratedFiles {
      let url = directory.appendingPathComponent(relative)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let text = app.generated[relative] {
        try text.write(to: url, atomically: true, encoding: .utf8)
      } else {
        try fileManager.copyItem(at: appRoot.appendingPathComponent(relative), to: url)
      }
    }
    original = try Self.errors(of: app.appFiles, in: appRoot, module: app.moduleName, standIn: standIn).map(\.0)
    let located = try Self.errors(of: app.migratedFiles, in: directory, module: app.moduleName, standIn: standIn)
    migrated = located.map(\.0)
    var remaining = Dictionary(original.map { ($0, 1) }, uniquingKeysWith: +)
    var added: [Finding] = []
    var flagged: [Finding] = []
    for (finding, line) in located {
      if let count = remaining[finding], count > 0 {
        remaining[finding] = count - 1
      } else {
        added.append(finding)
        if Self.isNamedByTodo(line: line, in: app.generated[finding.path] ?? "") { flagged.append(finding) }
      }
    }
    self.added = added.sorted()
    self.flagged = flagged.sorted()
  }

  /// Whether a `TODO(tca-migrate)` is on 1-based `line` of `text` or on one of the two lines above the statement
  /// the line belongs to: a chained call's `.sink { … }` line continues the statement its receiver starts.
  static func isNamedByTodo(line: Int, in text: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return false }
    var first = line - 1
    while first > 0, lines[first].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(".") { first -= 1 }
    return (max(0, first - 2)..<line).contains { lines[$0].contains("TODO(tca-migrate)") }
  }

  /// The errors of type-checking `files` (relative to `root`) as one module in Swift 6 mode.
  private static func errors(of files: [String], in root: URL, module: String, standIn: StandInLibrary) throws
    -> [(Finding, Int)]
  {
    let paths = files.map { root.appendingPathComponent($0).path }
    let result = try ProcessRun.run(
      ProcessRun.swiftc,
      ["-typecheck", "-continue-building-after-errors", "-parse-as-library", "-module-name", module]
        + standIn.flags + paths + [AppleShims.foundationGaps.path])
    let prefix = root.path + "/"
    return CompilerDiagnostic.errors(in: result.output).map { error in
      let path = error.path.hasPrefix(prefix) ? String(error.path.dropFirst(prefix.count)) : error.path
      return (Finding(path: path, message: error.message), error.line)
    }
  }
}
