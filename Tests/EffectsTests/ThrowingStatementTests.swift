import Effects
import Testing

/// A reducer cannot throw: a `try` that no `do`/`catch` around it catches stays under a TODO, wherever the
/// statement holding it ends up in the case (an inlined helper's labeled `do` catches nothing).
@Suite struct ThrowingStatementTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    /// Lines that must be in the rendered cases.
    let kept: [String]
    /// Lines that must not be (a `try` written as code where nothing catches it).
    let absent: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a helper inlined in a labeled do",
      source: """
        func refresh() {
          try? reload()
          isLoading = false
        }
        private func reload() throws {
          guard items.isEmpty else { return }
          items = try JSONDecoder().decode([Item].self, from: Data())
        }
        """,
      kept: ["// items = try JSONDecoder().decode([Item].self, from: Data())", "state.isLoading = false"],
      absent: ["state.items = try JSONDecoder().decode([Item].self, from: Data())"]),
    Case(
      name: "the body of a do with a catch-all",
      source: """
        func importDraft(_ data: Data) {
          do {
            if items.isEmpty {
              items = try JSONDecoder().decode([Item].self, from: data)
            }
          } catch {
            errorMessage = error.localizedDescription
          }
        }
        """,
      kept: ["state.items = try JSONDecoder().decode([Item].self, from: data)"],
      absent: ["TODO(tca-migrate)"]),
    Case(
      name: "a throw the do around it catches",
      source: """
        func importDraft(_ data: Data) {
          do {
            if data.isEmpty { throw CocoaError(.fileReadCorruptFile) }
            items = try JSONDecoder().decode([Item].self, from: data)
          } catch {
            errorMessage = error.localizedDescription
          }
        }
        """,
      kept: ["if data.isEmpty { throw CocoaError(.fileReadCorruptFile) }"],
      absent: ["TODO(tca-migrate)"]),
    Case(
      name: "a catch block, whose throws go to the caller",
      source: """
        func importDraft(_ data: Data) {
          do {
            items = try JSONDecoder().decode([Item].self, from: data)
          } catch {
            items = try JSONDecoder().decode([Item].self, from: Data())
          }
        }
        """,
      kept: ["// } catch {"],
      absent: ["state.items = try JSONDecoder().decode([Item].self, from: Data())"]),
  ]

  @Test(arguments: cases) func uncaughtTryStaysUnderATodo(_ example: Case) {
    let lines = ExampleFeature.convert(example.source).cases.joined(separator: "\n").split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    for line in example.kept { #expect(lines.contains(line), "missing: \(line)") }
    for text in example.absent { #expect(!lines.contains { $0.contains(text) }, "present: \(text)") }
  }
}
