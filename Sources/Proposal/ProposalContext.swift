import Analysis

/// What every rule may read while proposing one feature.
public struct ProposalContext: Sendable {
  /// The whole analysis.
  public var analysis: AnalysisResult
  /// The view model being proposed.
  public var viewModel: ViewModel {
    didSet {
      facts = ViewModelFacts(viewModel)
      findFactories()
    }
  }
  /// Options.
  public var options: ProposalOptions { didSet { findFactories() } }
  /// The method converter (effect rewriter, or the verbatim fallback).
  public var converter: any MethodConverting
  /// Clients proposed for the whole codebase, keyed by service name.
  public var clients: [String: ClientProposal]
  /// View-model names and owners, indexed once for the whole run.
  public var lookup: ViewModelLookup { didSet { findFactories() } }
  /// Sample values of the codebase's models for generated tests, built once per run.
  public var samples: SampleValues
  /// Shared-state objects moved to `@Shared` values, by object name, built once per run.
  public var sharedStates: [String: SharedStateProposal]

  /// Creates a context.
  public init(
    analysis: AnalysisResult, viewModel: ViewModel, options: ProposalOptions = ProposalOptions(),
    converter: any MethodConverting = VerbatimConverter(), clients: [String: ClientProposal] = [:],
    featureNames: [String: String] = [:], lookup: ViewModelLookup? = nil, samples: SampleValues? = nil,
    sharedStates: [String: SharedStateProposal]? = nil
  ) {
    self.lookup = lookup ?? ViewModelLookup(analysis)
    self.samples = samples ?? SampleValues(models: analysis.models)
    self.sharedStates = sharedStates ?? SharedStateProposal.all(in: analysis)
    self.analysis = analysis
    self.viewModel = viewModel
    self.options = options
    self.converter = converter
    self.clients = clients
    self.featureNames = featureNames
    facts = ViewModelFacts(viewModel)
    findFactories()
  }

  /// The owners (views, controllers) holding this view model.
  public var owners: [Owner] { lookup.owners[viewModel.name] ?? [] }

  /// Every member use of this view model by its owners.
  public var uses: [MemberUse] { owners.flatMap(\.uses) }

  /// View model name → unique feature name, for every view model of the codebase.
  public var featureNames: [String: String] { didSet { findFactories() } }

  /// The view model's subjects, injected closures and body calls, found once per view model.
  public private(set) var facts: ViewModelFacts

  /// The view model's child factories, `ChildFactory.all(in: self)`: found once, and again when what they depend
  /// on changes, instead of once per rule that asks.
  public private(set) var childFactories: [ChildFactory] = []

  /// The view model's action methods and their case names before State methods are left out, found with the
  /// factories (which they depend on).
  public private(set) var actionCandidates = ActionCandidates()

  private mutating func findFactories() {
    childFactories = ChildFactory.all(in: self)
    actionCandidates = ActionCandidates(self)
  }

  /// The feature name for a view model type name (qualified or not).
  public func featureName(for typeName: String) -> String {
    let name = lookup.viewModelName(typeName) ?? typeName
    return featureNames[name] ?? FeatureNaming.featureName(forViewModel: name, suffix: options.featureSuffix)
  }

  /// `type` with every view model type written as its feature's State: `[TripModel]` → `[TripFeature.State]`. In a
  /// feature, clients and skipped view models keep their own type (no feature is generated for them); a view model
  /// that is no feature itself keeps the whole tree, as `ChildClassification` does for its children.
  public func replacingViewModelTypes(in type: String) -> String {
    let isFeature = viewModel.classification == .feature
    return lookup.replacingViewModelNames(in: type) { name, arguments in
      !isFeature || lookup.isFeature(name) ? featureName(for: name) + arguments + ".State" : name + arguments
    }
  }

  /// The client replacing a dependency, if its type is a known service.
  public func client(for dependency: Dependency) -> ClientProposal? {
    lookup.services.service(for: dependency).flatMap { clients[$0.name] }
  }

}
