import Analysis
import Effects
import Emit
import Foundation
import Lexer
import Proposal

/// The MigrationGuides folder, its pages, and the rules its generated sections show.
enum GuideSources {
  /// The repository root (this file is Tests/GuidesTests/GuideSources.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  /// `MigrationGuides/`.
  static let folder = root.appendingPathComponent("MigrationGuides")
  /// Whether the run rewrites generated sections instead of comparing them.
  static let updating = ProcessInfo.processInfo.environment["TCA_MIGRATE_UPDATE_GOLDEN"] == "1"

  /// File names of the guide pages, sorted.
  static let pageNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted()
  }()

  /// The text of page `name`.
  static func text(of name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// Page `name` parsed.
  static func document(_ name: String) throws -> GuideDocument {
    GuideDocument(text: try text(of: name))
  }

  /// The summary and labelled examples of a section's rule, or nil when no rule has that id.
  static func rule(kind: GuideDocument.SectionKind, id: String) -> (summary: String, examples: [GuideExample])? {
    switch kind {
    case .rule:
      guard let rule = ProposalRules.rule(named: id) else { return nil }
      return (rule.summary, GuideRenderer.examples(of: rule))
    case .effect:
      guard let rule = EffectRules.all.first(where: { $0.id == id }) else { return nil }
      let examples = rule.examples.map { example in
        GuideExample(
          before: example.before, after: example.after,
          beforeLabel: "Before (a method of the sample `ItemsViewModel`):",
          afterLabel: example.status == .full
            ? "After (the reducer cases it becomes):"
            : "After (refused, \(example.status.rawValue): the code stays under a TODO):")
      }
      return ("**\(rule.title).** " + rule.summary.replacingOccurrences(of: "\\\\", with: "\\"), examples)
    }
  }

  /// The generated body a section should have, or nil for an unknown rule.
  static func expectedBody(of section: GuideDocument.Section) -> [String]? {
    guard let rule = rule(kind: section.kind, id: section.id) else { return nil }
    return GuideRenderer.sectionBody(
      id: section.id, summary: rule.summary, examples: rule.examples, indices: section.examples)
  }
}

/// The tool run on an example's "before" source.
enum ToolRun {
  /// Every file `generate` writes for `source` (a one-file codebase), with the effect rewriter translating bodies.
  static func generatedFiles(for source: String) -> [GeneratedFile] {
    let input = SourceInput(path: "Example.swift", bytes: Array(source.utf8))
    let analysis = Analyzer.analyze([input])
    var options = ProposalOptions()
    options.identifiableTypes = IdentifiableTypes.find(in: [SourceFile(text: source)])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let proposal = FeatureProposer.propose(analysis, converter: rewriter, options: options)
    return FeatureEmitter().files(for: proposal, sources: ["Example.swift": source])
  }

  /// The reducer cases the effect rewriter makes of the first method in `source` (against the sample view model).
  static func convertedCases(for source: String) -> (cases: String, status: MethodConversion.Status) {
    let result = ExampleFeature.convert(source)
    return (result.cases.joined(separator: "\n"), result.conversion.status)
  }

  /// Whether `files` produce `excerpt`: each top-level declaration of the excerpt appears in one file, its
  /// non-blank lines in the same order and at the same relative nesting (the excerpt may leave out lines between
  /// them, e.g. a `body` it does not show, and may sit deeper in the file, e.g. `State` inside the reducer).
  static func produce(_ files: [String], excerpt: String) -> Bool {
    let chunks = topLevelChunks(excerpt)
    return !chunks.isEmpty && chunks.allSatisfy { chunk in files.contains { contains($0, chunk: chunk) } }
  }

  /// The excerpt's non-blank lines split where a top-level declaration ends with a top-level `}`.
  static func topLevelChunks(_ excerpt: String) -> [[String]] {
    var chunks: [[String]] = []
    var current: [String] = []
    for line in excerpt.components(separatedBy: "\n") where !isBlank(line) {
      current.append(line)
      if indentation(line) == 0, line.hasPrefix("}") {
        chunks.append(current)
        current = []
      }
    }
    if !current.isEmpty { chunks.append(current) }
    return chunks
  }

  private static func contains(_ text: String, chunk: [String]) -> Bool {
    let haystack = text.components(separatedBy: "\n").filter { !isBlank($0) }
    let (haveUnit, wantUnit) = (indentUnit(haystack), indentUnit(chunk))
    func level(_ line: String, _ unit: Int) -> Int { indentation(line) / unit }
    func same(_ have: String, _ want: String) -> Bool {
      have.trimmingCharacters(in: .whitespaces) == want.trimmingCharacters(in: .whitespaces)
    }
    guard let first = chunk.first else { return false }
    for start in haystack.indices where same(haystack[start], first) {
      let shift = level(haystack[start], haveUnit) - level(first, wantUnit)
      var position = start + 1
      var matched = 1
      for want in chunk.dropFirst() {
        guard
          let found = haystack[position...].firstIndex(where: {
            same($0, want) && level($0, haveUnit) - level(want, wantUnit) == shift
          })
        else { break }
        matched += 1
        position = found + 1
      }
      if matched == chunk.count { return true }
    }
    return false
  }

  /// The smallest positive indentation of `lines` (1 when none is indented).
  private static func indentUnit(_ lines: [String]) -> Int {
    lines.map(indentation).filter { $0 > 0 }.min() ?? 1
  }

  private static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  private static func indentation(_ line: String) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }
}
