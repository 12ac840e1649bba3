import Analysis
import Proposal
import Testing

/// A service handed on whole (an argument, a local, a returned value) is not its client: the reducer only reaches
/// the service through the client's endpoints. Before, the client was written in its place (`ResultsController(storage:
/// storageManagingClient)`, a type mismatch) and the case counted as converted fully.
@Suite struct ServiceHandedOnTests {
  static func source(_ statement: String) -> String {
    """
    import Foundation

    protocol StorageManaging {
      func load() -> [String]
    }

    final class ListViewModel: ObservableObject {
      @Published var rows: [String] = []
      private let storage: StorageManaging

      init(storage: StorageManaging) {
        self.storage = storage
      }

      func reload() {
        \(statement)
      }
    }
    """
  }

  static let todo = "passes the service `storage` itself on"

  @Test(arguments: [
    ("let controller = ResultsController(storage: storage)", true),
    ("let controller = ResultsController(storage: self.storage)", true),
    ("let controller = ResultsController(storage, limit: 3)", true),
    ("let other: StorageManaging = storage", true),
    ("rows = storage.load()", false),
    ("rows = self.storage.load()", false),
  ])
  func aServiceHandedOnWholeIsATodo(statement: String, handsOn: Bool) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(statement))
    let reducerCase = try #require(feature.reducerCases.first { $0.pattern.contains(".reload") })
    let body = reducerCase.body.joined(separator: "\n")
    #expect(body.contains(Self.todo) == handsOn, "\(body)")
    #expect(body.contains("storageManagingClient)") == false, "\(body)")
  }
}
