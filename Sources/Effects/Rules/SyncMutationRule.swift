import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `sync-mutation`: synchronous state mutations.
public struct SyncMutationRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "sync-mutation" }
  /// Short title.
  public var title: String { "Synchronous state mutations" }
  /// What the rule does.
  public var summary: String {
    "Assignments, compound assignments and mutating calls on observed properties (`x = …`, `self.x += 1`, `items.append(…)`, `flag.toggle()`) become mutations of `state`; the case returns `.none`."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func increment() {
            count += 1
            self.showBanner.toggle()
            items.append(draft)
          }
          """#,
        after: #"""
          case .increment:
            state.count += 1
            state.showBanner.toggle()
            state.items.append(state.draft)
            return .none
          """#),
      EffectExample(
        before: #"""
          func select(_ item: Item) {
            selection = item
            self.errorMessage = nil
            items[0].title = item.title
          }
          """#,
        after: #"""
          case let .select(item):
            state.selection = item
            state.errorMessage = nil
            state.items[0].title = item.title
            return .none
          """#),
    ]
  }
}

extension SyncMutationRule {
  /// `subject.send(value)` on a `CurrentValueSubject` that became State: the subject and the argument tokens.
  static func stateSubjectSend(_ s: ConversionSession, _ statement: Statement) -> (name: String, arguments: Range<Int>)?
  {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, s.context.stateSubjects.contains(source.text(header[0])),
      source.kind(header[1]) == .period, source.text(header[2]) == "send", source.kind(header[3]) == .leftParen,
      source.kind(header[header.count - 1]) == .rightParen, statement.blocks.allSatisfy(\.isClosure)
    else { return nil }
    return (source.text(header[0]), (header[3] + 1)..<header[header.count - 1])
  }

  /// `objectWillChange.send()`: State changes are observed without it, so it disappears.
  static func dropsObjectWillChange(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    let words = site.words
    let sends =
      words == ["objectWillChange", ".", "send", "(", ")"]
      || words == ["self", ".", "objectWillChange", ".", "send", "(", ")"]
    return sends ? .converted : .declined
  }

  /// `subject.send(value)` on a `CurrentValueSubject` that became State: an assignment in the reducer.
  static func assignsStateSubject(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let send = stateSubjectSend(s, site.statement) else { return .declined }
    guard scope.mode == .reducer else {
      s.placement.emitTodo(
        site.statement, reasons: ["mutates state `\(send.name)` inside an effect"], depth: site.depth, into: &writer)
      return .converted
    }
    let arguments = s.renderArguments(site.statement, send.arguments, scope: scope)
    writer.writeLines(["state.\(send.name) = " + arguments.joined(separator: ", ")], depth: site.depth)
    s.translatedStatements += 1
    return .converted
  }
}
