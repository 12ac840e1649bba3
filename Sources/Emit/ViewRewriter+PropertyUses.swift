import Analysis
import Lexer
import Proposal

/// The owner property's uses in a view's code: reads of State through the store, method calls sent as actions,
/// bindings through `$store`, and a TODO for each member that is not State.
extension ViewRewriter {
  /// Rewrites each use of the owner property within `regions`, outside `skip` and the `replaced` ranges.
  func rewriteUses(
    in scan: inout TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], skipping skip: Range<Int>,
    replaced: [Range<Int>], context: RewriteContext, into edits: inout EditList
  ) {
    let property = rewrite.property
    let store = rewrite.storeName
    let shadowed = ShadowedNames(
      scan, name: property, declaration: skip,
      viewModel: rewrite.viewModel.split(separator: ".").last.map(String.init) ?? rewrite.viewModel)
    // A type nested in the owner cannot reach the owner's property: a `case settings` of its `enum Tab` or a nested
    // view's own `viewModel` is another declaration.
    let nested = scan.typeDeclarations().map(\.tokens).filter { tokens in
      regions.contains { region in
        region.lowerBound < tokens.lowerBound && region.contains(tokens.lowerBound)
          && ["struct", "class", "enum", "actor", "extension"].contains(scan.text(region.lowerBound))
      }
    }
    var index = 0
    while index < scan.count {
      defer { index += 1 }
      if skip.contains(index) { continue }
      if !replaced.isEmpty, replaced.contains(where: { $0.contains(scan.range(index).lowerBound) }) { continue }
      let text = scan.text(index)
      // A local of the same name (`let account: Account = …`); `self.account` is still the property, and a call's
      // `account:` label is the callee's.
      if text == property, scan.text(index - 1) != ".", shadowed.contains(index),
        scan.text(index + 1) != ":" || ["let", "var"].contains(scan.text(index - 1))
      {
        continue
      }
      guard regions.contains(where: { $0.contains(index) }) else {
        // Another type's `init(model: Model)` declares its own parameter; `.init(model:)` calls the owner's.
        let declaresInit = scan.enclosingParenthesis(of: index).map {
          $0.callee == "init" && scan.text($0.open - 2) != "."
        }
        if text == property, scan.text(index + 1) == ":", declaresInit != true {
          index = rewriteLabel(
            at: index, in: scan, rewrite: rewrite, context: context, includingInit: true, into: &edits)
        }
        continue
      }
      if text == "$" + property {
        index = rewriteBinding(at: index, in: scan, rewrite: rewrite, into: &edits)
        continue
      }
      if text == "_" + property, scan.text(index + 1) == "=" {
        index = rewriteWrapperAssignment(at: index, in: scan, rewrite: rewrite, into: &edits)
        continue
      }
      guard text == property, !nested.contains(where: { $0.contains(index) }) else { continue }
      let previous = scan.text(index - 1)
      // `self?.viewModel` (in a `[weak self]` closure) reaches the property as `self.viewModel` does.
      let optionalSelf = previous == "." && ["?", "!"].contains(scan.text(index - 2)) && scan.text(index - 3) == "self"
      if previous == ".", scan.text(index - 2) != "self", !optionalSelf { continue }
      let next = scan.text(index + 1)
      if next == ":" {
        index = rewriteLabel(at: index, in: scan, rewrite: rewrite, context: context, includingInit: true, into: &edits)
        continue
      }
      if next == "?", scan.text(index + 2) == ".", let member = scan.identifier(index + 3),
        let caseName = rewrite.actions[member], scan.text(index + 4) == "(", let close = scan.matching(index + 4)
      {
        // `[weak viewModel] … viewModel?.play(x)`: the captured store sends, `store?.send(.play(x))`.
        sendAction(caseName, on: store + "?", replacing: index, open: index + 4, close: close, in: scan, into: &edits)
        index += 4
        continue
      }
      if next == "?", scan.text(index + 2) == ".", let member = scan.identifier(index + 3), !rewrite.members.isEmpty,
        !rewrite.members.contains(member), rewrite.scopes[member] == nil, !rewrite.queries.contains(member)
      {
        // `[weak viewModel] … viewModel?.webView.pdf()`: neither State nor an action sent, as for a plain read.
        edits.addTodo("`\(property).\(member)` \(notStateAdvice(rewrite, member: member))", above: index, in: scan)
        edits.add(scan.range(index), store)
        index += 3
        continue
      }
      // `func autoSharingView(viewModel model: Model)`: the parameter's external label, not the property.
      if ["(", ","].contains(previous), scan.identifier(index + 1) != nil, scan.text(index + 2) == ":" { continue }
      guard next == ".", let member = scan.identifier(index + 2) ?? dollarMember(scan, index + 2) else {
        if let end = rewriteImplicitConstruction(in: scan, rewrite: rewrite, property: index, into: &edits) {
          edits.add(scan.range(index), store)
          index = end
          continue
        }
        flagKeptStoreAssignment(in: scan, rewrite: rewrite, property: index, into: &edits)
        if !flagHandedAsDelegate(in: scan, rewrite: rewrite, property: index, into: &edits) {
          flagHandedToCall(in: scan, rewrite: rewrite, property: index, into: &edits)
        }
        rewriteUnwrappedUses(scan, rewrite: rewrite, property: index, into: &edits)
        edits.add(scan.range(index), store)
        continue
      }
      let receiverStart = optionalSelf ? index - 3 : previous == "." ? index - 2 : index
      // In a class (a view controller's closures need `self`) and after `self?.`, the receiver stays in front of the
      // store where the statement is rewritten whole: `self?.store.send(…)`.
      let keepsSelf = receiverStart < index && (optionalSelf || rewrite.kind != .view)
      let reached = keepsSelf ? scan.source(from: receiverStart, through: index - 1) + store : store
      if let end = rewriteWrite(
        in: scan, rewrite: rewrite, receiver: receiverStart, member: index + 2, store: reached, into: &edits)
      {
        index = end
        continue
      }
      if let action = rewrite.inputSubjects?[member], scan.text(index + 3) == ".", scan.text(index + 4) == "send",
        scan.text(index + 5) == "(", let close = scan.matching(index + 5)
      {
        sendAction(action, on: store, replacing: index, open: index + 5, close: close, in: scan, into: &edits)
        index += 5
        continue
      }
      if rewrite.dispatchEntries?.contains(member) == true, scan.text(index + 3) == "(", scan.text(index + 4) == ".",
        let sent = scan.identifier(index + 5), rewrite.actions[sent] == sent
      {
        // `viewModel.send(.refresh)` → `store.send(.refresh)`: the view model's own Action cases are the feature's.
        edits.add(scan.range(receiverStart).lowerBound..<scan.range(index + 2).upperBound, reached + ".send")
        index += 3
        continue
      }
      if rewrite.callbacks?.contains(member) == true {
        // `viewModel.onTap?(item)` → `store.send(.onTap(item))`: the action's case sends the delegate action.
        let open = scan.text(index + 3) == "?" ? index + 4 : index + 3
        if scan.text(open) == "(", let close = scan.matching(open) {
          sendAction(member, on: reached, replacing: receiverStart, open: open, close: close, in: scan, into: &edits)
          index = open
          continue
        }
      }
      if let calls = rewrite.serviceCalls?[member], scan.text(index + 3) == ".",
        let action = scan.identifier(index + 4).flatMap({ calls[$0] }), scan.text(index + 5) == "(",
        let close = scan.matching(index + 5)
      {
        // `viewModel.router.back()` → `store.send(.routerBack)`: the action's case calls the router's client.
        sendAction(action, on: reached, replacing: receiverStart, open: index + 5, close: close, in: scan, into: &edits)
        index += 5
        continue
      }
      // `browser.webView.url` reads a property named like an action (the model's `webView(_:decidePolicyFor:)`).
      let sendable = rewrite.actions[member] != nil && ![".", "?", "!", "["].contains(scan.text(index + 3))
      let known =
        rewrite.members.isEmpty || rewrite.members.contains(member) || sendable
        || rewrite.scopes[member] != nil || rewrite.queries.contains(member) || rewrite.staticQueries.contains(member)
      if !known,
        RoutePresentation.rewriteRead(scan, rewrite: rewrite, receiver: receiverStart, member: index + 2, into: &edits)
      {
        index += 2
        continue
      }
      if !known {
        edits.addTodo("`\(property).\(member)` \(notStateAdvice(rewrite, member: member))", above: index, in: scan)
        index += 2
        continue
      }
      if rewrite.queries.contains(member) {
        edits.add(scan.range(index), "\(store).state")
        index += 2
        continue
      }
      if rewrite.staticQueries.contains(member) {
        edits.add(scan.range(receiverStart).lowerBound..<scan.range(index).upperBound, rewrite.feature)
        index += 2
        continue
      }
      if rewrite.subjects.contains(member) {
        if scan.text(index + 3) == ".", scan.text(index + 4) == "value" {
          edits.add(scan.range(receiverStart).lowerBound..<scan.range(index + 4).upperBound, "\(reached).\(member)")
          index += 4
        } else {
          let line = scan.lineStart(of: index)
          edits.add(
            line..<line,
            scan.lineIndentation(of: index)
              + "// TODO(tca-migrate): `\(property).\(member)` was a subject and is State "
              + "now; read `\(store).\(member)` inside `observe { }` instead of subscribing.\n")
          index += 2
        }
        continue
      }
      if let end = sendChildAction(in: scan, rewrite: rewrite, receiver: receiverStart, member: index + 2, into: &edits)
      {
        index = end
        continue
      }
      flagChildMember(in: scan, rewrite: rewrite, child: index + 2, into: &edits)
      if let kind = rewrite.scopes[member], ![".", "(", "?", "!"].contains(scan.text(index + 3)) {
        let action = kind == .presented ? "\\.\(member).presented" : "\\.\(member)"
        edits.add(
          scan.range(receiverStart).lowerBound..<scan.range(index + 2).upperBound,
          "\(reached).scope(state: \\.\(member), action: \(action))")
        if scan.text(receiverStart - 1) == ":", scan.text(receiverStart - 2) == property {
          edits.add(scan.range(receiverStart - 2), store)
        }
        index += 2
        continue
      }
      if rewrite.errorMessages?.contains(member) == true, scan.text(index + 3) == "?", scan.text(index + 4) == ".",
        scan.text(index + 5) == "localizedDescription"
      {
        // State keeps the error's message: `viewModel.error?.localizedDescription` → `store.error`.
        edits.add(scan.range(index), store)
        edits.add(scan.range(index + 3).lowerBound..<scan.range(index + 5).upperBound, "")
        index += 5
        continue
      }
      // A State field named like an action (kiwix's `webView`, beside `webView(_:decidePolicyFor:)`) is read unless
      // called.
      let readsState = rewrite.members.contains(member) && !["(", "{"].contains(scan.text(index + 3))
      guard !readsState, let caseName = rewrite.actions[member] else {
        // A State field named like a member of `Store` (`state`) is read through the whole State: `store.state` is
        // the store's own.
        let shadowed = Self.storeMembers.contains(member) && rewrite.members.contains(member)
        edits.add(scan.range(index), shadowed ? "\(store).state" : store)
        continue
      }
      let send = "\(reached).send(.\(caseName))"
      if let end = rewriteValueCall(scan, rewrite, member: member, receiver: receiverStart, send: send, into: &edits) {
        index = end
        continue
      }
      if scan.text(index + 3) == "(", let close = scan.matching(index + 3),
        scan.holdsArgumentLabels(open: index + 3, close: close)
      {
        // `perform: viewModel.onChange(newValue:)`, the method named with its labels and passed unapplied.
        edits.add(
          scan.range(receiverStart).lowerBound..<scan.range(close).upperBound,
          unappliedSend(caseName, on: reached, rewrite: rewrite, receiver: receiverStart, in: scan))
        index = close
      } else if scan.text(index + 3) == "(", let close = scan.matching(index + 3) {
        let awaited = scan.text(receiverStart - 1) == "await"
        let finish = awaited ? ".finish()" : ""
        if awaited, let mark = scan.tryMark(before: receiverStart - 1) {
          edits.add(scan.range(mark).lowerBound..<scan.range(receiverStart - 1).lowerBound, "")
        }
        if close == index + 4 {
          let call = rewrite.defaultedCases?.contains(caseName) == true ? "()" : ""
          edits.add(
            scan.range(index).lowerBound..<scan.range(close).upperBound, "\(store).send(.\(caseName)\(call))\(finish)")
        } else {
          edits.add(scan.range(index).lowerBound..<scan.range(index + 3).upperBound, "\(store).send(.\(caseName)(")
          edits.add(scan.range(close).upperBound..<scan.range(close).upperBound, ")\(finish)")
        }
        index = index + 3
      } else if scan.text(index + 3) == "{", let close = scan.matching(index + 3),
        let label = rewrite.caseLabels?[caseName]?.last
      {
        // `viewModel.save { done in … }`: the trailing closure is the case's last value. From the property on, as
        // for a call with parentheses: a `self.` in front stays.
        let start = scan.range(index).lowerBound
        let head = "\(store).send(.\(caseName)(" + (label.isEmpty ? "" : label + ": ")
        edits.add(start..<scan.range(index + 3).lowerBound, head)
        edits.add(scan.range(close).upperBound..<scan.range(close).upperBound, "))")
        index = index + 2
      } else {
        let start = scan.range(receiverStart).lowerBound
        edits.add(
          start..<scan.range(index + 2).upperBound,
          unappliedSend(caseName, on: reached, rewrite: rewrite, receiver: receiverStart, in: scan))
        index = index + 2
      }
    }
  }

  /// What to do about a read of `member`, which is not State.
  private func notStateAdvice(_ rewrite: ViewRewrite, member: String) -> String {
    if let hint = rewrite.factories[member] { return hint }
    if rewrite.kind == .viewController { return "is not State; read the store inside `observe { }` or send an action." }
    return "is not State; read State from the store, scope a child store, or send an action."
  }

  /// The `$member` projection at `index`, if the token is one.
  private func dollarMember(_ scan: TokenScan, _ index: Int) -> String? {
    let text = scan.text(index)
    return text.hasPrefix("$") && text.count > 1 ? text : nil
  }
}
