import Analysis
import Testing

@testable import Proposal

/// A computed property carried into State loses its `objectWillChange.send()` calls: State has no such member and
/// `@ObservableState` observes its own changes. Before, `set { model.name = newValue; objectWillChange.send() }` was
/// carried as written, which does not compile.
@Suite struct WillChangeCallsTests {
  @Test(arguments: [
    (["set { model.name = newValue; objectWillChange.send() }"], ["set { model.name = newValue }"]),
    (["set { self.objectWillChange.send(); model.name = newValue }"], ["set { model.name = newValue }"]),
    (
      ["set {", "  objectWillChange.send()", "  model.name = newValue", "}"],
      ["set {", "  model.name = newValue", "}"]
    ),
    (["model.objectWillChangeCount += 1"], ["model.objectWillChangeCount += 1"]),
    (["print(\"objectWillChange.send()\")"], ["print(\"objectWillChange.send()\")"]),
  ])
  func theCallsGoAndTheRestStays(lines: [String], expected: [String]) {
    #expect(WillChangeCalls.removed(from: lines) == expected)
  }

  @Test func aCarriedSetterLosesTheCall() throws {
    let source = """
      import SwiftUI

      struct Item: Equatable { var name = "" }

      final class EditorViewModel: ObservableObject {
        @Published var items: [Item] = []
        private var model = Item()

        var name: String {
          get { model.name }
          set { model.name = newValue; objectWillChange.send() }
        }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    let name = try #require(feature.computed.first { $0.name == "name" })
    #expect(!name.body.contains { $0.contains("objectWillChange") }, "\(name.body)")
    #expect(name.body.contains { $0.contains("set { model.name = newValue }") }, "\(name.body)")
  }
}
