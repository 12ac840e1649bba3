import Analysis

/// A response case's pattern binds what the effect sends back as constants, but the work after the await may change
/// such a value (`results.relationships = relationships`, IceCubes' account search): the case copies it into a `var`
/// of the same name first.
enum MutatedBindings {
  /// `body` with `var name = name` first for each of `names` a line of it changes, unless the body declares that
  /// name itself.
  static func declaringVariables(_ names: [String], in body: [String]) -> [String] {
    let changed = names.filter { name in
      name != "_"
        && !body.contains { line in
          ["let ", "var "].contains { LineText.unindented(line).hasPrefix($0 + name + " ") }
        }
        && body.contains { line in
          ConfiguredChildState.changes(name, in: line)
            || [" = ", " += ", " -= "].contains { LineText.unindented(line).hasPrefix(name + $0) }
        }
    }
    return changed.map { "var \($0) = \($0)" } + body
  }
}
