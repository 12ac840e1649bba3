import Analysis
import Emit
import Proposal
import TestSupport
import Testing

@Suite struct EndToEndTests {
  static let identifiable = ProposalOptions(identifiableTypes: ["Game", "Question"])

  @Test func gameListFilesParse() throws {
    let proposal = FeatureProposer(options: Self.identifiable).propose(SampleAnalyses.gameList)
    let files = FeatureEmitter(options: EmitOptions(moduleName: "GamesApp")).files(
      for: proposal, sources: ["Features/GameList/GameListView.swift": SampleAnalyses.gameListView])
    #expect(files.map(\.kind) == [.feature, .client, .tests, .view])
    let errors = try SwiftParse.errors(in: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func quizFilesParse() throws {
    let proposal = FeatureProposer(options: Self.identifiable).propose(SampleAnalyses.quiz)
    let files = FeatureEmitter().files(
      for: proposal, sources: ["Quiz/QuizViewController.swift": SampleAnalyses.quizViewController])
    #expect(files.map(\.path).contains("Quiz/QuizFeature.swift"))
    let errors = try SwiftParse.errors(in: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func libraryFilesParse() throws {
    let proposal = FeatureProposer().propose(SampleAnalyses.library)
    let files = FeatureEmitter().files(for: proposal)
    let errors = try SwiftParse.errors(in: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    #expect(errors == nil, "\(errors ?? "")")
  }
}
