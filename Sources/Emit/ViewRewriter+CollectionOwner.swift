import Lexer
import Proposal

/// A view holding a collection of the view model (IceCubes' `@State private var followUpSEVMs: [ViewModel] = []`):
/// it holds a collection of stores under the same name, so its uses of the collection, and the bindings and labels
/// its callers pass, stay as written; models built in the view become stores, as in any owner.
extension ViewRewriter {
  /// `rewrite(_:with:declaresProperty:)` for an owner whose property holds a collection: the element type in the
  /// declaration becomes `StoreOf<Feature>` under a TODO, then the type mentions and the import.
  func rewriteCollection(
    _ scan: inout TokenScan, rewrite: ViewRewrite, declaration: Range<Int>?, regions: [Range<Int>],
    into edits: inout EditList
  ) {
    if let declaration, let element = elementMention(scan, rewrite: rewrite, in: declaration) {
      let type = storeType(scan, rewrite: rewrite, after: element.upperBound - 1)
      edits.add(scan.range(element.lowerBound).lowerBound..<type.end, type.text)
      let model = rewrite.viewModel.split(separator: ".").last.map(String.init) ?? rewrite.viewModel
      edits.addTodo(
        "`\(rewrite.property)` holds a store per `\(model)` now: its elements read State and send actions "
          + "(`element.send(.action)`), not the model's methods; a parent feature would hold "
          + "`IdentifiedArrayOf<\(rewrite.feature).State>` and scope each element's store.",
        above: declaration.lowerBound, in: scan)
    }
    rewriteElementUses(scan, rewrite: rewrite, regions: regions, into: &edits)
    rewriteTypeMentions(
      in: &scan, rewrite: rewrite, skipping: declaration ?? 0..<0, ownerRegions: regions,
      context: RewriteContext(path: rewrite.file, isTest: false), into: &edits)
    addImport(scan, into: &edits)
  }

  /// The tokens naming the view model in the declaration's type (`ViewModel` of `[ViewModel]`, qualified or not).
  private func elementMention(_ scan: TokenScan, rewrite: ViewRewrite, in declaration: Range<Int>) -> Range<Int>? {
    let parts = rewrite.viewModel.split(separator: ".").map(String.init)
    guard let colon = declaration.first(where: { scan.text($0) == ":" }) else { return nil }
    for index in (colon + 1)..<declaration.upperBound where scan.text(index - 1) != "." {
      if scan.text(index) == "=" { return nil }
      let end = scan.matchesQualifiedName(parts, at: index) ?? scan.matchesQualifiedName([parts.last ?? ""], at: index)
      if let end { return index..<(end + 1) }
    }
    return nil
  }
}
