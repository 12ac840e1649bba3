import Proposal

/// Renders a proposal rule as its MigrationGuides page (Markdown with before → after Swift blocks).
public enum GuideRenderer {
  /// The page for `rule`, named `rule.guide`.
  public static func render(_ rule: any ProposalRule) -> String {
    let words = rule.name.split(separator: "-").map(String.init)
    let title = words.enumerated().map { index, word in
      index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word
    }.joined(separator: " ")
    var lines = ["# \(title)", "", rule.summary, "", "Rule: `\(rule.name)`"]
    for (index, example) in rule.examples.enumerated() {
      lines += ["", rule.examples.count == 1 ? "## Example" : "## Example \(index + 1)"]
      if let note = example.note { lines += ["", note] }
      lines += ["", "Before (MVVM):", "", "```swift", example.before, "```"]
      lines += ["", "After (TCA):", "", "```swift", example.after, "```"]
      if example.usesEffectRewriter {
        lines += [
          "",
          "The statements inside the reducer cases come from the effect rewriter; where it cannot translate a "
            + "method, the case keeps the original body under a `// TODO(tca-migrate):` comment.",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// One before → after example as a guide shows it.
public struct GuideExample: Sendable, Equatable {
  /// The MVVM source.
  public var before: String
  /// What the tool generates for it.
  public var after: String
  /// The line above the before block (starts with `Before`).
  public var beforeLabel: String
  /// The line above the after block (starts with `After`).
  public var afterLabel: String
  /// What the example shows, if not obvious.
  public var note: String?

  /// Creates an example.
  public init(before: String, after: String, beforeLabel: String, afterLabel: String, note: String? = nil) {
    self.before = before
    self.after = after
    self.beforeLabel = beforeLabel
    self.afterLabel = afterLabel
    self.note = note
  }
}

extension GuideRenderer {
  /// The command that rewrites the generated sections of MigrationGuides in place.
  public static let regenerateCommand = "TCA_MIGRATE_UPDATE_GOLDEN=1 swift test --filter GuidesTests"

  /// A proposal rule's examples, labelled for a guide.
  public static func examples(of rule: any ProposalRule) -> [GuideExample] {
    rule.examples.map { example in
      let after =
        example.usesEffectRewriter
        ? "After (generated TCA; the case bodies come from the effect rewriter):" : "After (generated TCA):"
      return GuideExample(
        before: example.before, after: example.after, beforeLabel: "Before (MVVM):", afterLabel: after,
        note: example.note)
    }
  }

  /// The body of a generated section: a do-not-edit note, the rule's summary, then the chosen examples'
  /// before and after blocks (`indices` are 1-based; nil shows them all).
  public static func sectionBody(id: String, summary: String, examples: [GuideExample], indices: [Int]? = nil)
    -> [String]
  {
    var lines = [
      "<!-- Generated from rule `\(id)`; edit the rule's examples, then run: \(regenerateCommand) -->", "",
      "**`\(id)`**: \(summary)",
    ]
    let chosen = (indices ?? Array(1...max(examples.count, 1))).filter { examples.indices.contains($0 - 1) }
    for number in chosen {
      let example = examples[number - 1]
      lines.append("")
      if examples.count > 1 || example.note != nil {
        lines.append("*Example \(number)*" + (example.note.map { ": \($0)" } ?? ""))
        lines.append("")
      }
      lines += [example.beforeLabel, "", "```swift", example.before, "```", ""]
      lines += [example.afterLabel, "", "```swift", example.after, "```"]
    }
    lines.append("")
    return lines
  }
}
