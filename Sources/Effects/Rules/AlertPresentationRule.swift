import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `alert-presentation`: error flags become alert presentation.
public struct AlertPresentationRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "alert-presentation" }
  /// Short title.
  public var title: String { "Error flags become alert presentation" }
  /// What the rule does.
  public var summary: String {
    "When the proposal replaced an error flag (`showError`) with `@Presents var alert`, `showError = true` presents `AlertState` with the message, `showError = false` dismisses it, and reads become `state.alert != nil`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadFailed() {
            errorMessage = "Could not load"
            showError = true
          }
          """#,
        after: #"""
          case .loadFailed:
            state.errorMessage = "Could not load"
            state.alert = AlertState {
              TextState(state.errorMessage ?? "")
            } actions: {
              ButtonState(action: .dismissButtonTapped) { TextState("OK") }
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func dismissError() {
            if showError {
              showError = false
            }
          }
          """#,
        after: #"""
          case .dismissError:
            if state.alert != nil {
              state.alert = nil
            }
            return .none
          """#),
    ]
  }
}
extension AlertPresentationRule {

  /// `name = value` on a plain member (`self.`/`self?.` dropped), not a local: its name and the header tokens.
  static func memberAssignment(_ statement: Statement, scope: Scope) -> (name: String, header: [Int])? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices, optional: true)
    guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .equal,
      !scope.locals.contains(source.text(header[0]))
    else { return nil }
    return (source.text(header[0]), header)
  }

  /// `flag = true` presents the alert, `flag = false` dismisses it.
  static func assignsPresentation(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, let (name, header) = memberAssignment(site.statement, scope: scope),
      s.isAlertFlag(name)
    else { return .declined }
    let value = header[2..<header.count].map { site.statement.source.text($0) }
    let lines: [String]
    switch value {
    case ["true"]: lines = s.alertPresentation()
    case ["false"]: lines = ["state.\(s.alertField) = nil"]
    default: return .declined
    }
    writer.writeLines(lines, depth: site.depth)
    s.translatedStatements += 1
    return .converted
  }

  /// A read of the replaced error flag: `state.alert != nil`.
  static func readsAlertFlag(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (source, name, index, end) = (site.source, site.name, site.index, site.end)
    guard s.isAlertFlag(name) else { return .declined }
    if s.mutates(source, after: index + 1, end: end) {
      s.placement.issue(
        "changes the alert flag `\(name)` in an expression; present or dismiss `state.\(s.alertField)` instead")
    }
    let negated = index > 0 && source.kind(index - 1) == .prefixOperator
    let check = negated ? "(state.\(s.alertField) != nil)" : "state.\(s.alertField) != nil"
    writer.write(scope.mode == .reducer ? check : name)
    if scope.mode == .effect { s.placement.issue("reads the alert flag `\(name)` inside an effect") }
    return .rendered(resume: index + 1)
  }
}
