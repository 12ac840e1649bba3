import Analysis
import Proposal

/// Small hand-built analysis values for rule tests.
enum Builders {
  static func model(
    _ name: String = "CounterViewModel", published: [StateProperty] = [], computed: [ComputedProperty] = [],
    methods: [Method] = [], initializers: [Method] = [], dependencies: [Dependency] = [],
    childReferences: [ChildReference] = [], constants: [StoredProperty] = []
  ) -> ViewModel {
    ViewModel(
      name: name, file: "App/\(name).swift", line: 1, kind: .observableObject, published: published,
      computed: computed, methods: methods, initializers: initializers, dependencies: dependencies,
      children: childReferences.map(\.type).sorted(), childReferences: childReferences, constants: constants)
  }

  static func owner(for model: ViewModel, kind: Owner.Kind = .view, uses: [MemberUse]) -> Owner {
    Owner(
      name: "CounterView", file: "App/CounterView.swift", line: 1, kind: kind, viewModel: model.name,
      property: "viewModel", propertyLine: 2, wrapper: "StateObject", uses: uses)
  }

  static func published(_ name: String, _ type: String?, _ value: String? = nil) -> StateProperty {
    StateProperty(name: name, type: type, line: 2, initialValue: value)
  }

  static func method(_ name: String, body: String = "", parameters: [Parameter] = [], access: String? = nil) -> Method {
    Method(name: name, line: 10, parameters: parameters, access: access, body: body, bodyLine: 10)
  }

  /// Proposes the feature for `model` with the given owners and services.
  static func propose(
    _ model: ViewModel, owners: [Owner] = [], services: [Service] = [], options: ProposalOptions = ProposalOptions(),
    converter: any MethodConverting = VerbatimConverter(), extraModels: [ViewModel] = []
  ) -> MigrationProposal {
    let analysis = AnalysisResult(
      indentation: "  ", viewModels: [model] + extraModels, services: services, owners: owners)
    return FeatureProposer(options: options, converter: converter).propose(analysis, for: model)
  }

  static func feature(
    _ model: ViewModel, owners: [Owner] = [], services: [Service] = [], options: ProposalOptions = ProposalOptions(),
    converter: any MethodConverting = VerbatimConverter(), extraModels: [ViewModel] = []
  ) -> FeatureProposal {
    propose(
      model, owners: owners, services: services, options: options, converter: converter, extraModels: extraModels
    ).features[0]
  }
}

/// A converter that reports what it was given in its body, and declares a response, a dependency and a cancel ID.
struct ScriptedConverter: MethodConverting {
  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    let actions = context.actionNames.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let response = method.name + "Response"
    return MethodConversion(
      status: method.name == "init" ? .partial : .full,
      body: [
        "// actions: \(actions.joined(separator: ","))",
        "// state: \(context.stateNames.sorted().joined(separator: ","))",
        "// clients: \(context.clients.keys.sorted().map { "\($0)=\(context.clients[$0]!.property)" }.joined(separator: ","))",
        "state.isLoading = true",
        "return .run { send in",
        "  await send(.\(response)(Result { 1 }))",
        "}",
        ".cancellable(id: CancelID.\(method.name))",
      ],
      extraActions: [ActionCaseSpec(name: response, payload: ["Result<Int, any Error>"])],
      extraCases: [
        ReducerCaseSpec(pattern: "let .\(response)(.success(value))", body: ["state.count = value", "return .none"]),
        ReducerCaseSpec(pattern: ".\(response)(.failure)", body: ["state.isLoading = false", "return .none"]),
      ],
      dependencies: [DependencyUse(property: "clock", key: "\\.continuousClock")],
      cancelIDs: [method.name],
      todos: method.name == "init" ? [ConversionTodo(line: method.line, reason: "init work")] : [])
  }
}
