import Lexer
import Proposal

/// What the rewriter knows about the file it edits.
struct RewriteContext {
  /// The file's path relative to the root, when known.
  var path: String?
  /// Whether it is a test file (tests of the old view model stay as they are).
  var isTest: Bool
}

extension ViewRewriter {
  /// Handles the label `viewModel:` at `index`: in `init(…)` it is renamed; in a call `Owner(viewModel: X)` the
  /// argument becomes a store. Returns the last token index it consumed.
  func rewriteLabel(
    at index: Int, in scan: TokenScan, rewrite: ViewRewrite, context: RewriteContext, includingInit: Bool,
    into edits: inout EditList
  ) -> Int {
    guard scan.isLabelInRenamedCall(index, owner: rewrite.owner, includingInit: includingInit) else { return index }
    guard let call = scan.enclosingParenthesis(of: index), call.callee != "init" else {
      edits.add(scan.range(index), rewrite.storeName)
      return index
    }
    let first = index + 2
    let last = scan.argumentEnd(from: first)
    guard first <= last else { return index }
    let argumentRange = scan.range(first).lowerBound..<scan.range(last).upperBound
    let line = scan.lineStart(of: index)
    let indent = scan.lineIndentation(of: index)
    let ownerName = rewrite.owner.split(separator: ".").last.map(String.init) ?? rewrite.owner
    guard let arguments = constructedArguments(scan, rewrite: rewrite, first: first, last: last) else {
      if context.isTest {
        edits.add(
          line..<line,
          indent + "// TODO(tca-migrate): `\(ownerName)` takes a `StoreOf<\(rewrite.feature)>` now; build it with "
            + "`Store(initialState: \(rewrite.feature).State()) { \(rewrite.feature)() }`.\n")
        return last
      }
      edits.add(scan.range(index), rewrite.storeName)
      return index
    }
    if let path = context.path, let scoped = recipes[rewrite.feature]?.parentScopes[path],
      edits.add(argumentRange, scoped)
    {
      edits.add(scan.range(index), rewrite.storeName)
      return last
    }
    let built = recipes[rewrite.feature]?.construction(from: arguments, indent: indent, unit: indentation)
    if context.isTest, built == nil {
      edits.add(
        line..<line,
        indent + "// TODO(tca-migrate): `\(ownerName)` takes a `StoreOf<\(rewrite.feature)>` now; move these "
          + "arguments into `\(rewrite.feature).State` and build it with `Store(initialState:) { }`.\n")
      return last
    }
    let expression = built?.expression ?? emptyStore(rewrite)
    guard edits.add(argumentRange, expression) else { return index }
    edits.add(scan.range(index), rewrite.storeName)
    let todo = built == nil ? fallbackTodo(scan, rewrite: rewrite, first: first, last: last) : built?.todo
    if let todo {
      edits.add(line..<line, indent + "// TODO(tca-migrate): \(todo)\n")
    }
    return last
  }

  /// The arguments of the old view model's initializer when the argument `first...last` calls it (`.init(…)` or
  /// `ViewModel(…)`), else nil.
  func constructedArguments(_ scan: TokenScan, rewrite: ViewRewrite, first: Int, last: Int) -> [StoreRecipe.Argument]? {
    let parts = rewrite.viewModel.split(separator: ".").map(String.init)
    var open: Int?
    if scan.text(first) == ".", scan.text(first + 1) == "init", scan.text(first + 2) == "(" {
      open = first + 2
    } else if let end = scan.matchesQualifiedName(parts, at: first), scan.text(end + 1) == "(" {
      open = end + 1
    } else if let name = parts.last, scan.text(first) == name, scan.text(first + 1) == "(" {
      open = first + 1
    }
    guard let open, scan.matching(open) == last else { return nil }
    return scan.arguments(open: open, close: last)
  }

  /// `Store(initialState: Feature.State()) { Feature() }`.
  func emptyStore(_ rewrite: ViewRewrite) -> String {
    "Store(initialState: \(rewrite.feature).State()) { \(rewrite.feature)() }"
  }

