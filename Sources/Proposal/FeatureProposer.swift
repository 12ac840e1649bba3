import Analysis

/// Proposes TCA features and clients for analyzed view models; the entry point of the Proposal stage.
public struct FeatureProposer: Sendable {
  /// Options shaping names and types.
  public var options: ProposalOptions
  /// Translates method bodies (the effect rewriter, or `VerbatimConverter`).
  public var converter: any MethodConverting
  /// Rules applied in order.
  public var rules: [any ProposalRule]

  /// Creates a proposer.
  public init(
    options: ProposalOptions = ProposalOptions(), converter: any MethodConverting = VerbatimConverter(),
    rules: [any ProposalRule] = ProposalRules.all
  ) {
    self.options = options
    self.converter = converter
    self.rules = rules
  }

  /// Proposes the feature for `viewModel` and the clients of its services.
  public func propose(_ analysis: AnalysisResult, for viewModel: ViewModel) -> MigrationProposal {
    propose(analysis, for: [viewModel])
  }

  /// Proposes features for `viewModels` (all of them by default) and each service client once.
  public func propose(_ analysis: AnalysisResult, for viewModels: [ViewModel]? = nil) -> MigrationProposal {
    let (features, clients, sharedStates) = proposed(
      analysis, for: viewModels ?? analysis.viewModels, rules: rules, complete: true)
    let usedClients = Set(features.flatMap(\.clients))
    let usedShared = Set(features.flatMap { $0.state.compactMap(\.sharedAttribute) })
    var proposal = MigrationProposal(
      features: features,
      clients: clients.values.filter { usedClients.contains($0.name) }.sorted { $0.name < $1.name },
      indentation: analysis.indentation, viewModelFiles: Array(Set(analysis.viewModels.map(\.file))).sorted())
    proposal.sharedStates = sharedStates.values.filter { usedShared.contains($0.attribute) }
      .sorted { $0.object < $1.object }
    return proposal
  }

  /// How each view model of `analysis` classified as a feature converts, as `propose` would say: the rules up to
  /// the last one that decides conversions run, and nothing that only writes tests, views or carried declarations.
  /// Clients and skipped models keep their classes, so no proposal is built for them.
  public func outcomes(_ analysis: AnalysisResult) -> [ConversionOutcome] {
    let deciding = rules.lastIndex(where: \.decidesConversion).map { Array(rules[...$0]) } ?? []
    return proposed(
      analysis, for: analysis.viewModels, rules: deciding, complete: false,
      proposing: { $0.classification == .feature }
    ).features.map { ConversionOutcome($0) }
  }

