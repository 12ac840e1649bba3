import Analysis

/// A coordinator protocol the parent view model implements (`weak var coordinator: LibraryCoordinating?`) becomes
/// `Delegate` cases of the child; the parent handles them by sending its own action for the method.
public struct CoordinatorDelegateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "coordinator-delegates" }
  public var guide: String { "Navigation.md" }
  public var summary: String {
    "A `weak var coordinator: P?` whose protocol a parent view model implements is the parent, not a service: each method of `P` returning nothing becomes a `Delegate` case (`coordinator?.showPlayer(for: e)` → `.send(.delegate(.showPlayer(for: e)))`), and the parent holding the child handles `.child(.delegate(.showPlayer(for:)))` by sending the action of its own `showPlayer(for:)`. A protocol with a method that returns a value or is `async` is refused (its calls stay TODOs). A `weak var` holding a view model's own class (`weak var list: ListViewModel?`) points back at its holder: it is flagged `owner-reference`, never made a child feature or State."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          protocol LibraryCoordinating: AnyObject {
            func showPlayer(for episode: Episode)
          }
          final class LibraryViewModel: ObservableObject {
            @Published var title = ""
            weak var coordinator: LibraryCoordinating?
          }
          final class AppViewModel: ObservableObject, LibraryCoordinating {
            @Published var isShowingPlayer = false
            let library = LibraryViewModel()
            func showPlayer(for episode: Episode) { isShowingPlayer = true }
          }
          """,
        after: """
          @CasePathable
          enum Delegate: Equatable {
            case showPlayer(for: Episode)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .library(.delegate(.showPlayer(for: episode))):
                return .send(.showPlayer(for: episode))
              }
            }
          }
          """),
      RuleExample(
        before: """
          protocol LibraryCoordinating: AnyObject {
            func canOpen(_ url: URL) -> Bool
          }
          final class LibraryViewModel: ObservableObject {
            @Published var title = ""
            weak var coordinator: LibraryCoordinating?
          }
          final class AppViewModel: ObservableObject, LibraryCoordinating {
            let library = LibraryViewModel()
            func canOpen(_ url: URL) -> Bool { true }
          }
          """,
        after: """
          // TODO(tca-migrate): `coordinator: LibraryCoordinating?` is implemented by a view model (a coordinator) and has methods that return a value or are async; turn its calls into delegate actions the parent handles (Example.swift:6)
          """),
      RuleExample(
        before: """
          protocol CartDelegate: AnyObject {
            func didCheckout(total: Double)
            func confirmRemoval() async -> Bool
          }
          final class CartViewModel: ObservableObject {
            @Published var total = 0.0
            weak var delegate: CartDelegate?
            func checkout() { delegate?.didCheckout(total: total) }
          }
          """,
        after: """
          @CasePathable
          enum Delegate: Equatable {
            case didCheckout(total: Double)
          }
          // TODO(tca-migrate): `delegate?.…` calls became `.delegate(…)` actions; no migrated view model implements `CartDelegate`, so its implementer (none found) must handle them in the parent feature; `confirmRemoval` return a value, are async or throw, so their calls stay TODOs: ask the parent through a dependency client instead (Example.swift:7)
          """,
        note:
          "A delegate no view model implements keeps the methods that only tell as delegate cases; the ones that ask (return a value, are async or throw) stay TODOs."
      ),
      RuleExample(
        before: """
          final class RowViewModel: ObservableObject {
            @Published var title = ""
            weak var list: ListViewModel?
          }
          final class ListViewModel: ObservableObject {
            @Published var rows: [RowViewModel] = []
          }
          struct ListView: View {
            @StateObject var model = ListViewModel()
            var body: some View { List(model.rows, id: \\.title) { Text($0.title) } }
          }
          """,
        after: """
          // TODO(tca-migrate): `list` is a weak reference to `ListViewModel`, the view model that holds this one; a TCA feature cannot reach its parent: put what it reads in State and tell the parent through `.delegate` actions (Example.swift:3)
          """,
        note:
          "A weak reference to a view model points at the one holding this one: it is neither a child feature nor State."
      ),
    ]
  }

  /// Coordinator property → its protocol's methods, for every coordinator `viewModel` holds; nil methods when one
  /// cannot become a delegate case (returns a value, is async or throws).
  public static func coordinators(of viewModel: ViewModel, in context: ProposalContext) -> [String: [Method]] {
    var result: [String: [Method]] = [:]
    for dependency in viewModel.dependencies {
      guard let service = context.lookup.services.service(for: dependency), service.kind == .protocol,
        service.conformers.contains(where: context.lookup.mayCoordinate) || isDelegate(dependency, service)
      else { continue }
      let methods = service.methods.filter { !$0.isStatic }
      let convertible = methods.filter(isNotification)
      // A delegate no view model implements tells its owner what happened through the methods that can: those
      // become delegate cases, and calls of the others (questions it answers) stay TODOs. A coordinator a view
      // model implements converts whole or not at all.
      let partial = !service.conformers.contains(where: context.lookup.mayCoordinate)
      if !convertible.isEmpty, partial || convertible.count == methods.count {
        result[dependency.name] = convertible
      }
    }
    return result
  }

  /// Whether `method` only tells (returns nothing, neither async nor throwing), as a delegate action does.
  static func isNotification(_ method: Method) -> Bool {
    !method.isAsync && !method.throws && ["Void", "()", nil].contains(method.returnType)
  }

  /// Whether `dependency` is a delegate (`weak var delegate: CartDelegate?`): named or typed `…Delegate`, of a
  /// protocol no shared instance or mock implements. Its callbacks tell the owner what happened, as delegate actions
  /// do, whoever implemented it.
  static func isDelegate(_ dependency: Dependency, _ service: Service) -> Bool {
    let type = TypeText.unwrapped(dependency.type)
    return service.kind == .protocol && (dependency.name.hasSuffix("delegate") || dependency.name.hasSuffix("Delegate"))
      && type.hasSuffix("Delegate") && !service.conformers.contains { $0.hasPrefix("Mock") || $0.hasPrefix("Live") }
  }

  /// The delegate case payload of a coordinator method: `showPlayer(for episode: Episode)` → `for: Episode`.
  static func payload(of method: Method, in context: ProposalContext) -> [PayloadItem] {
    method.parameters.map {
      PayloadItem(
        label: $0.label == "_" ? nil : $0.label,
        type: context.replacingViewModelTypes(in: TypeText.payloadType($0.type)))
    }
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var changed = false
    for (property, methods) in Self.coordinators(of: context.viewModel, in: context).sorted(by: { $0.key < $1.key }) {
      if let dependency = context.viewModel.dependencies.first(where: { $0.name == property }),
        let service = context.lookup.services.service(for: dependency),
        !service.conformers.contains(where: context.lookup.mayCoordinate)
      {
        let asked = service.methods.filter { !$0.isStatic && !Self.isNotification($0) }.map { "`\($0.name)`" }
        let left =
          asked.isEmpty
          ? ""
          : "; \(asked.joined(separator: ", ")) return a value, are async or throw, so their calls stay TODOs: ask the parent through a dependency client instead"
        proposal.flag(
          ProposalFlag(
            code: "delegate-actions",
            message:
              "`\(property)?.…` calls became `.delegate(…)` actions; no migrated view model implements `\(service.name)`, so its implementer (\(service.conformers.isEmpty ? "none found" : service.conformers.map { "`\($0)`" }.joined(separator: ", "))) must handle them in the parent feature"
              + left,
            line: dependency.line))
      }
      for method in methods {
        proposal.addNestedCase(
          ActionCase(name: method.name, payload: Self.payload(of: method, in: context), kind: .delegate), to: "Delegate"
        )
      }
      proposal.addAction(ActionCase(name: "delegate", payload: [PayloadItem(type: "Delegate")], kind: .delegate))
      changed = true
    }
    changed = handleChildCoordinators(in: &proposal, context: context) || changed
    if changed { proposal.appliedRules.append(name) }
  }

  /// In a parent implementing a held child's coordinator protocol: a case per delegate sending the parent's action.
  func handleChildCoordinators(in proposal: inout FeatureProposal, context: ProposalContext) -> Bool {
    var changed = false
    let actionNames = MethodActionRule.actionNames(in: context)
    for reference in context.viewModel.childReferences
    where reference.cardinality == .single || reference.cardinality == .optional {
      guard let child = context.lookup.viewModel(named: reference.type), child.name != context.viewModel.name else {
        continue
      }
      for (property, methods) in Self.coordinators(of: child, in: context) {
        guard let dependency = child.dependencies.first(where: { $0.name == property }),
          let service = context.lookup.services.service(for: dependency),
          service.conformers.contains(where: { context.lookup.viewModelName($0) == context.viewModel.name })
        else { continue }
        for method in methods {
          let names = method.parameters.map(\.name)
          let inner = DelegateForwarding.delegatePattern(of: method, in: context)
          let wrap = reference.cardinality == .optional ? ".presented(\(inner))" : inner
          let pattern = (names.isEmpty ? "" : "let ") + ".\(reference.property)(\(wrap))"
          guard !proposal.reducerCases.contains(where: { $0.pattern == pattern }) else { continue }
          guard
            let forward = DelegateForwarding.forwardingCase(
              pattern, method: method, in: proposal, actionNames: actionNames)
          else {
            proposal.flag(
              ProposalFlag(
                code: "coordinator-unhandled",
                message:
                  "`\(reference.property)` sends `.delegate(.\(method.name))` (its coordinator); handle it in this reducer",
                line: reference.line))
            continue
          }
          proposal.reducerCases.append(forward)
          changed = true
        }
      }
    }
    return changed
  }
}
