import Analysis
import Effects
import Foundation
import Proposal
import TestSupport
import Testing

/// `FeatureProposer.outcomes` (what `analyze` runs) says what a whole proposal says of every method of a feature.
struct ConversionOutcomeTests {
  static let apps: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: FixtureApps.root.path)) ?? []
    return names.sorted().filter { !FixtureApps.inputs(for: $0, under: "Sources").isEmpty } + ["HeldOutApp"]
  }()

  static func analysis(of app: String) -> AnalysisResult {
    Analyzer.analyze(app == "HeldOutApp" ? FixtureApps.heldOutInputs : FixtureApps.inputs(for: app, under: "Sources"))
  }

  static func proposer(for analysis: AnalysisResult, rules: [any ProposalRule] = ProposalRules.all)
    -> FeatureProposer
  {
    let rewriter = EffectRewriter(services: ClientServices.endpointSignatures(in: analysis)) {
      FeatureNaming.featureName(forViewModel: $0)
    }
    return FeatureProposer(converter: rewriter, rules: rules)
  }

  @Test(arguments: apps)
  func outcomesEqualTheWholeProposal(app: String) {
    let analysis = Self.analysis(of: app)
    let proposer = Self.proposer(for: analysis)
    let features = Set(analysis.viewModels.filter { $0.classification == .feature }.map(\.name))
    let whole = proposer.propose(analysis).features.filter { features.contains($0.viewModel) }.map {
      ConversionOutcome($0)
    }
    let outcomes = proposer.outcomes(analysis)
    #expect(outcomes.count == features.count)
    #expect(outcomes == whole)
    #expect(outcomes.contains { $0.summary.full > 0 })
  }

  @Test
  func theAppsHoldMethodsOfEveryOutcome() {
    let outcomes = Self.apps.flatMap { Self.proposer(for: Self.analysis(of: $0)).outcomes(Self.analysis(of: $0)) }
    #expect(outcomes.contains { $0.summary.partial > 0 })
    #expect(outcomes.contains { $0.summary.manual > 0 })
    #expect(outcomes.contains { !$0.todos.isEmpty })
  }

  @Test
  func rulesThatOnlyWriteTestsViewsOrCarriedCodeAreTheLastOnes() {
    let deciding = ProposalRules.all.map(\.decidesConversion)
    let firstNonDeciding = deciding.firstIndex(of: false) ?? deciding.count
    #expect(firstNonDeciding < deciding.count)
    #expect(!deciding[firstNonDeciding...].contains(true))
  }

  /// A rule that says it decides nothing but leaves a TODO: shows which rules `outcomes` runs.
  struct MarkingRule: ProposalRule {
    var reason: String
    var name: String { "marking" }
    var guide: String { "Testing.md" }
    var summary: String { "marks the proposal" }
    var examples: [RuleExample] { [] }
    var decidesConversion: Bool { false }
    func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
      proposal.todos.append(ConversionTodo(line: 1, reason: reason))
    }
  }

  @Test
  func rulesUpToTheLastDecidingOneRunAndNoneAfterIt() throws {
    let rules: [any ProposalRule] = [
      MarkingRule(reason: "before"), PublishedStateRule(), MethodActionRule(), MarkingRule(reason: "after"),
    ]
    let analysis = Self.analysis(of: "SwiftUIAsyncApp")
    let proposer = Self.proposer(for: analysis, rules: rules)
    let outcome = try #require(proposer.outcomes(analysis).first)
    #expect(outcome.todos.map(\.reason).contains("before"))
    #expect(!outcome.todos.map(\.reason).contains("after"))
    let whole = try #require(proposer.propose(analysis).features.first)
    #expect(whole.todos.map(\.reason).contains("after"))
  }
}
