import Analysis

/// A child's weak reference back to the view model holding it (`weak var model: RootModel?`) calls the parent's
/// methods: those calls become the child's `Delegate` cases, which the parent handles by sending its own action.
public struct OwnerReferenceRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "owner-reference" }
  public var guide: String { "Navigation.md" }
  public var summary: String {
    "A `weak var` holding the view model that holds this one (`weak var model: RootModel?`, set by the parent) is neither a child feature nor State. A call of one of the parent's methods that returns nothing (`model?.openSheet(page)`) becomes a `Delegate` case (`.send(.delegate(.openSheet(page)))`), and the parent handles `.layers(.element(id: _, action: .delegate(.openSheet(page))))` by sending the action of its own `openSheet(_:)`. Reading the parent (`model?.name`) stays a TODO: put what the child reads in its State."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          @Observable final class LayerModel {
            weak var model: RootModel?
            var path: [Int] = []
            func openSheet(_ page: Int) { model?.openSheet(page) }
          }
          @Observable final class RootModel {
            var layers: [LayerModel] = []
            var sheet: Int?
            func openSheet(_ page: Int) { sheet = page }
          }
          struct RootView: View {
            @State var model = RootModel()
            var body: some View { Text("\\(model.layers.count)") }
          }
          """,
        after: """
          enum Delegate: Equatable {
            case openSheet(Int)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .openSheet(page):
                return .send(.delegate(.openSheet(page)))
              }
            }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .layers(.element(id: _, action: .delegate(.openSheet(page)))):
                return .send(.openSheet(page))
              }
            }
          }
          """,
        usesEffectRewriter: true)
    ]
  }

  /// Owner-reference property → the parent's methods `viewModel` calls through it that only tell (return nothing,
  /// neither async nor throwing), for each weak reference of `viewModel` to a view model the codebase declares.
  public static func toldMethods(of viewModel: ViewModel, in context: ProposalContext) -> [String: [Method]] {
    guard let owners = viewModel.ownerReferences, !owners.isEmpty else { return [:] }
    let bodies = (viewModel.methods + viewModel.initializers).compactMap(\.body)
    var result: [String: [Method]] = [:]
    for owner in owners {
      guard let type = owner.type, let parent = context.lookup.viewModel(named: TypeText.unwrapped(type)) else {
        continue
      }
      let told = parent.methods.filter { method in
        !method.isStatic && !method.isPrivate && CoordinatorDelegateRule.isNotification(method)
          && bodies.contains { body in
            ["", "?", "!"].contains {
              TextScan.containsMember(body, receiver: owner.name + $0, member: method.name)
            }
          }
      }
      if !told.isEmpty { result[owner.name] = told }
    }
    return result
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var changed = false
    let told = Self.toldMethods(of: context.viewModel, in: context)
    for owner in context.viewModel.ownerReferences ?? [] {
      let type = owner.type.map { " to `\(TypeText.unwrapped($0))`" } ?? ""
      let calls =
        told[owner.name].map { methods in
          "; its calls of \(methods.map { "`\($0.name)`" }.joined(separator: ", ")) became `.delegate(…)` actions"
            + " the parent handles, and whatever reads it stays a TODO: put what it reads in State"
        } ?? ": put what it reads in State and tell the parent through `.delegate` actions"
      proposal.flag(
        ProposalFlag(
          code: "owner-reference",
          message:
            "`\(owner.name)` is a weak reference\(type), the view model that holds this one; a TCA feature cannot"
            + " reach its parent" + calls,
          line: owner.line))
      for method in told[owner.name] ?? [] {
        proposal.addNestedCase(
          ActionCase(
            name: method.name, payload: CoordinatorDelegateRule.payload(of: method, in: context), kind: .delegate),
          to: "Delegate")
        changed = true
      }
    }
    if changed, proposal.action(named: "delegate") == nil {
      proposal.addAction(ActionCase(name: "delegate", payload: [PayloadItem(type: "Delegate")], kind: .delegate))
    }
    changed = handleChildCalls(in: &proposal, context: context) || changed
    if changed { proposal.appliedRules.append(name) }
  }

  /// In the parent: a case per child delegate a child's owner reference sends, sending the parent's own action.
  private func handleChildCalls(in proposal: inout FeatureProposal, context: ProposalContext) -> Bool {
    var changed = false
    let actionNames = MethodActionRule.actionNames(in: context)
    for reference in context.viewModel.childReferences {
      guard let child = context.lookup.viewModel(named: reference.type), child.name != context.viewModel.name else {
        continue
      }
      let owners = Set(
        (child.ownerReferences ?? []).filter { owner in
          owner.type.map { context.lookup.viewModelName(TypeText.unwrapped($0)) == context.viewModel.name } ?? false
        }.map(\.name))
      for (property, methods) in Self.toldMethods(of: child, in: context) where owners.contains(property) {
        for method in methods {
          let inner = DelegateForwarding.delegatePattern(of: method, in: context)
          guard let wrapped = Self.childActionPattern(inner, reference, in: proposal) else {
            proposal.flag(unhandled(reference, method))
            continue
          }
          let pattern = (method.parameters.isEmpty ? "" : "let ") + wrapped
          guard !proposal.reducerCases.contains(where: { $0.pattern == pattern }) else { continue }
          guard
            let forward = DelegateForwarding.forwardingCase(
              pattern, method: method, in: proposal, actionNames: actionNames)
          else {
            proposal.flag(unhandled(reference, method))
            continue
          }
          proposal.reducerCases.append(forward)
          changed = true
        }
      }
    }
    return changed
  }

  /// The parent's case pattern for the child action `inner`, by how the child is held; nil for a navigation stack
  /// or an array that did not become an identified array of child State.
  static func childActionPattern(
    _ inner: String, _ reference: ChildReference, in proposal: FeatureProposal
  ) -> String? {
    let property = reference.property
    switch reference.cardinality {
    case .single: return ".\(property)(\(inner))"
    case .optional: return ".\(property)(.presented(\(inner)))"
    case .array:
      guard proposal.field(named: property)?.type?.hasPrefix("IdentifiedArrayOf<") == true else { return nil }
      return ".\(property)(.element(id: _, action: \(inner)))"
    case .enumCase, .created: return nil
    }
  }

  private func unhandled(_ reference: ChildReference, _ method: Method) -> ProposalFlag {
    ProposalFlag(
      code: "owner-call-unhandled",
      message: "`\(reference.property)` sends `.delegate(.\(method.name))` (a call of this model's method); handle it"
        + " in this reducer",
      line: reference.line)
  }
}
