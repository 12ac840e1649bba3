import Analysis
import Effects
import Foundation
import Proposal
import TestSupport
import Testing

/// The fixture apps through the real proposal stage with the effect rewriter plugged in.
@Suite struct PipelineConversionTests {
  static func proposals() throws -> [(app: String, proposal: MigrationProposal)] {
    let apps = try FileManager.default.contentsOfDirectory(atPath: FixtureConversions.appsDirectory.path).sorted()
    var result: [(app: String, proposal: MigrationProposal)] = []
    for app in apps {
      let inputs = FixtureApps.inputs(for: app, under: "Sources")
      guard !inputs.isEmpty else { continue }
      let analysis = Analyzer.analyze(inputs)
      let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
      result.append((app, FeatureProposer.propose(analysis, converter: rewriter)))
    }
    return result
  }

  @Test func everyProposedReducerCaseParses() throws {
    var files: [String] = []
    var names: [String] = []
    for (app, proposal) in try Self.proposals() {
      for feature in proposal.features {
        var lines: [String] = []
        for reducerCase in feature.reducerCases {
          lines.append("case \(reducerCase.pattern):")
          lines += reducerCase.body.map { "  " + $0 }
        }
        files.append(SwiftParseCheck.reducerFile(cases: lines))
        names.append("\(app) \(feature.name)")
      }
    }
    #expect(files.count > 20)
    let failures = try SwiftParseCheck.failures(files)
    for (index, message) in failures {
      Issue.record("\(index >= 0 ? names[index] : "?") does not parse:\n\(message)")
    }
  }

  /// Issue #5's target, counted the way `analyze` counts (`FeatureProposal.conversionSummary`): at least 90% of the
  /// fixture methods convert fully.
  @Test func pipelineConversionRate() throws {
    var total = ConversionSummary()
    for (app, proposal) in try Self.proposals() {
      let appSummary = proposal.features.map(\.conversionSummary).reduce(ConversionSummary(), +)
      if ProcessInfo.processInfo.environment["EFFECTS_REPORT"] != nil {
        for feature in proposal.features {
          for method in feature.unconvertedMethods { print("  \(feature.name).\(method.method) \(method.status)") }
          for todo in feature.todos { print("    TODO \(todo.line): \(todo.reason)") }
        }
      }
      print("\(app): full \(appSummary.full), partial \(appSummary.partial), manual \(appSummary.manual)")
      total = total + appSummary
    }
    print("pipeline total: \(total.total) methods, full \(total.full) (\(total.fullRate))")
    #expect(total.total > 150)
    #expect(total.fullRate >= 0.9, "full-conversion rate through the proposal is \(total.fullRate)")
  }
}
