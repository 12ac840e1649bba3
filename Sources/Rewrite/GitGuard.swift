import Foundation

/// What git says about one path the rewrite would touch.
public enum GitPathState: Sendable, Hashable {
  /// Tracked and unmodified, or absent (a file we create is fine).
  case clean
  /// Has uncommitted changes, is untracked, or is ignored; `code` is git's two-letter porcelain status (`" M"`, `"??"`, `"!!"`, …).
  case dirty(code: String)
  /// Not inside a git work tree; the caller proceeds without protection.
  case notInRepository
}

/// The git state of every checked path.
public struct GitCheck: Sendable, Hashable {
  /// One checked path and its state.
  public struct Entry: Sendable, Hashable {
    /// Normalized absolute path.
    public var path: String
    /// What git says about it.
    public var state: GitPathState
  }

  /// Every checked path, in the order given (duplicates removed).
  public var entries: [Entry]

  /// Paths with uncommitted, untracked or ignored contents that a write would clobber.
  public var dirtyPaths: [String] {
    entries.filter { if case .dirty = $0.state { return true } else { return false } }.map(\.path)
  }

  /// Paths outside any git work tree.
  public var pathsOutsideRepository: [String] { entries.filter { $0.state == .notInRepository }.map(\.path) }

  /// The state of `path`, if it was checked.
  public func state(of path: String) -> GitPathState? {
    let normalized = FilePath.normalized(path) ?? path
    return entries.first { $0.path == normalized }?.state
  }
}

/// Why a git check could not be made.
public struct GitGuardError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, with git's own message.
  public var message: String
  /// A readable explanation.
  public var description: String { message }
}

/// Finds which files a rewrite would touch have uncommitted changes, via `git status --porcelain -z`.
public struct GitGuard: Sendable {
  /// Path of the git executable; `nil` searches `PATH`.
  public var gitExecutable: String?

  /// A guard using `gitExecutable` (default: `git` found in `PATH`).
  public init(gitExecutable: String? = nil) {
    self.gitExecutable = gitExecutable
  }

  /// The git state of each absolute path: missing files are clean; existing ones are dirty when modified, staged,
  /// untracked or ignored. Throws when git is needed but missing or fails (never guesses "clean").
  public func check(_ paths: [String]) throws -> GitCheck {
    var order: [String] = []
    var seen: Set<String> = []
    var states: [String: GitPathState] = [:]
    var topLevels: [String: String?] = [:]
    var pending: [String: [(path: String, relative: String)]] = [:]
    for original in paths {
      guard let path = FilePath.normalized(original) else { throw RewriteError.relativePath(original) }
      guard seen.insert(path).inserted else { continue }
      order.append(path)
      guard (try LocalFileSystem().status(of: path)) != nil else {
        states[path] = .clean
        continue
      }
      let directory = try LocalFileSystem().resolvingSymbolicLinks(FilePath.parent(of: path))
      let topLevel: String?
      if let known = topLevels[directory] {
        topLevel = known
      } else {
        topLevel = try workTreeRoot(containing: directory)
        topLevels[directory] = topLevel
      }
      guard let topLevel else {
        states[path] = .notInRepository
        continue
      }
      let real = directory + "/" + FilePath.name(of: path)
      pending[topLevel, default: []].append((path, FilePath.relative(real, to: topLevel)))
    }
    for (topLevel, entries) in pending {
      let codes = try statusCodes(in: topLevel, for: entries.map(\.relative))
      for entry in entries {
        states[entry.path] = codes[entry.relative].map { .dirty(code: $0) } ?? .clean
      }
    }
    return GitCheck(entries: order.map { GitCheck.Entry(path: $0, state: states[$0] ?? .clean) })
  }

  private func workTreeRoot(containing directory: String) throws -> String? {
    guard let git = resolvedExecutable() else {
      if hasGitDirectory(above: directory) {
        throw GitGuardError(message: "\(directory) is in a git repository but git was not found in PATH")
      }
      return nil
    }
    let result = try run(git, ["-C", directory, "rev-parse", "--show-toplevel"])
    if result.status == 0 {
      return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
    if result.error.contains("not a git repository") { return nil }
    throw GitGuardError(message: "git rev-parse failed in \(directory): \(result.error)")
  }

  private func statusCodes(in topLevel: String, for relativePaths: [String]) throws -> [String: String] {
    guard let git = resolvedExecutable() else { throw GitGuardError(message: "git was not found in PATH") }
    let pathspecs = relativePaths.map { ":(literal)" + $0 }
    let result = try run(
      git,
      ["-C", topLevel, "status", "--porcelain", "-z", "--untracked-files=all", "--ignored=matching", "--"] + pathspecs)
    guard result.status == 0 else {
      throw GitGuardError(message: "git status failed in \(topLevel): \(result.error)")
    }
    var codes: [String: String] = [:]
    let fields = result.output.split(separator: 0, omittingEmptySubsequences: true)
    var index = 0
    while index < fields.count {
      let field = fields[index]
      index += 1
      guard field.count > 3 else { continue }
      let code = String(decoding: field.prefix(2), as: UTF8.self)
      codes[String(decoding: field.dropFirst(3), as: UTF8.self)] = code
      if code.contains("R") || code.contains("C") { index += 1 }
    }
    return codes
  }

  private func resolvedExecutable() -> String? {
    if let gitExecutable { return gitExecutable }
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = "\(directory)/git"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  private func hasGitDirectory(above directory: String) -> Bool {
    var current = directory
    while true {
      if FileManager.default.fileExists(atPath: current + "/.git") { return true }
      if current == "/" { return false }
      current = FilePath.parent(of: current)
    }
  }

  private func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: [UInt8], error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { throw GitGuardError(message: "could not run \(executable): \(error)") }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return (process.terminationStatus, Array(outputData), message)
  }
}
