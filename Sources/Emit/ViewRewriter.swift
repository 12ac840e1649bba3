import Analysis
import Lexer
import Proposal

/// Rewrites an owning view or view controller from its view model to a `Store`, editing tokens of the original text.
public struct ViewRewriter: Sendable {
  /// The codebase's indentation unit, for inserted blocks.
  public var indentation: String
  /// How to build each feature's store at call sites, by feature name.
  public var recipes: [String: StoreRecipe]
  /// Qualified names of the old view models: their declarations are left byte for byte as they are.
  public var protectedTypes: [String]
  /// The old view models' delegate protocols: they and their implementations are left as they are.
  public var keptProtocols: KeptProtocols

  /// Creates a rewriter.
  public init(
    indentation: String = "    ", recipes: [String: StoreRecipe] = [:], protectedTypes: [String] = [],
    keptProtocols: KeptProtocols = KeptProtocols()
  ) {
    self.indentation = indentation
    self.recipes = recipes
    self.protectedTypes = protectedTypes
    self.keptProtocols = keptProtocols
  }

  /// The new source of the owner's file.
  public func rewrite(_ source: String, with rewrite: ViewRewrite) -> String {
    self.rewrite(TokenScan(file: SourceFile(text: source)), with: rewrite, declaresProperty: true)
  }

  /// `rewrite(_:with:)` of the file `scan` lexed, where `declaresProperty` is false for a file holding only
  /// extensions of the owner, whose locals named like the property are not its declaration.
  func rewrite(_ scan: TokenScan, with rewrite: ViewRewrite, declaresProperty: Bool) -> String {
    var scan = scan
    let file = scan.file
    var edits = EditList()
    protect(scan, rewrite: rewrite, into: &edits)
    let context = RewriteContext(path: rewrite.file, isTest: false)
    var regions = scan.typeRegions(named: rewrite.owner)
    let declaration =
      declaresProperty
      ? scan.propertyDeclaration(named: rewrite.property, line: rewrite.propertyLine, within: regions) : nil
    if let declaration, regions.count(where: { scan.text($0.lowerBound) != "extension" }) > 1 {
      // Twin declarations of the owner in one file (`#if os(macOS)` … `#else`, kiwix's `WebView`) are owners of their
      // own, each rewritten in its own body (and the extensions).
      regions = regions.filter { scan.text($0.lowerBound) == "extension" || $0.contains(declaration.tokens.lowerBound) }
    }
    if rewrite.holdsCollection == true {
      rewriteCollection(&scan, rewrite: rewrite, declaration: declaration?.tokens, regions: regions, into: &edits)
      return edits.apply(to: file)
    }
    let presented =
      RoutePresentation.rewrite(in: scan, rewrite: rewrite, regions: regions, into: &edits)
      + RouteSwitchPresentation.rewrite(in: scan, rewrite: rewrite, regions: regions, into: &edits)
    var rewrite = rewrite
    // `$store.scope(…)` in a presentation needs a bindable store.
    if !presented.isEmpty { rewrite.bindable = true }
    // Resolved before the rewrites when emitting (`OwnerStores`); read here when called on its own.
    if rewrite.keepsStore == nil, let declaration {
      rewrite.keepsStore = keepsStore(scan, rewrite: rewrite, regions: regions, declaration: declaration.tokens)
    }
    if let declaration {
      let replacement = storeDeclaration(scan, rewrite: rewrite, declaration: declaration.tokens)
      let todo = replacement.todo.map {
        "// TODO(tca-migrate): \($0)\n" + scan.lineIndentation(of: declaration.tokens.lowerBound)
      }
      edits.add(declaration.range, (todo ?? "") + replacement.text)
    }
    let skip = declaration?.tokens ?? 0..<0
    var observation: SubscriptionObservation?
    if rewrite.kind == .viewController, scan.count > 0 {
      let bytes = regions.filter { !$0.isEmpty }.map {
        scan.range($0.lowerBound).lowerBound..<scan.range($0.upperBound - 1).upperBound
      }
      observation = SubscriptionObservation(
        file: file, regions: bytes, rewrite: rewrite, indentation: indentation, into: &edits)
    }
    rewriteUses(
      in: &scan, rewrite: rewrite, regions: regions, skipping: skip,
      replaced: presented + (observation?.replaced ?? []),
      context: context, into: &edits)
    rewriteTypeMentions(
      in: &scan, rewrite: rewrite, skipping: skip, ownerRegions: regions, context: context, into: &edits)
    // An `observe { }` to fill by hand only where a subscription to a `$field` stayed: each converted one has its own,
    // an event subject's keeps a TODO of its own, and a controller that never subscribed read the model once, as it
    // now reads the store.
    insertAppearWork(
      in: &scan, rewrite: rewrite, regions: regions, placeholder: observation?.leavesSubscriptions ?? false,
      firstPass: declaration != nil, into: &edits)
    if rewrite.scopes["path"] == .stack { StackDestinationSwitch.rewrite(in: scan, regions: regions, into: &edits) }
    if rewrite.kind == .other { isolateToMainActor(scan, regions: regions, into: &edits) }
    addImport(scan, into: &edits)
    let result = edits.apply(to: file)
    guard rewrite.scopes["path"] == .stack, let cases = rewrite.pathCases else { return result }
    return StackDestinationModifier.move(result, pathCases: cases, store: rewrite.storeName, unit: indentation)
  }

