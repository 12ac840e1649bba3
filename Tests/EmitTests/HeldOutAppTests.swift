import Analysis
import Emit
import Proposal
import TestSupport
import Testing

/// The held-out sample app: every file `generate` writes for it parses, and every view model gets a feature.
@Suite struct HeldOutAppTests {
  @Test func everyGeneratedFileParses() throws {
    let inputs = FixtureApps.heldOutInputs
    #expect(inputs.count > 30)
    let (proposal, sources) = ConvertedFixtureTests.proposal(inputs: inputs)
    let files = FeatureEmitter().files(for: proposal, sources: sources)
    #expect(proposal.features.count >= 14)
    #expect(files.filter { $0.kind == .feature }.count == proposal.features.count)
    var named: [String: String] = [:]
    for file in files { named["\(file.kind.rawValue)-\(file.path)"] = file.contents }
    let errors = try SwiftParse.errors(in: named)
    #expect(errors == nil, "\(errors ?? "")")
  }
}
