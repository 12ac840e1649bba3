import Analysis
import Emit
import Proposal
import TestSupport
import Testing

@Suite struct GoldenTests {
  struct Sample: Sendable, CustomStringConvertible {
    let name: String
    let analysis: AnalysisResult
    let sources: [String: String]
    let moduleName: String?
    var converter: any MethodConverting = VerbatimConverter()
    var description: String { name }
  }

  static let samples = [
    Sample(
      name: "GameList", analysis: SampleAnalyses.gameList,
      sources: ["Features/GameList/GameListView.swift": SampleAnalyses.gameListView], moduleName: "GamesApp"),
    Sample(
      name: "Quiz", analysis: SampleAnalyses.quiz,
      sources: ["Quiz/QuizViewController.swift": SampleAnalyses.quizViewController], moduleName: nil),
    Sample(name: "Library", analysis: SampleAnalyses.library, sources: [:], moduleName: "Library"),
    Sample(
      name: "GameListConverted", analysis: SampleAnalyses.gameList, sources: [:], moduleName: "GamesApp",
      converter: HandConverter()),
  ]

  @Test(arguments: samples)
  func generatedFilesMatchGolden(_ sample: Sample) throws {
    let proposal = FeatureProposer(options: EndToEndTests.identifiable, converter: sample.converter).propose(
      sample.analysis)
    let files = FeatureEmitter(options: EmitOptions(moduleName: sample.moduleName)).files(
      for: proposal, sources: sample.sources)
    #expect(!files.isEmpty)
    try GoldenFile.resetWhenUpdating(sample.name)
    for file in files {
      let name = sample.name + "/" + file.path.replacingOccurrences(of: "/", with: "_") + ".golden"
      let expected = try GoldenFile.expected(name, actual: file.contents)
      #expect(expected == file.contents, "golden \(name) differs; rerun with TCA_MIGRATE_UPDATE_GOLDEN=1 and review")
    }
    let errors = try SwiftParse.errors(in: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
    #expect(errors == nil, "\(errors ?? "")")
  }
}
