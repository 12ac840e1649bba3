import Analysis
import Effects
import Foundation
import Proposal
import Testing

/// Small view models through the whole proposal stage with the effect rewriter translating method bodies.
@Suite struct ProposedFeatureTests {
  /// The proposal for the single view model in `source`.
  static func feature(_ source: String) throws -> FeatureProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { TCANaming.featureName(forViewModel: $0) }
    return try #require(FeatureProposer.propose(analysis, converter: rewriter).features.first)
  }

  /// The 1-based line of the first line of `source` containing `text`.
  static func line(of text: String, in source: String) -> Int? {
    source.components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
  }

  @Test func initializerTodosPointAtTheirOwnLines() throws {
    let source = """
      import Combine
      import Foundation

      final class FeedViewModel: ObservableObject {
        @Published var posts: [String] = []
        private let name: String
        private var cancellables = Set<AnyCancellable>()

        init(name: String) {
          self.name = name

          self.posts = []
          NotificationCenter.default.publisher(for: .feedChanged)
            .sink { [weak self] _ in self?.reload() }
            .store(in: &cancellables)
        }

        func reload() {
          posts = []
        }
      }
      """
    let feature = try Self.feature(source)
    let todo = try #require(feature.todos.first)
    #expect(feature.conversions.contains { $0.method == "init" })
    #expect(todo.line == Self.line(of: "NotificationCenter.default.publisher", in: source))
  }
}
