/// Which long options a verb accepts: those taking a value and boolean flags.
struct OptionSpec: Sendable {
  /// Options followed by a value (`--format json`), without the dashes.
  var valued: Set<String>
  /// Boolean flags (`--dry-run`), without the dashes.
  var flags: Set<String>

  init(valued: Set<String> = [], flags: Set<String> = []) {
    self.valued = valued
    self.flags = flags.union(["help"])
  }
}

/// Command-line arguments split into positionals, valued options and flags.
struct ParsedArguments: Sendable, Equatable {
  /// Arguments that are not options, in order.
  var positionals: [String] = []
  /// `--name value` or `--name=value` pairs; the last one wins.
  var values: [String: String] = [:]
  /// Flags that were given.
  var flags: Set<String> = []

  init(_ arguments: [String], spec: OptionSpec) throws {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("--") || argument == "-" || argument == "--" {
        if argument == "--" && !onlyPositionals {
          onlyPositionals = true
          continue
        }
        positionals.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if spec.flags.contains(name) {
        guard inlineValue == nil else { throw ToolError.usage("--\(name) takes no value") }
        flags.insert(name)
      } else if spec.valued.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else {
          guard index < arguments.count else { throw ToolError.usage("--\(name) needs a value") }
          values[name] = arguments[index]
          index += 1
        }
      } else {
        throw ToolError.usage("unknown option --\(name)")
      }
    }
  }

  /// The one positional PATH argument, or a usage error.
  func singlePath() throws -> String {
    guard positionals.count == 1 else {
      throw ToolError.usage(positionals.isEmpty ? "missing PATH" : "expected one PATH, got \(positionals.count)")
    }
    return positionals[0]
  }

  /// The value of `--name` restricted to `allowed`, or `defaultValue`.
  func choice(_ name: String, allowed: [String], default defaultValue: String) throws -> String {
    guard let value = values[name] else { return defaultValue }
    guard allowed.contains(value) else {
      throw ToolError.usage("--\(name) must be one of \(allowed.joined(separator: ", ")), got '\(value)'")
    }
    return value
  }
}