  /// The TODO for a view-model construction that could not be mapped onto State, or nil when it had no arguments.
  func fallbackTodo(_ scan: TokenScan, rewrite: ViewRewrite, first: Int, last: Int) -> String? {
    guard let open = (first...last).first(where: { scan.text($0) == "(" }), open + 1 < last else { return nil }
    let arguments = scan.source(from: open + 1, through: last - 1)
    return "was `\(rewrite.viewModel)(\(arguments))`; move these values into `\(rewrite.feature).State` or its "
      + "dependencies."
  }

  /// The store built where the old code called the view model's initializer at `name...close`, and its TODO;
  /// continuation lines are indented from the line of `statement` (default: `name`). With `stateOnly` (the call
  /// builds part of another view model), the feature's `State` instead of a store.
  func storeForConstruction(
    _ scan: TokenScan, rewrite: ViewRewrite, name: Int, close: Int, open: Int, statement: Int? = nil,
    stateOnly: Bool = false
  ) -> (expression: String, todo: String?) {
    let indent = scan.lineIndentation(of: statement ?? name)
    let arguments = scan.arguments(open: open, close: close)
    if let built = recipes[rewrite.feature]?.construction(
      from: arguments, indent: indent, unit: indentation, stateOnly: stateOnly)
    {
      return built
    }
    let empty = stateOnly ? "\(rewrite.feature).State()" : emptyStore(rewrite)
    guard close > open + 1 else { return (empty, nil) }
    return (empty, fallbackTodo(scan, rewrite: rewrite, first: name, last: close))
  }

  /// Rewrites a write to view-model state (`viewModel.x = v` → `store.send(.binding(.set(\.x, v)))`, or
  /// `store.$x.withLock { $0 = v }` for a `@Shared` field; other writes are commented out under a TODO), sending through `store` (`self?.store` in a class's closure). Returns the last
  /// token consumed, or nil when `member` is not written to.
  func rewriteWrite(
    in scan: TokenScan, rewrite: ViewRewrite, receiver: Int, member: Int, store: String, into edits: inout EditList
  ) -> Int? {
    guard let write = scan.assignment(afterMember: member) else { return nil }
    let name = scan.text(member)
    let end = max(write.operator, scan.expressionEnd(from: write.operator + 1))
    let statement = scan.range(receiver).lowerBound..<scan.range(end).upperBound
    if rewrite.sharedFields?.contains(name) == true, write.operator < end {
      // `@Shared` has no setter: the view writes the shared reference under its lock (`$0.volume = v`, `$0 += 1`).
      let path = member + 1 < write.operator ? scan.source(from: member + 1, through: write.operator - 1) : ""
      edits.add(
        scan.range(receiver).lowerBound..<scan.range(write.operator).lowerBound,
        "\(store).$\(name).withLock { $0\(path) ")
      edits.add(scan.range(end).upperBound..<scan.range(end).upperBound, " }")
      return write.operator
    }
    let stored = recipes[rewrite.feature]?.fields.contains { $0.name == name } ?? rewrite.members.contains(name)
    if write.isPlain, rewrite.bindable, stored, write.operator < end {
      // The value stays where it is, so its own reads of the view model are rewritten as the scan goes on.
      let head = scan.range(receiver).lowerBound..<scan.range(write.operator + 1).lowerBound
      edits.add(head, "\(store).send(.binding(.set(\\.\(name), ")
      edits.add(scan.range(end).upperBound..<scan.range(end).upperBound, ")))")
      return write.operator
    }
    // `viewModel.settings.volume = v`, `viewModel.count += 1`: the bindable store's member setter sets the whole field
    // with a binding action (`.binding(\.settings)` sees it), so the statement reads the same on the store.
    if !write.isPlain, rewrite.bindable, stored { return nil }
    let line = scan.lineStart(of: receiver)
    let original = scan.file.text(in: statement)
    let target = scan.source(from: receiver, through: write.operator - 1)
    let reason =
      rewrite.delegates?.contains(name) == true
      ? "the view set `\(target)`; the feature sends `.delegate(…)` actions instead, so handle them in the parent "
        + "feature that scopes this store.\n"
      : "the view wrote `\(target)`; State changes only in the reducer, so send an action that sets it.\n"
    edits.add(line..<line, scan.lineIndentation(of: receiver) + "// TODO(tca-migrate): " + reason)
    if !Self.containsCommentDelimiter(original) {
      // A switch case needs a statement: one whose only statement is commented out gets `break`.
      let soleInCase =
        scan.endsCaseLabel(receiver - 1) && ["case", "default", "}", "@unknown"].contains(scan.text(end + 1))
      edits.add(statement, "/* \(original) */" + (soleInCase ? " break" : ""))
    }
    return end
  }

