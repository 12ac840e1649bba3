import Analysis

/// One migration rule: an MVVM pattern and the TCA form the proposal gives it.
public protocol ProposalRule: Sendable {
  /// Stable identifier, e.g. `published-to-state`.
  var name: String { get }
  /// The MigrationGuides page explaining the rule (file name).
  var guide: String { get }
  /// One sentence saying what the rule does.
  var summary: String { get }
  /// Before (MVVM) → after (generated TCA) examples.
  var examples: [RuleExample] { get }
  /// Whether the rule can change how methods convert (the counts and TODOs `analyze` reports); false for rules
  /// that only write tests, views or carried declarations, which `FeatureProposer.outcomes` leaves out.
  var decidesConversion: Bool { get }
  /// Applies the rule to `proposal`.
  func apply(to proposal: inout FeatureProposal, in context: ProposalContext)
}

extension ProposalRule {
  public var decidesConversion: Bool { true }
}

/// A before → after example of a rule.
public struct RuleExample: Sendable, Equatable {
  /// MVVM Swift source.
  public var before: String
  /// The TCA Swift source the rule generates for it (an excerpt of the generated files).
  public var after: String
  /// What the example shows, if not obvious.
  public var note: String?
  /// Whether `after` shows method bodies as the effect rewriter translates them (the verbatim fallback keeps TODOs).
  public var usesEffectRewriter: Bool

  /// Creates an example.
  public init(before: String, after: String, note: String? = nil, usesEffectRewriter: Bool = false) {
    self.before = before
    self.after = after
    self.note = note
    self.usesEffectRewriter = usesEffectRewriter
  }
}

/// Options that shape every proposal.
public struct ProposalOptions: Sendable, Equatable {
  /// Suffix of feature names (`Quiz` + `Feature`).
  public var featureSuffix: String
  /// Type names known to conform to `Identifiable` (their arrays stay `[Model]`; see `IdentifiedArrayRule`).
  public var identifiableTypes: Set<String>
  /// Type names known not to be `Equatable`, in addition to the built-in list.
  public var nonEquatableTypes: Set<String>
  /// Feature names fixed by the user or an existing checklist: view model name → feature name.
  public var pinnedFeatureNames: [String: String]

  /// Creates options.
  public init(
    featureSuffix: String = FeatureNaming.defaultFeatureSuffix, identifiableTypes: Set<String> = [],
    nonEquatableTypes: Set<String> = [], pinnedFeatureNames: [String: String] = [:]
  ) {
    self.featureSuffix = featureSuffix
    self.identifiableTypes = identifiableTypes
    self.nonEquatableTypes = nonEquatableTypes
    self.pinnedFeatureNames = pinnedFeatureNames
  }
}
