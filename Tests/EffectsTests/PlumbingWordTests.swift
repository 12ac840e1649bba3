import Analysis
import Proposal
import Testing

/// A stored `var` is running work (not State) when its type names a `Task`, `Timer`, cancellable or URL session task
/// as a word, or, with no type written, when its name says so. Before, `TodoTask` and `CustomTask` read as `Task`
/// and a `var task: TodoTask?` as work by its name: the field vanished from State and every statement using it was a
/// TODO ("neither state nor a known client").
@Suite struct PlumbingWordTests {
  static func source(_ declaration: String) -> String {
    """
    import SwiftUI

    struct TodoTask: Equatable { var title = "" }

    final class TodoViewModel: ObservableObject {
      @Published var title = ""
      \(declaration)

      func touch() {
        print(held as Any)
        title = ""
      }
    }
    """
  }

  @Test(arguments: [
    ("private var held: TodoTask?", true),
    ("private var held: [TodoTask] = []", true),
    ("private var held: Task<Void, Never>?", false),
    ("private var held: Set<AnyCancellable> = []", false),
    ("private var held: URLSessionDataTask?", false),
    ("private var held: Timer?", false),
  ])
  func aStoredVarIsStateUnlessItsTypeIsRunningWork(declaration: String, isState: Bool) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(declaration))
    #expect(feature.state.contains { $0.name == "held" } == isState, "\(feature.state.map(\.name))")
  }

  @Test(arguments: [("task", "TodoTask"), ("refreshTask", "TodoTask")])
  func aNameLikeWorkDoesNotOverrideATypedField(name: String, type: String) throws {
    let source = Self.source("private var \(name): \(type)?").replacingOccurrences(of: "held", with: name)
    let feature = try ProposedFeatureTests.feature(source)
    #expect(feature.state.contains { $0.name == name }, "\(feature.state.map(\.name))")
  }
}
