import Effects
import Emit
import Foundation
import Proposal
import TestSupport
import Testing

/// A before → after block pair of a guide.
struct GuidePair: Sendable, CustomStringConvertible {
  let page: String
  let line: Int
  let kind: GuideDocument.SectionKind
  let rule: String
  let before: String
  let after: String
  var description: String { "\(page):\(line) (\(rule))" }

  /// Every pair of every page: a `Before` block followed by an `After` block inside a generated section.
  static let all: [GuidePair] = GuideSources.pageNames.flatMap { page -> [GuidePair] in
    guard let document = try? GuideSources.document(page) else { return [] }
    let blocks = document.codeBlocks
    return blocks.indices.dropLast().compactMap { index in
      let (before, after) = (blocks[index], blocks[index + 1])
      guard before.role == .before, after.role == .after, let number = before.section, after.section == number
      else { return nil }
      let section = document.sections[number]
      return GuidePair(
        page: page, line: before.line, kind: section.kind, rule: section.id, before: before.code, after: after.code)
    }
  }
}

@Suite struct GuideExampleTests {
  @Test func theGuidesHaveExamplesOfEveryKind() {
    #expect(GuidePair.all.contains { $0.kind == .rule })
    #expect(GuidePair.all.contains { $0.kind == .effect })
  }

  @Test(arguments: GuidePair.all)
  func beforeBlockRunThroughTheToolProducesTheAfterBlock(_ pair: GuidePair) throws {
    switch pair.kind {
    case .rule:
      let files = ToolRun.generatedFiles(for: pair.before)
      #expect(!files.isEmpty, "\(pair): nothing generated")
      let produced = ToolRun.produce(files.map(\.contents), excerpt: pair.after)
      #expect(
        produced,
        "\(pair): the after block is not in the generated files:\n\(files.map(\.contents).joined(separator: "\n"))")
    case .effect:
      let result = ToolRun.convertedCases(for: pair.before)
      #expect(result.cases == pair.after, "\(pair)")
      let rule = try #require(EffectRules.all.first { $0.id == pair.rule })
      let example = try #require(
        rule.examples.first { $0.before == pair.before }, "\(pair): not an example of the rule")
      #expect(result.status == example.status, "\(pair)")
      #expect((result.status == .full) == !pair.after.contains("TODO(tca-migrate)"), "\(pair)")
    }
  }

  @Test func beforeAndAfterBlocksComeInPairsInsideGeneratedSections() throws {
    for page in GuideSources.pageNames {
      let document = try GuideSources.document(page)
      let blocks = document.codeBlocks
      for (index, block) in blocks.enumerated() where block.role != nil {
        #expect(block.section != nil, "\(page):\(block.line): before/after blocks belong in generated sections")
        if block.role == .before {
          #expect(
            index + 1 < blocks.count && blocks[index + 1].role == .after,
            "\(page):\(block.line): a before block without its after block")
        } else {
          #expect(
            index > 0 && blocks[index - 1].role == .before, "\(page):\(block.line): an after block without its before")
        }
      }
    }
  }

  @Test func everySwiftBlockParses() throws {
    var snippets: [String] = []
    var names: [String] = []
    for page in GuideSources.pageNames {
      let document = try GuideSources.document(page)
      for block in document.codeBlocks where block.language == "swift" {
        let section = block.section.map { document.sections[$0] }
        var code = block.code
        if section?.kind == .effect {
          code = block.role == .after ? SwiftParse.reducer(cases: code) : SwiftParse.viewModel(methods: code)
        }
        snippets.append(code + "\n")
        names.append("\(page):\(block.line)")
      }
    }
    #expect(snippets.count >= GuidePair.all.count * 2)
    let failures = try SwiftParse.failures(snippets)
    let described = failures.keys.sorted().map { ($0 >= 0 ? names[$0] : "swiftc") + ": " + (failures[$0] ?? "") }
    #expect(failures.isEmpty, "\(described.joined(separator: "\n"))")
  }

  @Test func everyGuideBlockIsTaggedWithALanguage() throws {
    for page in GuideSources.pageNames {
      for block in try GuideSources.document(page).codeBlocks {
        #expect(!block.language.isEmpty, "\(page):\(block.line): code block without a language")
      }
    }
  }
}