  /// `@MainActor` on a class owning a store (a coordinator) that has no global actor: a store is built and sent to
  /// on the main actor.
  private func isolateToMainActor(_ scan: TokenScan, regions: [Range<Int>], into edits: inout EditList) {
    let modifiers: Set<String> = ["final", "public", "private", "fileprivate", "internal", "open", "package"]
    guard let keyword = Self.classKeyword(scan, regions: regions) else { return }
    var start = keyword
    while start > 0, modifiers.contains(scan.text(start - 1)) || scan.text(start - 1).hasPrefix("@") {
      start -= 1
      if scan.text(start) == "@MainActor" { return }
    }
    let line = scan.lineStart(of: start)
    edits.add(line..<line, scan.lineIndentation(of: start) + "@MainActor\n")
  }

  /// The new source of a file that creates the owner or the view model elsewhere (a parent, coordinator, app or
  /// test) at `path` relative to the root, or nil when it mentions neither.
  public func rewriteCallSites(_ source: String, with rewrite: ViewRewrite, path: String? = nil) -> String? {
    let ownerName = rewrite.owner.split(separator: ".").last.map(String.init) ?? rewrite.owner
    let typeName = rewrite.viewModel.split(separator: ".").last.map(String.init) ?? rewrite.viewModel
    guard LineText.containsBytes(source, ownerName) || LineText.containsBytes(source, typeName) else { return nil }
    let file = SourceFile(text: source)
    var scan = TokenScan(file: file)
    var edits = EditList()
    protect(scan, rewrite: rewrite, into: &edits)
    let testFolder = path.map { $0.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") } } ?? false
    let context = RewriteContext(path: path, isTest: scan.isTestFile || testFolder)
    var index = 0
    // A collection keeps its name, so the labels callers pass it under do too.
    while index < scan.count, rewrite.holdsCollection != true {
      if scan.text(index) == rewrite.property && scan.text(index + 1) == ":" {
        index = rewriteLabel(
          at: index, in: scan, rewrite: rewrite, context: context, includingInit: false, into: &edits)
      }
      index += 1
    }
    rewriteTypeMentions(in: &scan, rewrite: rewrite, skipping: 0..<0, context: context, into: &edits)
    guard !edits.edits.isEmpty else { return nil }
    addImport(scan, into: &edits)
    return edits.apply(to: file)
  }

  /// Protects the byte ranges of every old view model's declaration in the file (and of the rewritten one), and of
  /// their delegate protocols and those protocols' implementations (`KeptProtocols`); then comments out the models'
  /// members that build the owner from themselves (`ModelBuiltOwners`). In the file declaring a view model,
  /// extensions naming its nested types are protected too: the feature carries its own copy of those, retargeted.
  /// Elsewhere (`Model+Copy.swift`) such an extension moves to the feature's type.
  private func protect(_ scan: TokenScan, rewrite: ViewRewrite, into edits: inout EditList) {
    let types = Set(protectedTypes + [rewrite.viewModel]).sorted()
    let declarations = scan.typeDeclarations()
    let declared = types.filter { type in
      let parts = type.split(separator: ".").map(String.init)
      return declarations.contains { $0.path == parts && scan.text($0.tokens.lowerBound) != "extension" }
    }
    edits.protected =
      scan.declarationByteRanges(of: types, in: declarations)
      + scan.extensionByteRanges(constrainedToNestedTypesOf: declared, in: declarations)
      + keptProtocols.protectedRanges(in: scan, declarations: declarations)
    ModelBuiltOwners.commentOut(in: scan, rewrite: rewrite, models: types, declarations: declarations, into: &edits)
  }

  func addImport(_ scan: TokenScan, into edits: inout EditList) {
    guard !scan.imports("ComposableArchitecture") else { return }
    if let point = scan.importInsertionPoint(for: "ComposableArchitecture") {
      let offset = point.offset
      edits.add(offset..<offset, point.before ? "import ComposableArchitecture\n" : "\nimport ComposableArchitecture")
    } else {
      edits.add(0..<0, "import ComposableArchitecture\n")
    }
  }

  /// Replaces the call from `start` through its parentheses `open`…`close` with `store.send(.action(arguments))`.
  func sendAction(
    _ action: String, on store: String, replacing start: Int, open: Int, close: Int, in scan: TokenScan,
    into edits: inout EditList
  ) {
    let from = scan.range(start).lowerBound
    if close == open + 1 {
      edits.add(from..<scan.range(close).upperBound, "\(store).send(.\(action))")
    } else {
      edits.add(from..<scan.range(open).upperBound, "\(store).send(.\(action)(")
      edits.add(scan.range(close).upperBound..<scan.range(close).upperBound, ")")
    }
  }
}
