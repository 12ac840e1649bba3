import Analysis
import Effects
import Emit
import Foundation
import Lexer
import Proposal
import Testing

@Suite struct RuleExampleTests {
  struct Example: Sendable, CustomStringConvertible {
    let rule: String
    let index: Int
    let example: RuleExample
    var description: String { "\(rule)#\(index)" }
  }

  static let examples = ProposalRules.all.flatMap { rule in
    rule.examples.enumerated().map { Example(rule: rule.name, index: $0.offset, example: $0.element) }
  }

  /// The generated text (feature, clients, tests, views) for an example's `before` source, with method bodies
  /// translated by the effect rewriter when `rewritesEffects`, else kept verbatim.
  static func generated(for before: String, rewritesEffects: Bool = false) -> String {
    let input = SourceInput(path: "Example.swift", bytes: Array(before.utf8))
    let analysis = Analyzer.analyze([input])
    let identifiable = IdentifiableTypes.find(in: [SourceFile(text: before)])
    let converter: any MethodConverting =
      rewritesEffects
      ? EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
      : VerbatimConverter()
    let proposal = FeatureProposer(options: ProposalOptions(identifiableTypes: identifiable), converter: converter)
      .propose(analysis)
    let files = FeatureEmitter().files(for: proposal, sources: ["Example.swift": before])
    return files.map(\.contents).joined(separator: "\n")
  }

  /// The generated text for an example's `before` source with the effect rewriter translating bodies.
  static func translated(for before: String) -> String {
    let (proposal, sources) = ConvertedFixtureTests.proposal(inputs: [
      SourceInput(path: "Example.swift", bytes: Array(before.utf8))
    ])
    return FeatureEmitter().files(for: proposal, sources: sources).map(\.contents).joined(separator: "\n")
  }

  /// Examples whose rule needs translated bodies to apply at all (the verbatim fallback leaves a `didSet` flagged).
  static let translatedExamples = examples.filter { $0.rule == PropertyObserverRule().name }

  @Test(arguments: translatedExamples)
  func afterLinesAppearInTheTranslatedCode(_ item: Example) {
    let generated = Set(
      Self.translated(for: item.example.before).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    let missing = item.example.after.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !generated.contains($0) }
    #expect(missing.isEmpty, "\(item): not generated: \(missing)")
  }

  @Test(arguments: examples.filter { $0.rule != PropertyObserverRule().name })
  func afterLinesAppearInTheGeneratedCode(_ item: Example) {
    let generated = Set(
      Self.generated(for: item.example.before, rewritesEffects: item.example.usesEffectRewriter).split(
        separator: "\n"
      ).map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    let missing = item.example.after.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !generated.contains($0) }
    #expect(missing.isEmpty, "\(item): not generated: \(missing)")
  }
}

@Suite struct GuideRendererTests {
  @Test(arguments: ProposalRules.all.map(\.name))
  func guidePagesCarryEveryExample(rule name: String) throws {
    let rule = try #require(ProposalRules.rule(named: name))
    let page = GuideRenderer.render(rule)
    #expect(page.hasPrefix("# "))
    #expect(page.contains(rule.summary))
    #expect(page.components(separatedBy: "```swift\n").count - 1 == rule.examples.count * 2)
    for example in rule.examples {
      #expect(page.contains("```swift\n" + example.before + "\n```"))
      #expect(page.contains("```swift\n" + example.after + "\n```"))
    }
  }
}
