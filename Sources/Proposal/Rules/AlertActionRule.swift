import Analysis

/// The method an alert's buttons call (`alertButtonTapped(_ action: AlertAction?)`) becomes the parent's case for the
/// alert's actions inside `Destination`: `.destination(.presented(.alert(action)))`.
public struct AlertActionRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "alert-destination-action" }
  public var guide: String { "AlertState.md" }
  public var decidesConversion: Bool { false }
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
    var handled = false
    for alert in alerts {
      guard let type = alert.alertAction else { continue }
      for method in context.viewModel.methods where method.parameters.count == 1 {
        let parameter = String(LineText.trimmed(method.parameters[0].type))
        guard parameter == type || parameter == type + "?",
          let action = proposal.actions.first(where: { $0.method == method.name && $0.kind == .view }),
          let (index, binding) = Self.handlerCase(of: action.name, in: proposal.reducerCases)
        else { continue }
        var body = proposal.reducerCases[index].body
        // The case binds the action itself; an optional the body still reads is rebuilt from it.
        var keepsOptional = false
        if parameter.hasSuffix("?") {
          if let dropped = Self.droppingNilArm(body, switchingOn: binding) {
            body = dropped
          } else if body.contains(where: { line in
            !String(LineText.trimmed(line)).hasPrefix("//") && TextScan.containsWord(line, binding)
          }) {
            keepsOptional = true
            body.insert("let \(binding): \(parameter) = .some(\(binding)Value)", at: 0)
          }
        }
        let bound = keepsOptional ? binding + "Value" : binding
        proposal.reducerCases[index] = ReducerCaseSpec(
          pattern: "let .destination(.presented(.\(alert.name)(\(bound))))", body: body)
        proposal.actions.removeAll { $0.name == action.name && $0.kind == .view }
        proposal.tests.removeAll { $0.send.hasPrefix(".\(action.name)(") || $0.send == ".\(action.name)" }
        proposal.flag(
          ProposalFlag(
            code: "alert-action",
            message:
              "`\(method.name)` now runs for `.destination(.presented(.\(alert.name)(…)))`, the actions of the alert's "
              + "buttons; a test of it must present the alert first", line: method.line))
        handled = true
      }
    }
    if handled { proposal.appliedRules.append(name) }
  }

  /// The reducer case of `action` and the name its pattern binds.
  static func handlerCase(of action: String, in cases: [ReducerCaseSpec]) -> (Int, String)? {
    for (index, spec) in cases.enumerated() {
      if let binding = binding(in: spec.pattern, of: action) { return (index, binding) }
    }
    return nil
  }

  /// The name bound by `let .name(x)`, or nil when `pattern` is not that action's.
  static func binding(in pattern: String, of action: String) -> String? {
    let prefix = "let .\(action)("
    guard pattern.hasPrefix(prefix), pattern.hasSuffix(")") else { return nil }
    let name = pattern.dropFirst(prefix.count).dropLast()
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !name.isEmpty ? String(name) : nil
  }

  /// `body` without the `case nil:` arm of its `switch name`, when that arm only breaks or returns no effect, and
  /// with the other arms' optional patterns (`case .save?:`) unwrapped; nil otherwise.
  static func droppingNilArm(_ body: [String], switchingOn name: String) -> [String]? {
    guard let header = body.firstIndex(where: { String(LineText.trimmed($0)) == "switch \(name) {" }),
      let arm = body[header...].firstIndex(where: { String(LineText.trimmed($0)) == "case nil:" })
    else { return nil }
    let indent = LineText.indentation(of: body[arm])
    var end = arm + 1
    while end < body.count, body[end].hasPrefix(indent + " ") || body[end].hasPrefix(indent + "\t") { end += 1 }
    let armBody = body[(arm + 1)..<end].map { String(LineText.trimmed($0)) }.filter { !$0.hasPrefix("//") }
    guard armBody == ["break"] || armBody == ["return .none"] else { return nil }
    var kept = Array(body[..<arm]) + Array(body[end...])
    for index in (header + 1)..<arm where LineText.indentation(of: kept[index]) == indent {
      let line = kept[index]
      guard line.hasSuffix("?:"), String(LineText.trimmed(line)).hasPrefix("case ") else { continue }
      let pattern = Array(line.dropLast(2))
      let unwrapped = pattern.indices.filter {
        !(pattern[$0] == "?" && $0 + 1 < pattern.count && pattern[$0 + 1] == ",")
      }
      kept[index] = String(unwrapped.map { pattern[$0] }) + ":"
    }
    return kept
  }
}
