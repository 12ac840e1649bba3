import Analysis

/// The changes a test can replay from the top of a case body: its leading unconditional `state.x = literal`,
/// `+= literal` and `toggle()` statements, as the same statements on `$0`.
enum LeadingChanges {
  /// The `state.x …` statements at the top of a case body that a test can replay on `$0` (names in `values` stand
  /// for the literal a stub returns), and whether they are all the state changes the body makes.
  static func known(
    in body: [String], stateNames: Set<String>, values: [String: String] = [:], inert: Set<String> = []
  ) -> (lines: [String], complete: Bool) {
    var result: [String] = []
    var replayed: Set<Int> = []
    var stop = body.endIndex
    for (index, line) in body.enumerated() {
      if line.hasPrefix(" ") || line.hasPrefix("\t") || line.hasPrefix("//") || callsInert(line, inert) { continue }
      guard line.hasPrefix("state.") else {
        stop = index
        break
      }
      guard let change = replayable(line, stateNames: stateNames, values: values) else { continue }
      result.append(change)
      replayed.insert(index)
    }
    let mutations = body.indices.filter { index in
      let line = LineText.leadingTrimmed(body[index])
      return line.hasPrefix("state.") && !line.hasPrefix("//")
    }
    // A field set again, unconditionally, after the first statement that is not a State change ends as that later
    // code leaves it.
    let setLater = Set(
      body[min(stop, body.endIndex)...].filter { $0.hasPrefix("state.") }.map {
        LineText.identifierPrefix($0.dropFirst(6))
      })
    result.removeAll { setLater.contains(LineText.identifierPrefix($0.dropFirst(3))) }
    // A change inside a one-line block (`if … { state.x.insert(y) }`) starts no line of its own.
    let complete =
      mutations.allSatisfy { replayed.contains($0) } && StateWrites.fields(in: body).count == replayed.count
    return (result, complete)
  }

  /// Whether `line` is `client.endpoint(…)` of an endpoint in `inert` (one the test stubs to do nothing), passed
  /// nothing of State (which it could otherwise change through a mutating call or `&`).
  static func callsInert(_ line: String, _ inert: Set<String>) -> Bool {
    guard !inert.isEmpty, line.hasSuffix(")"), let open = line.firstIndex(of: "(") else { return false }
    let rest = line[open...]
    return inert.contains(String(line[..<open])) && !TextScan.containsWord(String(rest), "state")
      && !TextScan.containsBytes(rest, "&")
  }

  /// `state.x = literal`, `state.x += literal`, `state.x.toggle()` as the same statement on `$0`.
  static func replayable(_ line: String, stateNames: Set<String>, values: [String: String] = [:]) -> String? {
    let statement = String(line.dropFirst("state.".count))
    // The first word, without splitting the whole statement into words.
    let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
    let field = statement.drop { !isWordCharacter($0) }.prefix(while: isWordCharacter)
    guard !field.isEmpty, stateNames.contains(String(field)) else { return nil }
    var path = String(field)
    var rest = Substring(statement.dropFirst(field.count))
    while rest.hasPrefix("."), rest.dropFirst().first?.isLetter == true {
      let member = LineText.identifierPrefix(rest.dropFirst())
      guard member != "toggle" else { break }
      path += "." + member
      rest = rest.dropFirst(member.count + 1)
    }
    let tail = LineText.trimmed(rest)
    if tail == ".toggle()" { return "$0.\(path).toggle()" }
    for op in ["+=", "-=", "="] where tail.hasPrefix(op + " ") {
      let written = String(LineText.trimmed(tail.dropFirst(op.count)))
      if let value = values[written] { return "$0.\(path) \(op) \(value)" }
      return isLiteral(written) ? "$0.\(path) \(op) \(written)" : nil
    }
    return nil
  }

  /// Whether `value` is a literal a test can write as it stands (`true`, `0`, `""`, `[]`, `nil`).
  static func isLiteral(_ value: String) -> Bool {
    if ["true", "false", "nil", "[]", "[:]", "\"\""].contains(value) { return true }
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count > 1, !TextScan.containsBytes(value, "\\(") {
      return !TextScan.containsBytes(value.dropFirst().dropLast(), "\"")
    }
    return !value.isEmpty && value.allSatisfy { $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
  }
}
