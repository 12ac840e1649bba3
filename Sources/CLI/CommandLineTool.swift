import Foundation

/// The `tca-migrate` command line: parses arguments and dispatches to a verb.
public enum CommandLineTool {
  /// Every verb the tool knows, in the order `--help` lists them.
  static var verbs: [any Verb.Type] {
    [
      AnalyzeCommand.self, PlanCommand.self, ReportCommand.self, GenerateCommand.self, ApplyCommand.self,
      TokensCommand.self,
    ]
  }

  /// Verbs for other programs (the SwiftPM plugins), not listed by `--help`.
  static var hiddenVerbs: [any Verb.Type] { [PluginCommand.self] }

  /// Runs the tool on `arguments` (without the program name) and returns what it would print.
  public static func run(_ arguments: [String]) -> CommandResult {
    var (result, verb) = execute(arguments)
    do {
      result.output = .text(try result.output.collected())
    } catch {
      return failure(verb, error)
    }
    return result
  }

  /// Runs the tool with the process arguments, prints its output and exits with its code.
  public static func main() {
    var (result, verb) = execute(Array(CommandLine.arguments.dropFirst()))
    do {
      // The output can be tens of MB: written piece by piece from the writer's own bytes, not a copy.
      try result.output.write { bytes in
        guard let base = bytes.baseAddress else { return }
        let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
        FileHandle.standardOutput.write(data)
      }
    } catch {
      result = failure(verb, error)
    }
    FileHandle.standardError.write(Data(result.stderr.utf8))
    exit(result.exitCode)
  }

  /// Runs the verb `arguments` name; returns its result (its output maybe still to be streamed) and that verb's
  /// name, if it is one.
  static func execute(_ arguments: [String]) -> (CommandResult, String) {
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
      return (CommandResult(exitCode: arguments.isEmpty ? 2 : 0, stdout: usage, stderr: ""), "")
    }
    guard let verb = (verbs + hiddenVerbs).first(where: { $0.name == first }) else {
      return (CommandResult(exitCode: 2, stdout: "", stderr: "tca-migrate: unknown verb '\(first)'\n\n\(usage)"), "")
    }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: verb.options)
      if parsed.flags.contains("help") {
        return (CommandResult(exitCode: 0, stdout: verb.usage + "\n", stderr: ""), verb.name)
      }
      return (try verb.run(parsed), verb.name)
    } catch let error as ToolError {
      return (error.result(verb: verb.name), verb.name)
    } catch {
      return (failure(verb.name, error), verb.name)
    }
  }

  /// The result of verb `name` failing with `error`.
  private static func failure(_ name: String, _ error: any Error) -> CommandResult {
    CommandResult(exitCode: 1, stdout: "", stderr: "tca-migrate \(name): \(error)\n")
  }

  static var usage: String {
    var text = "usage: tca-migrate VERB [OPTIONS]\n\nverbs:\n"
    for verb in verbs { text += "  \(verb.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(verb.summary)\n" }
    text +=
      "\nRun `tca-migrate VERB --help` for a verb's options. Exit codes: 0 ok, 1 findings or failure, 2 bad usage or input.\n"
    return text
  }
}