  private static func containsCommentDelimiter(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return zip(bytes, bytes.dropFirst()).contains { ($0 == 0x2F && $1 == 0x2A) || ($0 == 0x2A && $1 == 0x2F) }
  }
}

extension ViewRewriter {
  /// The closure sending `caseName` in place of a method passed unapplied (`.onDelete(perform: viewModel.remove)`):
  /// the closure's arguments are the case's values in order, and `.refreshable(action:)`, which awaits its closure,
  /// keeps its indicator until the action's effects finish.
  func unappliedSend(
    _ caseName: String, on store: String, rewrite: ViewRewrite, receiver: Int, in scan: TokenScan
  ) -> String {
    let arguments = (rewrite.caseLabels?[caseName] ?? []).enumerated().map { offset, label in
      (label.isEmpty ? "" : label + ": ") + "$\(offset)"
    }
    let sent = arguments.isEmpty ? caseName : caseName + "(" + arguments.joined(separator: ", ") + ")"
    let awaited =
      scan.text(receiver - 1) == ":" && scan.text(receiver - 2) == "action" && scan.text(receiver - 3) == "("
      && scan.text(receiver - 4) == "refreshable"
    return awaited ? "{ await \(store).send(.\(sent)).finish() }" : "{ \(store).send(.\(sent)) }"
  }

  /// `viewModel.child.record(q)` as a statement on a child feature scoped as `Scope`, the method one of its actions:
  /// `store.send(.child(.record(q)))` (`.finish()`ed when awaited). Returns the last token consumed, or nil for
  /// another shape.
  func sendChildAction(
    in scan: TokenScan, rewrite: ViewRewrite, receiver: Int, member: Int, into edits: inout EditList
  ) -> Int? {
    let child = scan.text(member)
    guard rewrite.scopes[child] == .scope, scan.text(member + 1) == ".", let method = scan.identifier(member + 2),
      let caseName = rewrite.childActions?[child]?[method], scan.text(member + 3) == "(",
      let close = scan.matching(member + 3),
      // A call whose value the view uses is a query (a method of the child's State now), not an action.
      !scan.usesValue(ofCallAt: receiver)
    else { return nil }
    let awaited = scan.text(receiver - 1) == "await"
    if awaited, let mark = scan.tryMark(before: receiver - 1) {
      edits.add(scan.range(mark).lowerBound..<scan.range(receiver - 1).lowerBound, "")
    }
    let finish = awaited ? ".finish()" : ""
    let send = "\(rewrite.storeName).send(.\(child)(.\(caseName)"
    // From the property on: a `self.` in front stays.
    let start = scan.range(member - 2).lowerBound
    if close == member + 4 {
      edits.add(start..<scan.range(close).upperBound, send + "))" + finish)
    } else {
      edits.add(start..<scan.range(member + 3).upperBound, send + "(")
      edits.add(scan.range(close).upperBound..<scan.range(close).upperBound, "))" + finish)
    }
    return member + 3
  }

