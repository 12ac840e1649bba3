import Foundation

/// The `tca-migrate` command line: parses arguments and dispatches to a verb.
public enum CommandLineTool {
  /// Runs the tool with the process arguments and exits.
  public static func main() {
    FileHandle.standardError.write(Data("tca-migrate: no verbs yet\n".utf8))
    exit(2)
  }
}
