import Lexer
import Proposal

extension ViewRewriter {
  /// Members of `Store` that a State field of the same name cannot be read through.
  static let storeMembers: Set<String> = ["state", "send", "scope", "withState", "publisher"]

  /// `$viewModel…` at `index`: an alert flag or a presented child becomes the store scoped to it, a State field the
  /// store's binding, anything else the same under a TODO. Returns the last token consumed.
  func rewriteBinding(at index: Int, in scan: TokenScan, rewrite: ViewRewrite, into edits: inout EditList) -> Int {
    let store = rewrite.storeName
    let property = rewrite.property
    if scan.text(index + 1) == ".", let member = scan.identifier(index + 2) {
      if member == rewrite.alertFlag, let modifier = scan.enclosingModifier(named: "alert", around: index) {
        edits.replaceContaining(modifier, "alert($\(store).scope(\(rewrite.alertScope)))")
        return index
      }
      if member == "destination", rewrite.scopes[member] == .presented, scan.text(index + 3) == ".",
        let caseName = scan.identifier(index + 4)
      {
        // `$model.destination.alert` / `.sheet(item: $model.destination.edit)`: the store scoped to that case.
        let scoped = RoutePresentation.caseScope(caseName, store: store)
        if let modifier = scan.enclosingModifier(named: "alert", around: index) {
          edits.replaceContaining(modifier, "alert(\(scoped))")
          return index
        }
        edits.add(scan.range(index).lowerBound..<scan.range(index + 4).upperBound, scoped)
        return index + 4
      }
      if rewrite.sharedFields?.contains(member) == true {
        // `@Shared` has no setter: SwiftUI binds the shared reference itself.
        edits.add(scan.range(index).lowerBound..<scan.range(index + 2).upperBound, "Binding(\(store).$\(member))")
        return index + 2
      }
      if rewrite.scopes[member] == .presented || rewrite.scopes[member] == .stack {
        edits.add(
          scan.range(index).lowerBound..<scan.range(index + 2).upperBound,
          "$\(store).scope(state: \\.\(member), action: \\.\(member))")
        return index + 2
      }
      if !rewrite.members.isEmpty, !rewrite.members.contains(member) {
        edits.addTodo(
          "`$\(property).\(member)` binds what is not State; bind a State field, scope a presented child's store, or "
            + "send an action.", above: index, in: scan)
      }
    }
    edits.add(scan.range(index), "$\(store)")
    return index
  }
}
