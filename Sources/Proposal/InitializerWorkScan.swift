import Analysis

/// Reads an initializer line by line: which lines are work rather than property setup.
struct InitializerWorkScan {
  /// Whether each of `lines` is work; a statement wrapped over several lines (`self.x =` with its value on the
  /// next, `?? y` on its own) is read whole and its lines share the verdict.
  static func verdicts(_ lines: [String], seeds: ServiceSeeds, children: Set<String>) -> [Bool] {
    var scan = InitializerWorkScan(seeds: seeds, children: children)
    var statements: [(range: Range<Int>, text: String)] = []
    var start = 0
    while start < lines.count {
      var end = start + 1
      while end < lines.count, continues(lines[end - 1], with: lines[end]) { end += 1 }
      statements.append((start..<end, lines[start..<end].map { String(LineText.trimmed($0)) }.joined(separator: " ")))
      start = end
    }
    let setup = childLocals(statements.map(\.text), children: children)
    var result: [Bool] = []
    for (index, statement) in statements.enumerated() {
      // Still read: it keeps the brace depth and the locals.
      let verdict = scan.isWork(statement.text) && !setup.contains(index)
      result += Array(repeating: verdict, count: statement.range.count)
    }
    return result
  }

  /// The statements building a child into a local and assigning it (`let child = Child(…)`, `self.child = child`)
  /// with nothing configuring the local in between: `StateInitializerRule` builds the child from them.
  private static func childLocals(_ statements: [String], children: Set<String>) -> Set<Int> {
    guard !children.isEmpty else { return [] }
    // Only top-level statements, as `StateInitializerRule` reads them.
    var depth = 0
    var topLevel: [Bool] = []
    for statement in statements {
      topLevel.append(depth == 0)
      for byte in statement.utf8 { depth += byte == 0x7B ? 1 : byte == 0x7D ? -1 : 0 }
    }
    var result: Set<Int> = []
    for (index, statement) in statements.enumerated() where topLevel[index] && statement.hasPrefix("let ") {
      let name = String(LineText.identifierPrefix(statement.dropFirst(4)))
      let value = LineText.leadingTrimmed(String(statement.dropFirst(4 + name.count)))
      guard !name.isEmpty, value.hasPrefix("= "), !value.utf8.contains(0x7B),
        TypeText.identifiers(in: String(value.dropFirst(2))).first?.first?.isUppercase == true
      else { continue }
      for later in (index + 1)..<statements.count {
        let text = statements[later]
        if TextScan.containsBytes(text, name + ".") { break }
        guard topLevel[later], let equal = text.firstIndex(of: "="), let target = assignedProperty(text[..<equal]),
          children.contains(target), LineText.trimmed(text[text.index(after: equal)...]) == name
        else { continue }
        result.formUnion([index, later])
        break
      }
    }
    return result
  }

  /// Whether `next` carries on the expression `line` leaves open (a trailing `=` or operator, or a leading `.`,
  /// `??` or closing bracket on `next`).
  private static func continues(_ line: String, with next: String) -> Bool {
    let text = String(LineText.trimmed(line))
    let following = String(LineText.trimmed(next))
    guard !text.isEmpty, !following.isEmpty, !text.hasPrefix("//"), !following.hasPrefix("//") else { return false }
    let openEnds = ["=", "(", "[", ",", "&&", "||", "??", "+", "-", "*", "?", ":"]
    let openStarts = [".", "??", "&&", "||", ")", "]", "?", ":", "+ ", "- ", "* "]
    return openEnds.contains { text.hasSuffix($0) } || openStarts.contains { following.hasPrefix($0) }
  }

  /// Names whose values only exist at run time (`UserDefaults`, locals the initializer binds).
  var runtime: Set<String> = ["UserDefaults"]
  /// Brace depth before the line being read; only top-level lines can be setup.
  var depth = 0
  /// Whether a line read so far may leave the initializer early (a `guard`, a `return` or `throw`): what follows
  /// runs only on some paths, so it is work, kept in its place.
  var mayHaveExited = false
  /// The value fields a service can seed, and the services.
  let seeds: ServiceSeeds
  /// The properties holding a child view model: building one (`self.child = ChildViewModel(…)`) is State setup.
  let children: Set<String>

  /// The property `target` (`x ` or `self.x `, left of an `=`) assigns, or nil for anything else.
  private static func assignedProperty(_ target: Substring) -> String? {
    var words = LineText.trimmed(target)
    if words.hasPrefix("self.") { words = words.dropFirst(5) }
    let name = LineText.identifierPrefix(words)
    return !name.isEmpty && name.count == words.count ? String(name) : nil
  }

  init(seeds: ServiceSeeds, children: Set<String>) {
    self.seeds = seeds
    self.children = children
  }

  /// Whether `line` is work. A top-level `self.x = y` is setup unless `y` reads a local bound earlier in the
  /// initializer or `UserDefaults` (`self.rate = saved == 0 ? 1 : saved`); a line inside a block is always work,
  /// so an `if`/`else` keeps both branches.
  mutating func isWork(_ line: String) -> Bool {
    let trimmed = String(LineText.trimmedLines(line))
    let topLevel = depth == 0
    // Braces and parentheses are one byte; in an ASCII line each byte is also one Character.
    if trimmed.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in trimmed.utf8 { depth += byte == 0x7B ? 1 : byte == 0x7D ? -1 : 0 }
    } else {
      depth += trimmed.filter { $0 == "{" }.count - trimmed.filter { $0 == "}" }.count
    }
    if trimmed.hasPrefix("super.init") || trimmed.hasPrefix("self.init") { return false }
    let words = TypeText.identifiers(in: trimmed)
    let exited = mayHaveExited
    if TokenText(trimmed).mayLeaveEarly { mayHaveExited = true }
    if exited { return !trimmed.isEmpty }
    for (index, word) in words.enumerated().dropLast() where word == "let" || word == "var" {
      runtime.insert(words[index + 1])
    }
    // `StateInitializerRule` reads it (wrapped too, up to the line closing its parentheses).
    if topLevel, !children.isEmpty, !trimmed.utf8.contains(0x7B), let equal = trimmed.firstIndex(of: "="),
      let target = Self.assignedProperty(trimmed[..<equal]), children.contains(target),
      let built = TypeText.identifiers(in: String(trimmed[trimmed.index(after: equal)...])).first,
      built.first?.isUppercase == true
    {
      return false
    }
    if topLevel, trimmed.hasPrefix("self."), let equal = trimmed.firstIndex(of: "="), !trimmed.utf8.contains(0x28),
      !trimmed.utf8.contains(0x7B)
    {
      let value = TypeText.identifiers(in: String(trimmed[trimmed.index(after: equal)...]))
      let target = TypeText.identifiers(in: String(trimmed[..<equal])).dropFirst().first ?? ""
      return seeds.seeds(target, from: value) || value.contains { runtime.contains($0) }
    }
    return !trimmed.isEmpty
  }
}
