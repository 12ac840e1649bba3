import Analysis

/// How one feature's methods convert: the counts, the methods left partial or manual, and the TODOs.
public struct ConversionOutcome: Sendable, Equatable {
  /// The feature (reducer) type name.
  public var feature: String
  /// The view model's qualified name.
  public var viewModel: String
  /// Methods converted fully, partially and by hand.
  public var summary: ConversionSummary
  /// The methods not converted fully, in line order.
  public var unconverted: [UnconvertedMethod]
  /// What the method converter could not translate.
  public var todos: [ConversionTodo]

  /// The outcome `proposal` records.
  public init(_ proposal: FeatureProposal) {
    self.feature = proposal.name
    self.viewModel = proposal.viewModel
    self.summary = proposal.conversionSummary
    self.unconverted = proposal.unconvertedMethods
    self.todos = proposal.todos
  }
}
