import Lexer
import Proposal

extension ViewRewriter {
  /// Sends the actions of work moved out of the view model's `init` when the owner appears (or loads).
  func insertAppearWork(
    in scan: inout TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], placeholder: Bool, firstPass: Bool,
    into edits: inout EditList
  ) {
    let store = rewrite.storeName
    switch rewrite.kind {
    case .viewController:
      guard let anchor = scan.superViewDidLoadEnd(within: regions) else {
        // No `viewDidLoad` to send from: say where the work went, at the top of the controller.
        guard firstPass, let action = rewrite.appearActions.first, let region = regions.first,
          let open = region.first(where: { scan.text($0) == "{" })
        else { return }
        let indent = scan.lineIndentation(of: region.lowerBound) + indentation
        let point = scan.range(open).upperBound
        edits.add(
          point..<point,
          "\n" + indent
            + "// TODO(tca-migrate): send `.\(action)` when the controller loads (`\(store).send(.\(action))` "
            + "after `super.viewDidLoad()`): the view model's `init` did this work.")
        return
      }
      let indent = scan.lineIndentation(of: anchor)
      var lines: [String] = []
      if placeholder, !scan.hasObserveBlock {
        lines = [
          "observe { [weak self] in",
          indentation + "guard let self else { return }",
          indentation + "// TODO(tca-migrate): update the views from `store` here; every read is tracked.",
          indentation + "_ = self.\(store)",
          "}",
        ]
      }
      lines += rewrite.appearActions.map { "\(store).send(.\($0))" }
      guard !lines.isEmpty else { return }
      let text = lines.map { "\n" + indent + $0 }.joined()
      edits.add(scan.range(anchor).upperBound..<scan.range(anchor).upperBound, text)
    case .view, .other:
      // A scene has no `.onAppear`: an `App` keeps the lifecycle flag for the person migrating.
      guard !scan.conforms(rewrite.owner, to: "App") else { return }
      let actions = rewrite.appearActions.filter { !scan.sends($0, on: store) }
      guard !actions.isEmpty, let body = scan.bodyBraces(within: regions) else { return }
      let last = body.close - 1
      if Self.endsInStatement(scan, last: last, open: body.open) {
        let modifiers = actions.map { Self.appearModifier($0, store: store) }
        if !wrapInGroup(scan, body: body, modifiers: modifiers, into: &edits) {
          // A body on its `{` line or holding a multi-line string is not re-indented: the work is said, not lost.
          edits.addTodo(
            "the body ends in a statement, which takes no modifier; wrap it in `Group { … }` and add "
              + modifiers.map { "`\($0)`" }.joined(separator: " and ") + ".", above: body.open + 1, in: scan)
        }
        return
      }
      var lineFirst = last
      while lineFirst > body.open + 1, !scan.startsLine(lineFirst) { lineFirst -= 1 }
      let indent = scan.lineIndentation(of: scan.text(lineFirst) == "." ? lineFirst : body.open + 1)
      let text = actions.map { "\n" + indent + Self.appearModifier($0, store: store) }.joined()
      edits.add(scan.range(last).upperBound..<scan.range(last).upperBound, text)
    }
  }

  /// `.task { await store.send(.task).finish() }` or `.onAppear { store.send(.name) }`.
  static func appearModifier(_ name: String, store: String) -> String {
    name == "task" ? ".task { await \(store).send(.task).finish() }" : ".onAppear { \(store).send(.\(name)) }"
  }

  /// Whether the body (opened at `open`) ends in an `if` or `switch` statement (a `}` closing it), which takes no
  /// modifier.
  static func endsInStatement(_ scan: TokenScan, last: Int, open: Int) -> Bool {
    guard scan.text(last) == "}" else { return false }
    var start = last - 1
    var depth = 1
    while start > 0 {
      if scan.text(start) == "}" { depth += 1 }
      if scan.text(start) == "{" {
        depth -= 1
        if depth == 0 { break }
      }
      start -= 1
    }
    // Back to the statement's first token: its line's start, or the body's first token on the body's own line.
    while start > open + 1, !scan.startsLine(start) { start -= 1 }
    if scan.text(start) == "}" { start += 1 }
    return ["if", "else", "switch", "for"].contains(scan.text(start))
  }

  /// Wraps the body's content in `Group { … }` (one indentation deeper) and puts `modifiers` on the group; false when
  /// the content cannot be re-indented (it starts on the `{` line, or holds a multi-line string).
  private func wrapInGroup(
    _ scan: TokenScan, body: (open: Int, close: Int), modifiers: [String], into edits: inout EditList
  ) -> Bool {
    let first = body.open + 1
    let indent = scan.lineIndentation(of: first)
    guard scan.startsLine(first), !scan.opensMultilineString(in: first...(body.close - 1)) else { return false }
    let start = scan.lineStart(of: first)
    edits.add(start..<start, indent + "Group {\n")
    for index in first..<body.close where scan.startsLine(index) {
      let line = scan.lineStart(of: index)
      edits.add(line..<line, indentation)
    }
    let end = scan.range(body.close - 1).upperBound
    edits.add(end..<end, "\n" + indent + "}" + modifiers.map { "\n" + indent + $0 }.joined())
    return true
  }
}
