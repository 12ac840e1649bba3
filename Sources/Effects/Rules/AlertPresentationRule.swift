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
  /// `showError = true` → present the alert; `items = fetched` on an identified array → `IdentifiedArray(…)`.
  static func alertOrIdentifiedAssignment(_ s: inout ConversionSession, _ statement: Statement, scope: Scope)
    -> [String]?
  {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices, optional: true)
    guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .equal,
      !scope.locals.contains(source.text(header[0]))
    else { return nil }
    let name = source.text(header[0])
    let value = header[2..<header.count].map { source.text($0) }
    if s.isAlertFlag(name) {
      if value == ["true"] { return s.alertPresentation() }
      if value == ["false"] { return ["state.\(s.alertField) = nil"] }
      return nil
    }
    guard s.context.identifiedArrays.contains(name), value != ["[", "]"], s.isState(name) else { return nil }
    let snapshot = s
    s.issueFrames.append([])
    var temp = LineWriter(indent: s.indent)
    temp.newLine(depth: 0)
    s.renderRange(statement, header[2]..<statement.range.upperBound, depth: 0, scope: scope, into: &temp)
    guard s.issueFrames.removeLast().isEmpty else {
      s = snapshot
      return nil
    }
    var lines = temp.finish()
    lines[0] = "state.\(name) = IdentifiedArray(uniqueElements: " + lines[0]
    lines[lines.count - 1] += ")"
    return lines
  }

}

extension AlertPresentationRule {
  /// An assignment of the alert flag or of an identified array, in its TCA form.
  static func assignsPresentation(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, let lines = alertOrIdentifiedAssignment(&s, site.statement, scope: scope) else {
      return .declined
    }
    writer.writeLines(lines, depth: site.depth)
    s.translatedStatements += 1
    return .converted
  }
}
