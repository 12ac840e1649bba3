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
