import Analysis
import Proposal
import Testing

/// A view's statement calling its view model's callback closure sends an action that forwards the delegate action.
@Suite struct ViewCallbackRuleTests {
  /// The proposal for a card model with callbacks whose view runs `statement`.
  static func proposal(viewStatement statement: String) throws -> FeatureProposal {
    let source = """
      final class CardModel: ObservableObject {
        @Published var title = ""
        var onTap: (() -> Void)?
        var onShare: ((String) -> Void)?
        var format: ((String) -> String)?
      }
      struct CardView: View {
        @ObservedObject var viewModel: CardModel
        var body: some View {
          Button("Go") {
            \(statement)
          }
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Card.swift", bytes: Array(source.utf8))])
    return try #require(FeatureProposer.propose(analysis).features.first)
  }

  // Regression (Wikipedia): `viewModel.onTapGlobalEdits?()` and four more view lines stayed "is not State" TODOs
  // though each closure had become a `Delegate` case.
  @Test(arguments: [
    ("viewModel.onTap?()", "onTap", ".onTap", "return .send(.delegate(.onTap))"),
    (
      "viewModel.onShare?(viewModel.title)", "onShare(String)", "let .onShare(value)",
      "return .send(.delegate(.onShare(value)))"
    ),
  ])
  func aCallbackTheViewCallsBecomesAnAction(statement: String, action: String, pattern: String, body: String) throws {
    let proposal = try Self.proposal(viewStatement: statement)
    #expect(proposal.actions.contains { $0.declaration == action && $0.kind == .view })
    #expect(proposal.reducerCases.contains { $0.pattern == pattern && $0.body == [body] })
    let name = String(action.prefix { $0 != "(" })
    #expect(proposal.views.first?.callbacks?.contains(name) == true)
  }

  @Test(arguments: [
    // Read, compared, or called for a value: no delegate case, or not a statement of its own.
    "let handler = viewModel.onTap",
    "if viewModel.onTap != nil { print(1) }",
    "print(viewModel.format?(\"a\") ?? \"\")",
  ])
  func otherUsesKeepTheirTodo(statement: String) throws {
    let proposal = try Self.proposal(viewStatement: statement)
    #expect(proposal.views.first?.callbacks == nil)
    #expect(!proposal.actions.contains { $0.kind == .view && ["onTap", "onShare", "format"].contains($0.name) })
  }
}
