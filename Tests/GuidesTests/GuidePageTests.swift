import Effects
import Emit
import Foundation
import Proposal
import Testing

@Suite struct GuidePageTests {
  /// The pages the issue asks for (each a pattern, plus the index).
  static let requiredPages = [
    "README.md", "PublishedToState.md", "MethodsToActions.md", "AsyncEffects.md", "DependencyClients.md",
    "CombineEffects.md", "AlertState.md", "Navigation.md", "ViewsToStore.md", "SharedState.md", "Testing.md",
    "RemovingOldCode.md",
  ]

  @Test func theRequiredPagesExist() {
    for page in Self.requiredPages {
      #expect(GuideSources.pageNames.contains(page), "missing MigrationGuides/\(page)")
    }
  }

  @Test(arguments: GuideSources.pageNames)
  func generatedSectionsShowTheRulesCurrentExamples(page: String) throws {
    let document = try GuideSources.document(page)
    #expect(document.problems.isEmpty, "\(page): \(document.problems)")
    for section in document.sections {
      #expect(GuideSources.expectedBody(of: section) != nil, "\(page): no \(section.kind) rule `\(section.id)`")
    }
    let updated = document.replacingSectionBodies(GuideSources.expectedBody(of:))
    let current = document.lines.joined(separator: "\n")
    if GuideSources.updating, updated != current {
      try updated.write(to: GuideSources.folder.appendingPathComponent(page), atomically: true, encoding: .utf8)
    } else {
      let (have, want) = (current.components(separatedBy: "\n"), updated.components(separatedBy: "\n"))
      let line =
        zip(have, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(have.count, want.count)
      let expected = line < want.count ? want[line] : ""
      #expect(
        updated == current,
        "\(page):\(line + 1): stale generated section, expected `\(expected)`; run \(GuideRenderer.regenerateCommand)")
    }
  }

  @Test(arguments: GuideSources.pageNames.filter { $0 != "README.md" })
  func everyPatternPageSaysWhatTheToolCannotDoAndTheManualSteps(page: String) throws {
    let anchors = try GuideSources.document(page).headingAnchors
    #expect(anchors.contains("what-the-tool-cannot-do"), "\(page): no `## What the tool cannot do` section")
    #expect(anchors.contains("manual-steps"), "\(page): no `## Manual steps` section")
  }

  @Test(arguments: ProposalRules.all.map(\.name))
  func everyProposalRulePointsAtAnExistingGuideShowingAllItsExamples(rule name: String) throws {
    let rule = try #require(ProposalRules.rule(named: name))
    #expect(GuideSources.pageNames.contains(rule.guide), "\(name) points at missing MigrationGuides/\(rule.guide)")
    let sections = try GuideSources.document(rule.guide).sections
    #expect(
      sections.contains { $0.kind == .rule && $0.id == name && $0.examples == nil },
      "\(rule.guide) has no full examples section for rule \(name)")
  }

  @Test(arguments: EffectRules.all.map(\.id))
  func everyEffectRuleHasExactlyOneHomePage(id: String) throws {
    var homes: [String] = []
    for page in GuideSources.pageNames {
      let sections = try GuideSources.document(page).sections
      if sections.contains(where: { $0.kind == .effect && $0.id == id && $0.examples == nil }) { homes.append(page) }
    }
    #expect(homes.count == 1, "effect rule \(id) is shown in full on \(homes)")
    #expect(homes == [GuideLinks.effectRulePages[id] ?? "none"], "GuideLinks.effectRulePages[\(id)]")
  }

  @Test func everyRuleSectionIsShownInFullOnlyOnce() throws {
    var seen: [String: String] = [:]
    for page in GuideSources.pageNames {
      for section in try GuideSources.document(page).sections where section.examples == nil {
        let key = "\(section.kind.rawValue)=\(section.id)"
        #expect(seen[key] == nil, "\(key) is shown in full on \(seen[key] ?? "") and \(page)")
        seen[key] = page
      }
    }
  }

  @Test(arguments: GuideSources.pageNames)
  func relativeLinksResolve(page: String) throws {
    let document = try GuideSources.document(page)
    for target in document.linkTargets where !target.contains("://") && !target.hasPrefix("mailto:") {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let file = parts[0].isEmpty ? page : parts[0]
      let url = GuideSources.folder.appendingPathComponent(file).standardizedFileURL
      #expect(FileManager.default.fileExists(atPath: url.path), "\(page): broken link \(target)")
      if parts.count == 2, url.pathExtension == "md", FileManager.default.fileExists(atPath: url.path) {
        let anchors = GuideDocument(text: try String(contentsOf: url, encoding: .utf8)).headingAnchors
        #expect(anchors.contains(parts[1]), "\(page): no heading for anchor in \(target)")
      }
    }
  }

  @Test func theIndexLinksEveryGuideAndTheRootReadmeLinksTheIndex() throws {
    let index = Set(try GuideSources.document("README.md").linkTargets.map { String($0.split(separator: "#")[0]) })
    for page in GuideSources.pageNames where page != "README.md" {
      #expect(index.contains(page), "MigrationGuides/README.md does not link \(page)")
    }
    let root = try String(contentsOf: GuideSources.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(GuideDocument(text: root).linkTargets.contains("MigrationGuides/README.md"))
  }

  @Test(arguments: GuideSources.pageNames.filter { $0 != "README.md" })
  func everyPatternPageLinksBackToTheIndex(page: String) throws {
    #expect(try GuideSources.document(page).linkTargets.contains { $0.hasPrefix("README.md") }, "\(page)")
  }
}
