import Analysis
import Emit

/// A kind of finding: its id, what it means, and the page that explains it.
public struct FindingRule: Sendable, Equatable {
  /// Stable id (`unknown-type`).
  public var id: String
  /// One line.
  public var summary: String
  /// A few sentences: what was found and what to do.
  public var description: String
  /// The page that explains it, relative to the repository root (`MigrationGuides/PublishedToState.md`).
  public var helpPath: String
  /// The severity findings of this kind usually have.
  public var defaultSeverity: Diagnostic.Severity

  /// Creates a rule.
  public init(
    id: String, summary: String, description: String, helpPath: String, defaultSeverity: Diagnostic.Severity
  ) {
    self.id = id
    self.summary = summary
    self.description = description
    self.helpPath = helpPath
    self.defaultSeverity = defaultSeverity
  }
}

/// Every kind of finding `analyze` reports, for SARIF's rule list and GitHub's annotation titles.
public enum FindingRules {
  /// The kind of a method converted with TODOs left in it.
  public static let partialMethod = "method-partial"
  /// The kind of a method left to convert by hand.
  public static let manualMethod = "method-manual"
  /// The guide for methods not converted fully.
  static let methodGuide = "\(GuideLinks.folder)/MethodsToActions.md"

  /// Diagnostics of the analysis and the command line, then method kinds, then one TODO kind per guide page.
  public static var all: [FindingRule] {
    diagnosticRules + methodRules
      + GuideLinks.pages.filter { $0 != GuideLinks.index }.map { todoRule(forGuide: $0) }
  }

  /// The rule with `id`; an id this build does not list gets a generic rule pointing at the guides' index.
  public static func rule(_ id: String) -> FindingRule {
    if let known = all.first(where: { $0.id == id }) { return known }
    return FindingRule(
      id: id, summary: "tca-migrate finding '\(id)'",
      description: "A finding of kind '\(id)'; its message says what to do.",
      helpPath: "\(GuideLinks.folder)/\(GuideLinks.index)", defaultSeverity: .warning)
  }

  /// `AsyncEffects.md` → `todo-async-effects`.
  public static func todoRuleId(forGuide page: String) -> String {
    var stem = Substring(page)
    if let slash = stem.lastIndex(of: "/") { stem = stem[stem.index(after: slash)...] }
    if stem.hasSuffix(".md") { stem = stem.dropLast(3) }
    var id = "todo-"
    for (offset, character) in stem.enumerated() {
      if character.isUppercase, offset > 0, !(stem.dropFirst(offset - 1).first?.isUppercase ?? false) { id += "-" }
      id += character.lowercased()
    }
    return id
  }

  private static func todoRule(forGuide page: String) -> FindingRule {
    let topic = topics[page] ?? "a manual step"
    return FindingRule(
      id: todoRuleId(forGuide: page), summary: "Conversion TODO: \(topic)",
      description:
        "The effect rewriter left a `// TODO(tca-migrate):` in the generated reducer where it could not translate"
        + " \(topic). The message says what is left; the guide shows the pattern before and after.",
      helpPath: "\(GuideLinks.folder)/\(page)", defaultSeverity: .note)
  }

  private static let topics = [
    "PublishedToState.md": "published state", "MethodsToActions.md": "a method's statements",
    "AsyncEffects.md": "async work into an effect", "DependencyClients.md": "a dependency",
    "CombineEffects.md": "a Combine pipeline, timer or long-lived loop", "AlertState.md": "an alert",
    "Navigation.md": "navigation, a child or a delegate callback", "ViewsToStore.md": "a view's use of the store",
    "SharedState.md": "persisted or shared state", "Testing.md": "a test", "Swift6.md": "Swift 6 isolation",
    "RemovingOldCode.md": "removing the old view model",
  ]

  private static func guide(_ page: String) -> String { "\(GuideLinks.folder)/\(page)" }

  private static var methodRules: [FindingRule] {
    [
      FindingRule(
        id: partialMethod, summary: "Method converted partially",
        description:
          "Some statements of this view-model method were translated into reducer code and some were kept under"
          + " `// TODO(tca-migrate):` comments; finish those by hand and review the case.",
        helpPath: methodGuide, defaultSeverity: .note),
      FindingRule(
        id: manualMethod, summary: "Method left to convert by hand",
        description:
          "No statement of this view-model method could be translated; its body is kept verbatim under a TODO in the"
          + " generated reducer. Fold it into the reducer (or an effect) by hand.",
        helpPath: methodGuide, defaultSeverity: .warning),
    ]
  }

  private static var diagnosticRules: [FindingRule] {
    [
      FindingRule(
        id: "unknown-type", summary: "Observed property without a known type",
        description:
          "The type of an observed property is neither written nor inferable from its initializer, so the feature's"
          + " State cannot declare it. Add a type annotation.",
        helpPath: guide("PublishedToState.md"), defaultSeverity: .warning),
      FindingRule(
        id: "unbalanced-structure", summary: "File with unbalanced brackets or #if",
        description:
          "The file ends inside a declaration, has a stray closing bracket or an `#if` without `#endif` (a half-saved"
          + " or conflicted file). What could be read was analyzed; fix the file and run again.",
        helpPath: guide("PublishedToState.md"), defaultSeverity: .warning),
      FindingRule(
        id: "conditional-declaration", summary: "View model declared in several #if branches",
        description:
          "The view model is declared more than once under `#if`; its branches were merged into one view model. Check"
          + " that the feature covers every configuration.",
        helpPath: guide("PublishedToState.md"), defaultSeverity: .note),
      FindingRule(
        id: "detached-task", summary: "State mutated from a detached Task",
        description:
          "A `Task.detached` closure changes the view model's state. In TCA, state changes only in the reducer:"
          + " move the work into a `.run` effect that sends an action.",
        helpPath: guide("AsyncEffects.md"), defaultSeverity: .warning),
      FindingRule(
        id: "lexer", summary: "Source the tokenizer could not read cleanly",
        description:
          "An unterminated string, comment or other malformed token; the rest of the file was still analyzed, but"
          + " findings near it may be incomplete.",
        helpPath: guide(GuideLinks.index), defaultSeverity: .warning),
      FindingRule(
        id: "invalid-utf8", summary: "File is not valid UTF-8",
        description: "Invalid bytes were ignored while reading the file; save it as UTF-8.",
        helpPath: guide(GuideLinks.index), defaultSeverity: .warning),
      FindingRule(
        id: "binary-file", summary: "Binary file skipped",
        description: "The file contains NUL bytes and was not analyzed.", helpPath: guide(GuideLinks.index),
        defaultSeverity: .error),
      FindingRule(
        id: "unreadable-file", summary: "Swift file that could not be read",
        description: "The file could not be read (permissions, size limit); nothing in it was analyzed.",
        helpPath: guide(GuideLinks.index), defaultSeverity: .error),
      FindingRule(
        id: "conversion-todo", summary: "Conversion TODO",
        description:
          "The effect rewriter left a `// TODO(tca-migrate):` in the generated reducer; the message says what is left"
          + " and which guide shows the pattern.",
        helpPath: guide(GuideLinks.index), defaultSeverity: .note),
      FindingRule(
        id: "config-unknown-view-model", summary: ".tca-migrate.json names an unknown view model",
        description:
          "A name in `skip` or `client` matches no view model of the analyzed files: a typo, or a view model that"
          + " was removed or excluded.",
        helpPath: "README.md#configuration", defaultSeverity: .warning),
    ]
  }
}
