import Testing

@testable import Proposal

@Suite struct ErrorStateFieldTests {
  /// What the reducer writes to an error field becomes its message, and reading the message reads the field; lines
  /// not naming the field stay as they are.
  @Test(arguments: [
    ("state.error = error", "state.error = error.localizedDescription"),
    ("state.error = nil", "state.error = nil"),
    ("if let message = state.error?.localizedDescription {", "if let message = state.error {"),
    ("state.loadError = error", "state.loadError = error"),
    ("state.error = error.localizedDescription", "state.error = error.localizedDescription"),
    ("state.error = makeError(code)", "state.error = makeError(code)"),
    ("state.count = 1", "state.count = 1"),
    ("state.érreur = failure", "state.érreur = failure.localizedDescription"),
    ("let text = state.érreur?.localizedDescription", "let text = state.érreur"),
  ])
  func reducerLinesReadAndWriteTheMessage(line: String, expected: String) {
    #expect(ErrorStateField.rewritten(line, fields: ["error", "érreur"]) == expected)
  }
}
