import Analysis
import Effects
import Emit
import Foundation
import Lexer
import Proposal
import Testing

@Suite struct GuideLinkTests {
  /// Every fixture app proposed with the effect rewriter, as `generate` does.
  static let fixtureProposals: [MigrationProposal] = {
    let fixtures = GuideSources.root.appendingPathComponent("Fixtures")
    let apps = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted()
    return apps.compactMap { app -> MigrationProposal? in
      let sources = fixtures.appendingPathComponent(app).appendingPathComponent("Sources")
      guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return nil }
      var inputs: [SourceInput] = []
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        guard let data = FileManager.default.contents(atPath: sources.appendingPathComponent(path).path) else {
          continue
        }
        inputs.append(SourceInput(path: path, bytes: Array(data)))
      }
      let analysis = Analyzer.analyze(inputs.sorted { $0.path < $1.path })
      var options = ProposalOptions()
      options.identifiableTypes = IdentifiableTypes.find(in: inputs.map { SourceFile(bytes: $0.bytes) })
      let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
      return FeatureProposer.propose(analysis, converter: rewriter, options: options)
    }
  }()

  @Test func theLinkedPagesAreExactlyTheGuideFiles() {
    #expect(Set(GuideLinks.pages) == Set(GuideSources.pageNames))
    #expect(GuideLinks.pages.count == Set(GuideLinks.pages).count)
  }

  @Test func everyTodoOfTheFixturesLinksToAnExistingGuide() {
    let todos = Self.fixtureProposals.flatMap(\.features).flatMap(\.todos)
    #expect(!todos.isEmpty, "the fixtures should leave some TODOs to link")
    for todo in todos {
      if let guide = todo.guide { #expect(GuideSources.pageNames.contains(guide), "TODO names missing page \(guide)") }
      let page = GuideLinks.page(for: todo)
      #expect(GuideSources.pageNames.contains(page), "\(todo.reason) → missing \(page)")
    }
  }

  @Test func everyTodoOfTheEffectExamplesLinksToAnExistingGuide() {
    let todos = EffectRules.all.flatMap(\.examples).flatMap { ExampleFeature.convert($0.before).conversion.todos }
    #expect(!todos.isEmpty, "the refused examples should leave TODOs")
    for todo in todos {
      let page = GuideLinks.page(for: todo)
      #expect(GuideSources.pageNames.contains(page), "\(todo.reason) → missing \(page)")
    }
  }

  @Test func everyFlagOfTheFixturesLinksToAnExistingGuide() {
    let flags = Self.fixtureProposals.flatMap(\.features).flatMap(\.flags)
    #expect(!flags.isEmpty, "the fixtures should raise some flags")
    for flag in flags {
      #expect(GuideSources.pageNames.contains(GuideLinks.page(forFlag: flag.code)), "\(flag.code)")
    }
  }

  @Test(arguments: [
    ("Combine pipeline the rewriter does not translate", "CombineEffects.md"),
    ("`UserDefaults` write; use @Shared(.appStorage)", "SharedState.md"),
    ("state used inside an escaping closure passed to a child", "Navigation.md"),
    ("`load` awaits inside a loop with break", "CombineEffects.md"),
    ("`total` returns `Int`; a reducer case cannot return a value to the view", "MethodsToActions.md"),
  ])
  func todoReasonsPickTheirTopicsPage(reason: String, page: String) {
    #expect(GuideLinks.page(for: ConversionTodo(line: 1, reason: reason)) == page)
    #expect(GuideLinks.page(for: ConversionTodo(line: 1, reason: reason, guide: "Testing.md")) == "Testing.md")
  }

  @Test(arguments: ProposalRules.all.map(\.name))
  func everyRuleGuideIsALinkedPage(rule name: String) throws {
    let rule = try #require(ProposalRules.rule(named: name))
    #expect(GuideLinks.pages.contains(rule.guide), "\(name): \(rule.guide)")
  }
}
