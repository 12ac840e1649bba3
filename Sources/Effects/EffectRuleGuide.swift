/// Renders an effect rule as a MigrationGuides page (before → after code blocks).
public enum EffectRuleGuide {
  /// The guide's file name, e.g. `effects-async-service-call.md`.
  public static func fileName(for rule: any EffectRule) -> String {
    "effects-\(rule.id).md"
  }

  /// The Markdown page: title, summary, then each example's before and after blocks.
  public static func markdown(for rule: any EffectRule) -> String {
    var lines = ["# \(rule.title)", "", rule.summary, ""]
    for (index, example) in rule.examples.enumerated() {
      let heading = example.status == .full ? "Example" : "Refused (\(example.status.rawValue))"
      lines += ["## \(heading) \(index + 1)", "", "Before:", "", "```swift", example.before, "```", ""]
      lines += ["After (reducer cases):", "", "```swift", example.after, "```", ""]
    }
    return lines.joined(separator: "\n")
  }
}
