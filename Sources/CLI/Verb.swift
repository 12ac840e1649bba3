/// One subcommand of the tool (`analyze`, `plan`, …).
protocol Verb: Sendable {
  /// The word on the command line.
  static var name: String { get }
  /// One line for the verb list.
  static var summary: String { get }
  /// The full usage text.
  static var usage: String { get }
  /// Which options take a value and which are flags.
  static var options: OptionSpec { get }
  /// Runs the verb.
  static func run(_ arguments: ParsedArguments) throws -> CommandResult
}

/// What running the tool produced: exit code and the text for stdout and stderr.
public struct CommandResult: Sendable, Equatable {
  /// 0 success, 1 findings or failure, 2 bad usage or input.
  public var exitCode: Int32
  /// Text for standard output (a streamed output is collected into one string for it).
  public var stdout: String {
    get { (try? output.collected()) ?? "" }
    set { output = .text(newValue) }
  }
  /// Text for standard error.
  public var stderr: String
  /// Standard output as the verb produced it.
  var output: CommandOutput

  /// Creates a result.
  public init(exitCode: Int32, stdout: String, stderr: String) {
    self.init(exitCode: exitCode, output: .text(stdout), stderr: stderr)
  }

  /// Creates a result whose standard output may be streamed.
  init(exitCode: Int32, output: CommandOutput, stderr: String) {
    self.exitCode = exitCode
    self.output = output
    self.stderr = stderr
  }

  public static func == (lhs: CommandResult, rhs: CommandResult) -> Bool {
    lhs.exitCode == rhs.exitCode && lhs.stderr == rhs.stderr && lhs.stdout == rhs.stdout
  }
}

/// An error a verb reports to the user, with its exit code.
enum ToolError: Error, Equatable {
  /// Bad usage or input (exit 2).
  case usage(String)
  /// A failure or refusal the user must act on (exit 1).
  case failure(String)

  /// A failed write: the writer's message, which says that nothing was written (added when it does not).
  static func writeFailed(_ prefix: String, _ error: any Error) -> ToolError {
    let message = "\(prefix)\(error)"
    return .failure(message.lowercased().contains("nothing was written") ? message : message + "; nothing was written")
  }

  func result(verb: String) -> CommandResult {
    switch self {
    case .usage(let message): CommandResult(exitCode: 2, stdout: "", stderr: "tca-migrate \(verb): \(message)\n")
    case .failure(let message): CommandResult(exitCode: 1, stdout: "", stderr: "tca-migrate \(verb): \(message)\n")
    }
  }
}
