/// A State field that held an `Error` keeps its message instead (`String?`): `State: Equatable` cannot hold
/// `any Error`, and what a view shows of an error is its message.
enum ErrorStateField {
  /// The note on such a field.
  static let note = "The view model kept the `Error`; State keeps its message (State is Equatable)."

  /// The fields of `proposal` that keep an error's message.
  static func messageFields(of proposal: FeatureProposal) -> Set<String> {
    Set(proposal.state.filter { $0.note == note }.map(\.name))
  }

  /// Whether `type` is an optional error (`Error?`, `(any Error)?`, `Swift.Error?`).
  static func isOptionalError(_ type: String) -> Bool {
    let text = type.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return ["Error?", "(any Error)?", "Swift.Error?", "(any Swift.Error)?", "Optional<Error>", "Optional<any Error>"]
      .contains(text)
  }

  /// Turns each optional-error field of `proposal` into its message and rewrites what the reducer writes and reads.
  static func apply(to proposal: inout FeatureProposal) {
    let fields = proposal.state.filter { $0.type.map(isOptionalError) == true }.map(\.name)
    guard !fields.isEmpty else { return }
    for index in proposal.state.indices where fields.contains(proposal.state[index].name) {
      proposal.state[index].type = "String?"
      proposal.state[index].note = note
    }
    for index in proposal.reducerCases.indices {
      proposal.reducerCases[index].body = proposal.reducerCases[index].body.map { rewritten($0, fields: fields) }
    }
    for index in proposal.computed.indices {
      proposal.computed[index].body = proposal.computed[index].body.map { line in
        fields.reduce(line) { line, field in
          let read = "\(field)?.localizedDescription"
          return mayHold(line, read) ? line.replacing(read, with: field) : line
        }
      }
    }
  }

  /// `state.error = error` → `state.error = error.localizedDescription`; `state.error?.localizedDescription` →
  /// `state.error`.
  static func rewritten(_ line: String, fields: [String]) -> String {
    var result = line
    for field in fields where mayHold(result, "state.\(field)") {
      result = result.replacing("state.\(field)?.localizedDescription", with: "state.\(field)")
      let target = "state.\(field) = "
      guard let range = result.firstRange(of: target) else { continue }
      let value = result[range.upperBound...].trimmingCharacters(in: .whitespaces)
      guard value != "nil", !value.isEmpty, !value.hasSuffix(".localizedDescription"),
        value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      else { continue }
      result = String(result[..<range.upperBound]) + value + ".localizedDescription"
    }
    return result
  }

  /// Whether `line` may hold `piece` as Characters: an ASCII piece only where its bytes occur, which rules most
  /// lines out before the slower Character searches.
  private static func mayHold(_ line: String, _ piece: String) -> Bool {
    !piece.utf8.allSatisfy { $0 < 0x80 } || TextScan.containsBytes(line, piece)
  }
}
