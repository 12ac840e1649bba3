/// A generated test's payload values built with a call, bound once by `let` under the name the case gives them and
/// written by that name where the test sends and asserts them (`let episode = Episode(…)`).
enum PayloadLocals {
  /// The payload values worth a local, each with the name the case's `pattern` binds it to; values written as
  /// literals, unnamed positions and values that two positions share are left as they are.
  static func candidates(for action: ActionCase, pattern: String, samples: SampleValues) -> [(
    name: String, value: String
  )] {
    guard let bound = PayloadBindings.names(in: pattern), bound.count == action.payload.count else { return [] }
    var found: [(name: String, value: String)] = []
    for (name, item) in zip(bound, action.payload) {
      guard let name, name != "store", let value = PayloadBindings.sample(for: item, samples: samples),
        value.utf8.contains(UInt8(ascii: "(")),
        // `.init(rawValue: …)` takes its type from where it is written, which a `let` does not give.
        value.utf8.first != UInt8(ascii: ".")
      else { continue }
      found.append((name, value))
    }
    let values = found.map(\.value)
    let names = found.map(\.name)
    return found.filter { candidate in
      values.filter { $0 == candidate.value }.count == 1 && names.filter { $0 == candidate.name }.count == 1
    }
  }

  /// `test` with each candidate its assertions also write bound before the store and written by name.
  static func binding(_ candidates: [(name: String, value: String)], in test: TestCaseProposal) -> TestCaseProposal {
    var test = test
    for candidate in candidates {
      // Whole tokens, so a value is never matched inside a string or a longer name.
      let value = TokenText(candidate.value)
      let pieces = (0..<value.count).map { value.text($0) }
      let writes = { (line: String) in TokenText(line).firstMatch(pieces) != nil }
      let asserted = test.expectedChanges + test.receives.flatMap(\.expectedChanges)
      guard writes(test.send), asserted.contains(where: writes) else { continue }
      let named = { (line: String) in TokenText.replacing(pieces, with: candidate.name, in: line) }
      test.locals.append("let \(candidate.name) = \(candidate.value)")
      test.send = named(test.send)
      test.expectedChanges = test.expectedChanges.map(named)
      test.receives = test.receives.map { received in
        var received = received
        received.expectedChanges = received.expectedChanges.map(named)
        return received
      }
    }
    return test
  }
}
