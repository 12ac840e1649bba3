import Analysis
import Effects
import Emit
import Lexer
import Proposal
import TestSupport
import Testing

/// The held-out sample app: every file `generate` writes for it parses, and every view model gets a feature.
@Suite struct HeldOutAppTests {
  @Test func everyGeneratedFileParses() throws {
    let inputs = FixtureApps.heldOutInputs
    #expect(inputs.count > 30)
    let analysis = Analyzer.analyze(inputs)
    let identifiable = IdentifiableTypes.find(in: inputs.map { SourceFile(bytes: $0.bytes) })
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let proposal = FeatureProposer(options: ProposalOptions(identifiableTypes: identifiable), converter: rewriter)
      .propose(analysis)
    var sources: [String: String] = [:]
    for input in inputs { sources[input.path] = String(decoding: input.bytes, as: UTF8.self) }
    let files = FeatureEmitter().files(for: proposal, sources: sources)
    #expect(analysis.viewModels.count >= 14)
    #expect(files.filter { $0.kind == .feature }.count == analysis.viewModels.count)
    var named: [String: String] = [:]
    for file in files { named["\(file.kind.rawValue)-\(file.path)"] = file.contents }
    let errors = try SwiftParse.errors(in: named)
    #expect(errors == nil, "\(errors ?? "")")
  }
}
