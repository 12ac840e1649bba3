import Lexer
import Proposal

/// Locals holding a store where the code held a model: the elements of a collection of view models
/// (`for post in followUpSEVMs { … }`, `ForEach(drafts) { draft in … }`) and a model unwrapped by `if let` (IceCubes'
/// `if let existing = followButtonViewModel { existing.relationship = relationship }`). A call of a model's method
/// sends its action, and a write to a member, which a store's State does not take, gets a TODO.
extension ViewRewriter {
  /// Rewrites the uses of each element bound by a `for … in` loop or a `ForEach` closure over the collection
  /// property within `regions`.
  func rewriteElementUses(
    _ scan: TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], into edits: inout EditList
  ) {
    for region in regions {
      for index in region where scan.text(index) == rewrite.property && scan.text(index - 1) != "." {
        guard let (element, body) = elementBinding(scan, collection: index) else { continue }
        rewriteLocalStoreUses(scan, rewrite: rewrite, local: element, in: body, into: &edits)
      }
    }
  }

  /// `if let local = property {` at the property's token `index`: the local's uses in the `if` body are a store's.
  func rewriteUnwrappedUses(_ scan: TokenScan, rewrite: ViewRewrite, property index: Int, into edits: inout EditList) {
    guard scan.text(index - 1) == "=", let name = scan.identifier(index - 2), name != rewrite.property,
      scan.text(index - 3) == "let", ["if", ","].contains(scan.text(index - 4))
    else { return }
    // `, let x = model` continues an `if` on its line, not a `guard` (whose `else` body does not bind it).
    var first = index - 4
    while first > 0, !scan.startsLine(first) { first -= 1 }
    guard scan.text(first) == "if" else { return }
    var cursor = index + 1
    while cursor < scan.count, scan.text(cursor) != "{" {
      if scan.isOpening(cursor), let close = scan.matching(cursor) { cursor = close }
      cursor += 1
    }
    guard cursor < scan.count, let close = scan.matching(cursor) else { return }
    rewriteLocalStoreUses(scan, rewrite: rewrite, local: name, in: (cursor + 1)..<close, into: &edits)
  }

  /// Each use of `local`, a store, among `body`'s tokens.
  private func rewriteLocalStoreUses(
    _ scan: TokenScan, rewrite: ViewRewrite, local: String, in body: Range<Int>, into edits: inout EditList
  ) {
    for token in body where scan.text(token) == local && scan.text(token - 1) != "." {
      rewriteLocalStoreUse(scan, rewrite: rewrite, local: token, into: &edits)
    }
  }

  /// The element's name and the tokens of the body it is bound in, for the collection property at `index`.
  private func elementBinding(_ scan: TokenScan, collection index: Int) -> (String, Range<Int>)? {
    if scan.text(index - 1) == "in", scan.text(index - 3) == "for", let name = scan.identifier(index - 2),
      scan.text(index + 1) == "{", let close = scan.matching(index + 1)
    {
      return (name, (index + 2)..<close)
    }
    if scan.text(index - 1) == "(", scan.text(index - 2) == "ForEach", let close = scan.matching(index - 1),
      scan.text(close + 1) == "{", let name = scan.identifier(close + 2), scan.text(close + 3) == "in",
      let end = scan.matching(close + 1)
    {
      return (name, (close + 4)..<end)
    }
    return nil
  }

  /// `local.method(…)` sends the method's action; `local.member = …` and an awaited or value-returning call get a
  /// TODO.
  private func rewriteLocalStoreUse(
    _ scan: TokenScan, rewrite: ViewRewrite, local element: Int, into edits: inout EditList
  ) {
    let name = scan.text(element)
    guard scan.text(element + 1) == ".", let member = scan.identifier(element + 2) else { return }
    if let caseName = rewrite.actions[member], scan.text(element + 3) == "(", let close = scan.matching(element + 3) {
      guard scan.text(element - 1) != "await", rewrite.valueReturning?[member] == nil else {
        edits.addTodo(
          "`\(name)` is a store now: send `.\(caseName)` instead of calling `\(member)` (awaited, `await "
            + "\(name).send(…).finish()`; a value it returned is read from State).", above: element, in: scan)
        return
      }
      sendAction(caseName, on: name, replacing: element, open: element + 3, close: close, in: scan, into: &edits)
      return
    }
    if scan.text(element + 3) == "=" {
      edits.addTodo(
        "`\(name)` is a store now: its State changes in the reducer, so send an action that sets `\(member)` "
          + "(`\(name).send(.binding(.set(\\.\(member), …)))` when the feature is bindable).", above: element, in: scan)
    }
  }
}
