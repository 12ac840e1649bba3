import Lexer
import Proposal

extension ConversionSession {
  /// A statement calling an action method on a single or optional child view model (`player.start(episode: e)`,
  /// `self.detail?.reload()`): the child property, its action case and the argument tokens.
  func childActionCall(_ statement: Statement) -> (child: String, action: String, arguments: Range<Int>)? {
    let source = statement.source
    var header = statement.headerIndices
    while let first = header.first, ["try", "await"].contains(source.text(first)) { header.removeFirst() }
    header = source.droppingSelf(header)
    guard header.count >= 5, source.kind(header[0]) == .identifier,
      let actions = context.childActionNames[source.text(header[0])]
    else { return nil }
    let child = source.text(header[0])
    header.removeFirst()
    if source.kind(header[0]) == .questionMark || source.kind(header[0]) == .exclamationMark { header.removeFirst() }
    guard header.count >= 4, source.kind(header[0]) == .period, let action = actions[source.text(header[1])],
      source.kind(header[2]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      statement.blocks.isEmpty
    else { return nil }
    var depth = 0
    for (offset, index) in header.enumerated().dropFirst(2) {
      if source.kind(index) == .leftParen { depth += 1 }
      if source.kind(index) == .rightParen {
        depth -= 1
        if depth == 0 && offset != header.count - 1 { return nil }
      }
    }
    return (child, action, (header[2] + 1)..<header[header.count - 1])
  }

  /// Sends the child's action for a call on it: `.send(.player(.start(episode: episode)))`, through `.presented`
  /// for a presented child.
  mutating func sendChildAction(
    _ call: (child: String, action: String, arguments: Range<Int>), statement: Statement, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    let arguments = labeledArguments(statement, call.arguments, scope: scope).map { argument in
      argument.label.map { "\($0): \(argument.value)" } ?? argument.value
    }
    let childAction = arguments.isEmpty ? ".\(call.action)" : ".\(call.action)(\(arguments.joined(separator: ", ")))"
    let wrapped = context.presentedChildren.contains(call.child) ? ".presented(\(childAction))" : childAction
    let send = ".\(TCANaming.identifier(call.child))(\(wrapped))"
    if scope.mode == .reducer {
      return startEffect([".send(\(send))"], depth: depth, scope: scope, into: &writer)
    }
    writer.writeLines(["await send(\(send))"], depth: depth)
    return true
  }
}
