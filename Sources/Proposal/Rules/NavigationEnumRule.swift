import Analysis

/// A navigation enum the view model already has keeps all its cases: `var path: [Path]` becomes `StackState` of a
/// `@Reducer enum Path`, and an `alert(AlertState<…>)` or plain-data case stays a case of `Destination`/`Path`.
public struct NavigationEnumRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "navigation-enum" }
  public var guide: String { "Navigation.md" }
  public var summary: String {
    "A `var path: [Path]` whose enum cases hold child models becomes `var path = StackState<Path.State>()` with "
      + "`@Reducer enum Path` and `.forEach(\\.path, action: \\.path)`; a `var destination: Destination?` enum becomes "
      + "`@Reducer enum Destination` with `@Presents`. Cases holding an `AlertState<…>` or plain data (`case "
      + "session(Session, deck: Deck)`) are kept as they are: `@Reducer` treats them as cases without a feature."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          @Observable
          final class DetailModel {}
          @Observable
          final class AppModel {
            var path: [Path] = []
            enum Path: Hashable {
              case detail(DetailModel)
              case receipt(Receipt, total: Int)
            }
            var destination: Destination?
            enum Destination {
              case alert(AlertState<AlertAction>)
            }
            enum AlertAction { case confirm }
          }
          """,
        after: """
          @Reducer
          enum Path {
            case detail(DetailFeature)
            case receipt(Receipt, total: Int)
          }

          @Reducer
          enum Destination {
            case alert(AlertState<AlertAction>)
          }
          """)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let cases = context.viewModel.navigationCases ?? []
    let properties = Set(cases.map(\.property)).union(
      context.viewModel.childReferences.filter { $0.cardinality == .enumCase }.map(\.property))
    guard !properties.isEmpty else { return }
    for property in properties.sorted() {
      let stack = Self.isStack(property, of: context.viewModel)
      // The view model's own case names, so `route = .podcast(…)` reads the same in the reducer.
      var items = context.viewModel.childReferences.filter { $0.property == property && $0.cardinality == .enumCase }
        .map {
          ReducerEnumCase(
            name: $0.caseName ?? Self.caseName(context.featureName(for: $0.type), context),
            feature: context.featureName(for: $0.type))
        }
      items += cases.filter { $0.property == property }.map { navigationCase in
        ReducerEnumCase(
          name: navigationCase.name, feature: nil,
          associated: context.replacingViewModelTypes(in: navigationCase.associated))
      }
      // The view model's own property (it has a line), not a `path` ChildFeatureRule declared.
      proposal.state.removeAll { $0.name == property && $0.line != nil }
      let isNew = { (item: ReducerEnumCase, existing: [ReducerEnumCase]) in
        !existing.contains { $0.name == item.name || (item.feature != nil && $0.feature == item.feature) }
      }
      if stack {
        proposal.path += items.filter { isNew($0, proposal.path) }
      } else {
        proposal.destination += items.filter { isNew($0, proposal.destination) }
      }
    }
    Self.declareFields(&proposal)
    proposal.appliedRules.append(name)
  }

  /// `DetailFeature` → `detail`: the case name of a child whose enum case has none.
  private static func caseName(_ feature: String, _ context: ProposalContext) -> String {
    let suffix = context.options.featureSuffix
    return TCANaming.lowerCamel(String(feature.dropLast(feature.hasSuffix(suffix) ? suffix.count : 0)))
  }

  /// The modifiers that present a view from a binding (`.sheet(item:)`, `.sheet(isPresented:)`, …).
  public static let presentationModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
  ]

  /// The properties of `viewModel` holding an enum of child view models that became `destination` (not a stack),
  /// when `destination` has a case holding a feature: `route` of `enum Route { case settings(SettingsViewModel) }`.
  public static func routeProperties(of viewModel: ViewModel, destination: [ReducerEnumCase]) -> Set<String> {
    guard destination.contains(where: { $0.feature != nil }) else { return [] }
    return Set(
      viewModel.childReferences.filter { $0.cardinality == .enumCase && !isStack($0.property, of: viewModel) }
        .map(\.property))
  }

  /// Whether `property` of `viewModel` is an array of enum values: a navigation stack.
  static func isStack(_ property: String, of viewModel: ViewModel) -> Bool {
    let type = viewModel.published.first { $0.name == property }?.type ?? ""
    return type.hasPrefix("[") || type.hasPrefix("Array<")
  }

  /// The `destination`/`path` State fields and actions that match the enums, added or removed.
  private static func declareFields(_ proposal: inout FeatureProposal) {
    let kinds: [(field: String, empty: Bool, state: StateField, action: ActionCase)] = [
      (
        "destination", proposal.destination.isEmpty,
        StateField(name: "destination", type: "Destination.State?", wrapper: .presents),
        ActionCase(
          name: "destination", payload: [PayloadItem(type: "PresentationAction<Destination.Action>")], kind: .child)
      ),
      (
        "path", proposal.path.isEmpty, StateField(name: "path", type: nil, defaultValue: "StackState<Path.State>()"),
        ActionCase(name: "path", payload: [PayloadItem(type: "StackActionOf<Path>")], kind: .child)
      ),
    ]
    for kind in kinds {
      if kind.empty {
        proposal.state.removeAll { $0.name == kind.field }
        proposal.actions.removeAll { $0.name == kind.field && $0.kind == .child }
      } else if proposal.field(named: kind.field) == nil {
        // `destination` goes before a `path` ChildFeatureRule declared for pushed children.
        let fieldAt = kind.field == "destination" ? proposal.state.firstIndex { $0.name == "path" } : nil
        proposal.state.insert(kind.state, at: fieldAt ?? proposal.state.endIndex)
        let actionAt =
          kind.field == "destination" ? proposal.actions.firstIndex { $0.name == "path" && $0.kind == .child } : nil
        if proposal.action(named: kind.field) == nil {
          proposal.actions.insert(kind.action, at: actionAt ?? proposal.actions.endIndex)
        }
      }
    }
  }
}