  /// Adds a TODO above `viewModel.child.member` (`child` the index of the child's name) when the child's State does
  /// not keep `member`: a factory of grandchildren, a service, a name the child does not declare.
  func flagChildMember(in scan: TokenScan, rewrite: ViewRewrite, child: Int, into edits: inout EditList) {
    let name = scan.text(child)
    guard rewrite.scopes[name] == .scope, scan.text(child + 1) == ".", let member = scan.identifier(child + 2),
      let members = rewrite.childMembers?[name], !members.contains(member)
    else { return }
    edits.addTodo(
      "`\(rewrite.property).\(name).\(member)` is not State of the child `\(name)`; read its State, scope its store, "
        + "or send it an action.", above: child, in: scan)
  }

  /// A call of a method that returned a value: `if await model.save() { dismiss() }` becomes `send` when the case
  /// dismisses itself (returns the last token consumed); a call whose value the view used gets a TODO (nil).
  func rewriteValueCall(
    _ scan: TokenScan, _ rewrite: ViewRewrite, member: String, receiver: Int, send: String, into edits: inout EditList
  ) -> Int? {
    let dismissing = rewrite.dismissing?.contains(member) == true
    if dismissing, let end = scan.rewriteDismissingCall(receiver: receiver, send: send, into: &edits) {
      return end
    }
    // A dismissing call of another shape (with arguments) keeps its value use under the same TODO.
    if let type = rewrite.valueReturning?[member] ?? (dismissing ? "Bool" : nil), scan.usesValue(ofCallAt: receiver) {
      let todo =
        "// TODO(tca-migrate): `\(rewrite.property).\(member)` returned `\(type)`, which `store.send` does not; "
        + "read the outcome from State (dismissing on success belongs in the reducer, with `@Dependency(\\.dismiss)`)."
      let line = scan.lineStart(of: receiver)
      edits.add(line..<line, scan.lineIndentation(of: receiver) + todo + "\n")
    }
    return nil
  }
}

extension TokenScan {
  /// Whether token `index` is the `:` ending a `case …:` or `default:` label that starts its line.
  func endsCaseLabel(_ index: Int) -> Bool {
    guard index >= 0, text(index) == ":" else { return false }
    var first = index
    while first > 0, !startsLine(first) { first -= 1 }
    return ["case", "default"].contains(text(first))
  }

  /// Whether the call whose receiver starts at `start` (after `self.`) is used as a value (`if await m() {`,
  /// `let ok = m()`), not a statement of its own.
  func usesValue(ofCallAt start: Int) -> Bool {
    let before = indexBeforeMarks(start)
    guard before >= 0 else { return false }
    if ["{", ";", "in", "}"].contains(text(before)) { return false }
    if text(before) == "=", text(before - 1) == "_" { return false }
    return !startsLine(before + 1)
  }

  /// `if [try] [await] model.f() { dismiss() }` → `send` (the case dismisses itself); returns the last token index
  /// consumed, or nil for another shape (a call with arguments keeps its TODO).
  func rewriteDismissingCall(receiver: Int, send: String, into edits: inout EditList) -> Int? {
    let start = indexBeforeMarks(receiver)
    var open = receiver + 3
    if text(receiver) == "self" { open += 2 }
    guard text(start) == "if", text(open) == "(", text(open + 1) == ")", text(open + 2) == "{",
      text(open + 3) == "dismiss", text(open + 4) == "(", text(open + 5) == ")", text(open + 6) == "}",
      text(open + 7) != "else"
    else { return nil }
    edits.add(range(start).lowerBound..<range(open + 6).upperBound, send)
    return open + 6
  }

  /// The token before the `await` and `try` (`try?`, `try!`) written in front of the expression at `start`.
  private func indexBeforeMarks(_ start: Int) -> Int {
    var before = start - 1
    if text(before) == "await" { before -= 1 }
    return (tryMark(before: before + 1) ?? before + 1) - 1
  }

  /// The index of the `try` written just before token `index` (`try`, or `try?`/`try!`, which lex as `try` and
  /// `?`/`!`); nil when there is none.
  func tryMark(before index: Int) -> Int? {
    if ["try", "try?", "try!"].contains(text(index - 1)) { return index - 1 }
    if ["?", "!"].contains(text(index - 1)), text(index - 2) == "try" { return index - 2 }
    return nil
  }
}
