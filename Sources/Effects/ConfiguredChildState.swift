import Analysis

/// A child's State built in a local and set up before it is presented (`let c = XFeature.State()`, then
/// `c.query = code`) is a value, not an object: the local is declared `var`.
enum ConfiguredChildState {
  /// `body` with `let` turned into `var` for each local child State a later line changes.
  static func declaringMutatedLocals(_ body: [String]) -> [String] {
    var lines = body
    for (index, line) in body.enumerated() {
      let indent = LineText.indentation(of: line)
      let text = line.dropFirst(indent.count)
      guard text.hasPrefix("let ") else { continue }
      let name = LineText.identifierPrefix(text.dropFirst(4))
      let rest = text.dropFirst(4 + name.count)
      guard !name.isEmpty, rest.hasPrefix(" = ") else { continue }
      let type = LineText.identifierPrefix(rest.dropFirst(3))
      guard !type.isEmpty, rest.dropFirst(3 + type.count).hasPrefix(".State(") else { continue }
      if body[(index + 1)...].contains(where: { changes(String(name), in: $0) }) {
        lines[index] = indent + "var " + text.dropFirst(4)
      }
    }
    return lines
  }

  /// Whether `line` assigns to a member of `name` or calls a mutating collection method on one.
  static func changes(_ name: String, in line: String) -> Bool {
    let text = LineText.unindented(line)
    guard text.hasPrefix(name + ".") else { return false }
    var rest = text.dropFirst(name.count)
    while rest.hasPrefix(".") {
      let member = LineText.identifierPrefix(rest.dropFirst())
      guard !member.isEmpty else { return false }
      if ["append", "insert", "remove", "removeAll", "toggle"].contains(member) { return true }
      rest = rest.dropFirst(1 + member.count)
    }
    return [" = ", " += ", " -= "].contains { rest.hasPrefix($0) }
  }
}
