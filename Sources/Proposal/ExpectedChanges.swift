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
    func assignment(_ line: String) -> (field: String, value: String)? {
      guard line.hasPrefix("$0.") else { return nil }
      let rest = line.dropFirst(3)
      let field = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let tail = rest.dropFirst(field.count)
      guard !field.isEmpty, tail.hasPrefix(" = ") else { return nil }
      return (String(field), String(tail.dropFirst(3)))
    }
    var final: [String: String] = [:]
    var unknown: Set<String> = []
    for line in lines {
      if let (field, value) = assignment(line) {
        final[field] = value
      } else {
        let rest = line.dropFirst(line.hasPrefix("$0.") ? 3 : 0)
        unknown.insert(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
    }
    let unchanged = Set(final.filter { !unknown.contains($0.key) && initial[$0.key] == $0.value }.keys)
    return lines.filter { line in assignment(line).map { !unchanged.contains($0.field) } ?? true }
  }
}
