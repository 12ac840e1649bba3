import Analysis

/// The method an alert's buttons call (`alertButtonTapped(_ action: AlertAction?)`) becomes the parent's case for the
/// alert's actions inside `Destination`: `.destination(.presented(.alert(action)))`.
public struct AlertActionRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "alert-destination-action" }
  public var guide: String { "AlertState.md" }
  public var summary: String {
    "When `Destination` holds `case alert(AlertState<AlertAction>)`, the view model's method taking an `AlertAction?` "
      + "is no action of its own: its body runs for `case let .destination(.presented(.alert(action)))`, which is "
      + "what `.alert($store.scope(state: \\.destination?.alert, action: \\.destination.alert))` sends. A "
      + "`case nil: break` arm is dropped (dismissal sends `.destination(.dismiss)`)."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          @Observable
          final class DetailModel {
            var destination: Destination?
            var confirmed: AlertAction?
            enum Destination {
              case alert(AlertState<AlertAction>)
            }
            enum AlertAction { case confirmDeletion }
            func alertButtonTapped(_ action: AlertAction) {
              confirmed = action
            }
          }
          """,
        after: """
          @Reducer
          enum Destination {
            case alert(AlertState<AlertAction>)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .destination(.presented(.alert(action))):
                state.confirmed = action
                return .none
              case .destination:
                return .none
              }
            }
            .ifLet(\\.$destination, action: \\.destination)
          }
          """,
        usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let alerts = (context.viewModel.navigationCases ?? []).filter { navigationCase in
      navigationCase.alertAction != nil && proposal.destination.contains { $0.name == navigationCase.name }
    }
    guard !alerts.isEmpty else { return }
    for alert in alerts {
      guard let type = alert.alertAction else { continue }
      for method in context.viewModel.methods where method.parameters.count == 1 {
        let parameter = method.parameters[0].type.trimmingCharacters(in: .whitespaces)
        guard parameter == type || parameter == type + "?",
          let action = proposal.actions.first(where: { $0.method == method.name && $0.kind == .view }),
          let index = proposal.reducerCases.firstIndex(where: { Self.binding(in: $0.pattern, of: action.name) != nil }),
          let binding = Self.binding(in: proposal.reducerCases[index].pattern, of: action.name)
        else { continue }
        var body = proposal.reducerCases[index].body
        let readsBinding = body.contains { line in
          !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && TextScan.containsWord(line, binding)
        }
        if parameter.hasSuffix("?"), let dropped = Self.droppingNilArm(body, switchingOn: binding) {
          body = dropped
        } else if parameter.hasSuffix("?") && readsBinding {
          body.insert("let \(binding): \(parameter) = .some(\(binding)Value)", at: 0)
        }
        let bound = parameter.hasSuffix("?") && body.first?.hasPrefix("let \(binding): ") == true
        proposal.reducerCases[index] = ReducerCaseSpec(
          pattern: "let .destination(.presented(.\(alert.name)(\(bound ? binding + "Value" : binding))))", body: body)
        proposal.actions.removeAll { $0.name == action.name && $0.kind == .view }
        proposal.tests.removeAll { $0.send.hasPrefix(".\(action.name)(") || $0.send == ".\(action.name)" }
        proposal.flag(
          ProposalFlag(
            code: "alert-action",
            message:
              "`\(method.name)` now runs for `.destination(.presented(.\(alert.name)(…)))`, the actions of the alert's "
              + "buttons; a test of it must present the alert first", line: method.line))
      }
    }
    proposal.appliedRules.append(name)
  }

  /// The name bound by `let .name(x)`, or nil when `pattern` is not that action's.
  static func binding(in pattern: String, of action: String) -> String? {
    let prefix = "let .\(action)("
    guard pattern.hasPrefix(prefix), pattern.hasSuffix(")") else { return nil }
    let name = pattern.dropFirst(prefix.count).dropLast()
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !name.isEmpty ? String(name) : nil
  }

  /// `body` without the `case nil:` arm of its `switch name`, when that arm only breaks; nil otherwise.
  static func droppingNilArm(_ body: [String], switchingOn name: String) -> [String]? {
    guard let header = body.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "switch \(name) {" }),
      let arm = body[header...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "case nil:" })
    else { return nil }
    let indent = body[arm].prefix { $0 == " " || $0 == "\t" }
    var end = arm + 1
    while end < body.count, body[end].hasPrefix(indent + " ") || body[end].hasPrefix(indent + "\t") { end += 1 }
    let armBody = body[(arm + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    guard armBody == ["break"] else { return nil }
    return Array(body[..<arm]) + Array(body[end...])
  }
}
