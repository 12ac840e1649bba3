import Analysis
import Emit
import Foundation
import Lexer
import Proposal
import TestSupport
import Testing

@Suite struct FixtureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static var apps: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/Sources").path) }
      .sorted()
  }

  /// Every Swift file under `Fixtures/<app>/Sources`, with paths relative to that folder.
  static func inputs(of app: String) throws -> [SourceInput] { FixtureApps.inputs(for: app, under: "Sources") }

  @Test func fixturesExist() {
    #expect(Self.apps.count >= 4)
  }

  @Test(arguments: apps)
  func everyGeneratedFileParses(app: String) throws {
    let inputs = try Self.inputs(of: app)
    let analysis = Analyzer.analyze(inputs)
    let identifiable = IdentifiableTypes.find(in: inputs.map { SourceFile(bytes: $0.bytes) })
    let proposal = FeatureProposer(options: ProposalOptions(identifiableTypes: identifiable)).propose(analysis)
    var sources: [String: String] = [:]
    for input in inputs { sources[input.path] = String(decoding: input.bytes, as: UTF8.self) }
    let files = FeatureEmitter().files(for: proposal, sources: sources, viewModels: analysis.viewModels)
    #expect(proposal.features.count == analysis.viewModels.count)
    #expect(files.filter { $0.kind == .feature }.count == analysis.viewModels.count)
    #expect(Set(files.map(\.path)).count == files.count, "one file per path")
    try GoldenFile.resetWhenUpdating("Fixtures/\(app)")
    var named: [String: String] = [:]
    for file in files {
      named["\(file.kind.rawValue)-\(file.path)"] = file.contents
      let golden = "Fixtures/\(app)/" + file.path.replacingOccurrences(of: "/", with: "_") + ".golden"
      let expected = try GoldenFile.expected(golden, actual: file.contents)
      #expect(expected == file.contents, "golden \(golden) differs; rerun with TCA_MIGRATE_UPDATE_GOLDEN=1 and review")
    }
    let errors = try SwiftParse.errors(in: named)
    #expect(errors == nil, "\(errors ?? "")")
  }
}
