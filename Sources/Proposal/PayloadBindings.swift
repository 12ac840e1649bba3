/// The names a reducer case's pattern binds to the sent action's payload, with the values a generated test sends.
enum PayloadBindings {
  /// `let .select(id)` sent as `.select(1)` → `["id": 1]`; a name whose sample is not a value the evaluation knows
  /// is left out, so a case that reads it is not evaluated.
  static func locals(
    pattern: String, payload: [PayloadItem], samples: SampleValues, structures: KnownStructures
  ) -> [String: KnownOperand] {
    guard let names = names(in: pattern), names.count == payload.count else { return [:] }
    var locals: [String: KnownOperand] = [:]
    for (name, item) in zip(names, payload) {
      guard let name, let text = sample(for: item, samples: samples),
        let value = KnownInitialState.value(of: text, as: item.type, structures: structures)
      else { continue }
      locals[name] = .value(value, literal: false)
    }
    return locals
  }

  /// The value a generated test sends for `item`: a literal sample (`"text"`, `1`) or one built from the codebase's
  /// types.
  static func sample(for item: PayloadItem, samples: SampleValues) -> String? {
    TypeText.sampleValue(for: item.type) ?? samples.value(for: item.type)
  }

  /// The name each payload position binds (nil for `_`) in `let .name(a, label: b)` or `.name(let a, _)`; nil when
  /// a position holds a nested pattern.
  static func names(in pattern: String) -> [String?]? {
    let parsed = ParsedBody(text: pattern)
    let source = parsed.source
    guard parsed.statements.count == 1, var header = parsed.statements.first?.headerIndices else { return nil }
    if header.first.map({ source.text($0) }) == "let" { header.removeFirst() }
    guard header.count >= 2, source.kind(header[0]) == .prefixPeriod else { return nil }
    guard header.count > 2 else { return [] }
    guard source.kind(header[2]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen else {
      return nil
    }
    var names: [String?] = []
    for part in source.splitAtCommas(Array(header[3..<(header.count - 1)])) {
      var words = part.map { source.text($0) }
      if words.first == "let" || words.first == "var" { words.removeFirst() }
      if words.count == 3, words[1] == ":" { words.removeFirst(2) }
      guard words.count == 1, let word = words.first, let first = word.unicodeScalars.first,
        first == "_" || first.properties.isAlphabetic
      else { return nil }
      names.append(word == "_" ? nil : word)
    }
    return names
  }
}
