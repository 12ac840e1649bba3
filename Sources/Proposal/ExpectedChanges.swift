import Analysis

/// What a generated test may assert about State: the values it starts with, and changes that really change it.
enum ExpectedChanges {
  /// The values State starts with in a test, by field, where they are written as literals.
  static func initialValues(of proposal: FeatureProposal) -> [String: String] {
    var values: [String: String] = [:]
    for field in proposal.state {
      if let value = field.defaultValue {
        values[field.name] = value
      } else if field.wrapper == .presents || TypeText.isOptional(field.type ?? "") {
        values[field.name] = "nil"
      }
    }
    return values
  }

  /// `lines` without assignments that leave a field as it started: TestStore fails a test whose expected change
  /// equals the state before ("Expected state to change, but no change occurred").
  static func droppingNoOps(_ lines: [String], initial: [String: String]) -> [String] {
    var final: [String: String] = [:]
    var unknown: Set<String> = []
    for line in lines {
      if let (field, value) = assignment(line) {
        final[field] = value
      } else {
        let rest = line.dropFirst(line.hasPrefix("$0.") ? 3 : 0)
        unknown.insert(String(LineText.identifierPrefix(rest)))
      }
    }
    let unchanged = Set(final.filter { !unknown.contains($0.key) && initial[$0.key] == $0.value }.keys)
    return lines.filter { line in assignment(line).map { !unchanged.contains($0.field) } ?? true }
  }

  /// `$0.field = value` as its field and value; nil for other lines (a nested path, `toggle()`, `+=`).
  static func assignment(_ line: String) -> (field: String, value: String)? {
    guard line.hasPrefix("$0.") else { return nil }
    let rest = line.dropFirst(3)
    let field = LineText.identifierPrefix(rest)
    let tail = rest[field.endIndex...]
    guard !field.isEmpty, tail.hasPrefix(" = ") else { return nil }
    return (String(field), String(tail.dropFirst(3)))
  }

  /// The State fields a case body changes anywhere (`state.x…` at any depth, outside comments).
  static func mutatedFields(in body: [String]) -> Set<String> {
    Set(StateWrites.lineFields(in: body)).union(StateWrites.fields(in: body))
  }

  /// The test without received changes that leave a field as the earlier assertions left it (`$0.notes = []` when
  /// State starts with no notes).
  static func droppingNoOpReceives(_ test: TestCaseProposal, initial: [String: String]) -> TestCaseProposal {
    var known = initial
    func advance(_ lines: [String]) {
      for line in lines {
        if let (field, value) = assignment(line) {
          known[field] = value
        } else {
          known[String(LineText.identifierPrefix(line.dropFirst(line.hasPrefix("$0.") ? 3 : 0)))] = nil
        }
      }
    }
    var test = test
    advance(test.expectedChanges)
    for index in test.receives.indices {
      test.receives[index].expectedChanges = droppingNoOps(test.receives[index].expectedChanges, initial: known)
      advance(test.receives[index].expectedChanges)
    }
    return test
  }

  /// `lines` without relative changes (`$0.x.toggle()`, `$0.n += 1`) of a path no earlier line set: with
  /// exhaustivity off TestStore applies the closure to the new State, so such a line would change it twice.
  /// Also returns the dropped paths.
  static func absoluteOnly(_ lines: [String]) -> (lines: [String], dropped: [String]) {
    var assigned: Set<String> = []
    var kept: [String] = []
    var dropped: [String] = []
    for line in lines {
      guard line.hasPrefix("$0.") else {
        kept.append(line)
        continue
      }
      let rest = line.dropFirst(3)
      var path = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      let tail = rest.dropFirst(path.count)
      // `$0.a.b.toggle()`: the path is `a.b`, `toggle` the method.
      var method = ""
      if tail.hasPrefix("("), let dot = path.lastIndex(of: ".") {
        method = String(path[path.index(after: dot)...])
        path = String(path[..<dot])
      }
      let trimmedPath = path.hasSuffix(".") ? String(path.dropLast()) : path
      let absolute = tail.hasPrefix(" = ") || (method == "removeAll" && tail == "()") || tail.hasPrefix("[")
      let setBefore = assigned.contains { trimmedPath == $0 || trimmedPath.hasPrefix($0 + ".") }
      if absolute || setBefore {
        if absolute, !tail.hasPrefix("[") { assigned.insert(trimmedPath) }
        kept.append(line)
      } else {
        dropped.append(trimmedPath)
      }
    }
    return (kept, dropped)
  }

  /// A non-exhaustive test keeps only changes it can assert on the new State, and says which it left out.
  static func withoutRelativeChangesWhenNonExhaustive(_ test: TestCaseProposal) -> TestCaseProposal {
    guard test.nonExhaustive else { return test }
    var test = test
    let sent = ExpectedChanges.absoluteOnly(test.expectedChanges)
    test.expectedChanges = sent.lines
    var dropped = sent.dropped
    for index in test.receives.indices {
      let received = ExpectedChanges.absoluteOnly(test.receives[index].expectedChanges)
      test.receives[index].expectedChanges = received.lines
      dropped += received.dropped
    }
    if !dropped.isEmpty {
      let paths = dropped.map { "`\($0)`" }.joined(separator: ", ")
      test.notes.append(
        "TODO(tca-migrate): assert \(paths) by value; with exhaustivity off a relative change (`toggle()`, `+=`) is applied to the new State."
      )
    }
    return test
  }
}
