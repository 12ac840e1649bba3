import Analysis

/// Child view models become child State: scoped, `@Presents` optional, `IdentifiedArrayOf` or `Path`; those held in an
/// enum are `NavigationEnumRule`'s.
public struct ChildFeatureRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "child-features" }
  public var guide: String { "Navigation.md" }
  public var summary: String {
    "A held child view model becomes child State composed with `Scope`; an optional one `@Presents` + `.ifLet`; an array `IdentifiedArrayOf` + `.forEach`; one held in an enum a `@Reducer enum Destination` (see `navigation-enum`); one created for pushing a `@Reducer enum Path` with `StackState`. A child handed in through `init` or a method storing its argument (not built by the view model) is flagged `injected-child-state`: as child State the feature starts its own copy, no longer the instance the caller shares."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class DetailViewModel: ObservableObject {}
          final class RowViewModel: ObservableObject, Identifiable {
            let id = UUID()
          }
          final class ParentViewModel: ObservableObject {
            @Published var detail: DetailViewModel?
            @Published var rows: [RowViewModel] = []
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            @Presents var detail: DetailFeature.State?
            var rows: IdentifiedArrayOf<RowFeature.State> = []
          }
          enum Action {
            case detail(PresentationAction<DetailFeature.Action>)
            case rows(IdentifiedActionOf<RowFeature>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .detail:
                return .none
              case .rows:
                return .none
              }
            }
            .ifLet(\\.$detail, action: \\.detail) {
              DetailFeature()
            }
            .forEach(\\.rows, action: \\.rows) {
              RowFeature()
            }
          }
          """),
      RuleExample(
        before: """
          final class DetailViewModel: ObservableObject {
            let item: Item
            init(item: Item) { self.item = item }
          }
          final class ListViewModel: ObservableObject {
            func makeDetail(for item: Item) -> DetailViewModel { DetailViewModel(item: item) }
          }
          """,
        after: """
          @Reducer
          enum Path {
            case detail(DetailFeature)
          }
          @ObservableState
          struct State: Equatable {
            var path = StackState<Path.State>()
          }
          enum Action {
            case path(StackActionOf<Path>)
          }
          """,
        note: "Children created in a method (pushed by the view) go on a navigation stack."),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var seen: Set<String> = []
    for reference in context.viewModel.childReferences {
      let feature = context.featureName(for: reference.type)
      let caseName = TCANaming.lowerCamel(
        String(
          feature.dropLast(feature.hasSuffix(context.options.featureSuffix) ? context.options.featureSuffix.count : 0)))
      if reference.cardinality == .array, Self.isNavigationStack(reference.property, in: context) {
        proposal.state.removeAll { $0.name == reference.property }
        if !proposal.path.contains(where: { $0.feature == feature }) {
          proposal.path.append(ReducerEnumCase(name: caseName, feature: feature))
        }
        if reference.property != "path" {
          proposal.flag(
            ProposalFlag(
              code: "navigation-stack-renamed",
              message: "navigation stack `\(reference.property)` becomes `path: StackState<Path.State>`",
              line: reference.line))
        }
        continue
      }
      switch reference.cardinality {
      case .single, .optional, .array:
        guard seen.insert(reference.property).inserted else { continue }
        proposal.state.removeAll { $0.name == reference.property }
        let built = reference.cardinality == .single ? Self.builtState(reference, in: context) : nil
        add(reference, feature: feature + (reference.genericArguments ?? ""), built: built, to: &proposal)
        if reference.cardinality == .single, built == nil, reference.initializer == nil,
          context.viewModel.dependencies.contains(where: { $0.name == reference.property && $0.injectedThroughInit })
        {
          proposal.flag(Self.injectedChildFlag(reference, feature: feature, in: context))
        } else if reference.cardinality != .array, reference.initializer == nil,
          let setter = Self.setterMethod(of: reference, in: context)
        {
          proposal.flag(Self.injectedChildFlag(reference, feature: feature, in: context, through: setter))
        }
      case .enumCase:
        continue  // NavigationEnumRule places the enum's cases in `Destination` or `Path`.
      case .created:
        if !proposal.path.contains(where: { $0.feature == feature }) {
          proposal.path.append(ReducerEnumCase(name: caseName, feature: feature))
        }
      }
    }
    if !proposal.path.isEmpty, proposal.field(named: "path") == nil {
      proposal.state.append(StateField(name: "path", type: nil, defaultValue: "StackState<Path.State>()"))
      proposal.addAction(ActionCase(name: "path", payload: [PayloadItem(type: "StackActionOf<Path>")], kind: .child))
    }
    if !context.viewModel.childReferences.isEmpty { proposal.appliedRules.append(name) }
  }

  /// A child view model handed in through `init` (`init(networkStore: NetworkStore)`) is the caller's instance, often
  /// one that views and other view models share; as child State the feature starts its own copy.
  static func injectedChildFlag(
    _ reference: ChildReference, feature: String, in context: ProposalContext, through method: String = "init"
  ) -> ProposalFlag {
    let holders = (context.lookup.owners[reference.type] ?? []).count
    let shared = holders > 0 ? " (\(holders) views or controllers hold a `\(reference.type)` too)" : ""
    return ProposalFlag(
      code: "injected-child-state",
      message:
        "`\(reference.property)` is a `\(reference.type)` handed in through `\(method)`\(shared); as child State this feature \(method == "init" ? "starts its own `\(feature).State()`" : "holds the copy the action carries"), no longer the instance its caller shares: keep it in the common parent and pass down what this feature reads, or make the shared part `@Shared`",
      line: reference.line)
  }

  /// The method that stores a child handed to it (`func setWorkspace(sourceControlManager: SourceControlManager?) {
  /// self.sourceControlManager = sourceControlManager }`, CodeEdit's history inspector), as `name(label:)`.
  static func setterMethod(of reference: ChildReference, in context: ProposalContext) -> String? {
    for method in context.viewModel.methods {
      guard let body = method.body,
        let parameter = method.parameters.first(where: {
          TypeText.unwrapped($0.type) == TypeText.unwrapped(reference.type)
        }),
        TextScan.containsWord(body, "\(reference.property) = \(parameter.name)")
      else { continue }
      return method.selector
    }
    return nil
  }

  /// Whether an array of child view models drives a `NavigationStack(path:)`: named like a path and bound by a view.
  static func isNavigationStack(_ property: String, in context: ProposalContext) -> Bool {
    let named = ["path", "navigationPath", "stack", "navigationStack"].contains(property)
    return named && context.uses.contains { $0.member == property && $0.kind == .binding }
  }

  /// The State a child property's initial value builds with arguments (`SuggestionsViewModel(api: api, limit: 3)`
  /// → `SuggestionsFeature.State(limit: 3)`), when it reads nothing of the parent; nil when `State()` does.
  static func builtState(_ reference: ChildReference, in context: ProposalContext) -> String? {
    guard let initializer = reference.initializer,
      let built = ChildConstruction.stateArguments(initializer, in: context), !built.takesNoStateArguments,
      StateInitializerRule.readNames(built.expression).isEmpty
    else { return nil }
    return context.replacingViewModelTypes(in: built.expression)
  }

  private func add(
    _ reference: ChildReference, feature: String, built: String? = nil, to proposal: inout FeatureProposal
  ) {
    let property = reference.property
    switch reference.cardinality {
    case .single:
      proposal.state.append(
        StateField(
          name: property, type: "\(feature).State", defaultValue: built ?? "\(feature).State()", line: reference.line))
      proposal.addAction(ActionCase(name: property, payload: [PayloadItem(type: "\(feature).Action")], kind: .child))
      proposal.children.append(
        ChildScope(property: property, feature: feature, viewModel: reference.type, kind: .scope))
    case .optional:
      proposal.state.append(
        StateField(name: property, type: "\(feature).State?", wrapper: .presents, line: reference.line))
      proposal.addAction(
        ActionCase(name: property, payload: [PayloadItem(type: "PresentationAction<\(feature).Action>")], kind: .child))
      proposal.children.append(
        ChildScope(property: property, feature: feature, viewModel: reference.type, kind: .presented))
    default:
      proposal.state.append(
        StateField(
          name: property, type: "IdentifiedArrayOf<\(feature).State>", defaultValue: "[]", line: reference.line))
      proposal.addAction(
        ActionCase(name: property, payload: [PayloadItem(type: "IdentifiedActionOf<\(feature)>")], kind: .child))
      proposal.children.append(
        ChildScope(property: property, feature: feature, viewModel: reference.type, kind: .collection))
    }
  }
}