  /// The feature of each model in `models` that `proposing` accepts, with `rules` applied, and the clients and
  /// shared-state values of the codebase (whose endpoints all of `models` decide); `complete` adds the passes over
  /// finished features (qualified types, well-formed output, collection identity, test stubs).
  private func proposed(
    _ analysis: AnalysisResult, for models: [ViewModel], rules: [any ProposalRule], complete: Bool,
    proposing: (ViewModel) -> Bool = { _ in true }
  ) -> (features: [FeatureProposal], clients: [String: ClientProposal], sharedStates: [String: SharedStateProposal]) {
    let erased = SchedulerParameters.erased(analysis)
    let analysis = erased ?? analysis
    let models =
      erased.map { erased in
        let byPlace = Dictionary(erased.viewModels.map { ("\($0.file):\($0.line)", $0) }) { first, _ in first }
        return models.map { byPlace["\($0.file):\($0.line)"] ?? $0 }
      } ?? models
    // Features are named first: a client or skipped model (`CartStore`) must not take `CartFeature` from the
    // screen's `CartViewModel` and leave it `CartFeature2`.
    let screens = analysis.viewModels.filter { $0.classification == .feature }
    let others = analysis.viewModels.filter { $0.classification != .feature }
    let names = FeatureNaming.featureNames(
      for: (screens + others).map(\.name), suffix: options.featureSuffix, pinned: options.pinnedFeatureNames)
    let singletons = SingletonUses(analysis)
    let lookup = ViewModelLookup(analysis)
    let mainActorCalls = MainActorCalls(analysis)
    // Flattened and promoted once per model: the clients read these, and so does each model's proposal.
    let prepared = ParallelMap.map(models) { model in
      let (inherited, superclasses) = Inheritance.flattened(model, in: lookup)
      let promoted = PropertyChildFactories.promoted(
        mainActorCalls.awaited(singletons.promoted(inherited)), lookup: lookup)
      return (model: model, promoted: promoted, superclasses: superclasses)
    }
    let flattenedModels = prepared.map(\.promoted)
    let samples = SampleValues(models: analysis.models)
    let childClassification = ChildClassification(analysis)
    let sharedStates = SharedStateProposal.all(in: analysis)
    let clients = ClientProposer.clients(for: analysis, viewModels: flattenedModels, samples: samples) { model in
      names[model.name] ?? FeatureNaming.featureName(forViewModel: model.name, suffix: options.featureSuffix)
    }
    let (proposalOptions, converter) = (options, WellFormedConverter(converter))
    var features = ParallelMap.map(prepared.filter { proposing($0.model) }) { model, promoted, superclasses in
      var flattened = ValueDependencies.promoted(promoted, in: analysis, lookup: lookup)
      childClassification.dropNonFeatureChildren(of: &flattened)
      let context = ProposalContext(
        analysis: analysis, viewModel: flattened, options: proposalOptions, converter: converter, clients: clients,
        featureNames: names, lookup: lookup, samples: samples, sharedStates: sharedStates)
      var proposal = FeatureProposal(viewModel: model)
      if !superclasses.isEmpty {
        proposal.flag(
          ProposalFlag(
            code: "inherited-view-model",
            message:
              "inherits \(superclasses.map { "`\($0)`" }.joined(separator: ", ")); its state and methods are folded in",
            line: model.line))
      }
      if let flag = Inheritance.unfoldedBaseFlag(model, superclasses: superclasses, in: analysis, lookup: lookup) {
        proposal.flag(flag)
      }
      for rule in rules { rule.apply(to: &proposal, in: context) }
      HelperFolding.apply(to: &proposal, viewModel: flattened)
      if complete {
        TypeQualifier.apply(to: &proposal, viewModel: model.name, models: analysis.models)
        WellFormedOutput.apply(to: &proposal)
      }
      return proposal
    }
    if complete {
      CarriedTypeReferences.apply(to: &features, replaced: Set(screens.map(\.name)))
      CollectionChildIdentity.apply(to: &features)
      ChildEffectStubs.apply(to: &features, clients: clients, samples: samples)
      ModelEquatable.apply(to: &features, models: analysis.models)
    }
    return (features, clients, sharedStates)
  }

  /// Proposes features for `viewModels` (all by default) with `converter` translating method bodies.
  public static func propose(
    _ analysis: AnalysisResult, for viewModels: [ViewModel]? = nil,
    converter: any MethodConverting = VerbatimConverter(), options: ProposalOptions = ProposalOptions()
  ) -> MigrationProposal {
    FeatureProposer(options: options, converter: converter).propose(analysis, for: viewModels)
  }

  /// Proposes the feature for the view model named `name`; nil when there is none.
  public func propose(_ analysis: AnalysisResult, named name: String) -> MigrationProposal? {
    guard let model = analysis.viewModel(named: name) else { return nil }
    return propose(analysis, for: model)
  }
}

/// Features and the clients they share, ready to emit.
public struct MigrationProposal: Sendable, Equatable, Codable {
  /// One proposal per view model.
  public var features: [FeatureProposal]
  /// One proposal per service, sorted by name.
  public var clients: [ClientProposal]
  /// The codebase's indentation unit.
  public var indentation: String
  /// Files declaring view models (they are replaced by features, so call sites in them are not rewritten).
  public var viewModelFiles: [String]
  /// The shared-state objects some feature reads, moved to `@Shared` values, sorted by object name.
  public var sharedStates: [SharedStateProposal] = []

  /// The feature named `name`: its feature name, its view model's qualified or last name, or the feature name
  /// without the default suffix (`Quiz` for `QuizFeature`).
  public func feature(named name: String) -> FeatureProposal? {
    features.first { $0.name == name || $0.viewModel == name }
      ?? features.first { $0.viewModel.split(separator: ".").last.map(String.init) == name }
      ?? features.first { $0.name == name + FeatureNaming.defaultFeatureSuffix }
  }

  /// The shared-state objects `feature`'s State declares with `@Shared`.
  public func sharedStates(declaredBy feature: FeatureProposal) -> [SharedStateProposal] {
    let attributes = Set(feature.state.compactMap(\.sharedAttribute))
    return sharedStates.filter { attributes.contains($0.attribute) }
  }

  /// Creates a migration proposal.
  public init(
    features: [FeatureProposal], clients: [ClientProposal], indentation: String, viewModelFiles: [String] = []
  ) {
    self.features = features
    self.clients = clients
    self.indentation = indentation
    self.viewModelFiles = viewModelFiles
  }
}
