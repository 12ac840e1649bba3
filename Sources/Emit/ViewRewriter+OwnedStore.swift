import Lexer
import Proposal

/// A view that built its view model itself under `@StateObject` or `@State`, in the property's declaration
/// (`@StateObject private var model = Model()`) or in its `init` (`_model = StateObject(wrappedValue: Model(…))`).
///
/// SwiftUI keeps the first model such a view builds for as long as the view lives. Its store takes the model's place
/// in `@State`, built where the model was, which keeps the first store the same way: the view's callers do not change,
/// and a parent redrawing does not hand the view a new store (and State) each time, as `let store` passed in from a
/// `Store(…)` built in the parent's `body` would.
extension ViewRewriter {
  /// The wrappers under which a view owns what it holds.
  static let owningWrappers: Set<String> = ["@StateObject", "@State"]

  /// Whether the owner of `rewrite` (in `source`) builds its view model itself under an owning wrapper.
  public func keepsStore(_ source: String, with rewrite: ViewRewrite) -> Bool {
    let scan = TokenScan(file: SourceFile(text: source))
    let regions = scan.typeRegions(named: rewrite.owner)
    guard
      let declaration = scan.propertyDeclaration(named: rewrite.property, line: rewrite.propertyLine, within: regions)
    else { return false }
    return keepsStore(scan, rewrite: rewrite, regions: regions, declaration: declaration.tokens)
  }

  /// Whether the owner builds its view model under an owning wrapper: `declaration` (its tokens) constructs it, or an
  /// assignment `_property = StateObject(wrappedValue: Model(…))` in the owner's `regions` does.
  func keepsStore(_ scan: TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], declaration: Range<Int>) -> Bool {
    guard rewrite.kind == .view, !scan.conforms(rewrite.owner, to: "App") else { return false }
    // The declaration's attributes, modifiers and name: a value's tokens (a closure's `let`) are not its own.
    let wrappers = declaration.prefix { scan.text($0) != "=" }.map { scan.text($0) }
    // `@ObservedObject private var portNumber = PortNumber()` (kiwix's `PortInput`) builds its model too, anew with
    // each `init` of the view, and no caller can pass one; the store in `@State` is built once. Not private, the
    // memberwise initializer takes the model, so callers may pass their own: they pass the store.
    let privateObserved =
      wrappers.contains("@ObservedObject") && (wrappers.contains("private") || wrappers.contains("fileprivate"))
    // `private let preview = StatusRowViewModel(…)` (IceCubes), no wrapper: it became a memberwise `let` no caller
    // passed. A `let` with a value, or a private `var`, is no memberwise parameter either.
    let plainBuilt =
      !wrappers.contains { $0.hasPrefix("@") }
      && (wrappers.contains("let") || wrappers.contains("private") || wrappers.contains("fileprivate"))
    if let equal = declaration.first(where: { scan.text($0) == "=" }),
      privateObserved || plainBuilt || wrappers.contains(where: { Self.owningWrappers.contains($0) })
    {
      return viewModelConstruction(scan, rewrite: rewrite, from: equal + 1) != nil
    }
    guard wrappers.contains(where: { Self.owningWrappers.contains($0) }) else { return false }
    let wrapped = "_" + rewrite.property
    for region in regions {
      for index in region where scan.text(index) == wrapped && scan.text(index + 1) == "=" {
        // Only a model built here: a parameter passed through (`StateObject(wrappedValue: model)`) was built by the
        // caller, who builds the store instead.
        if viewModelConstruction(scan, rewrite: rewrite, from: index + 2) != nil { return true }
        // `_selection = StateObject(wrappedValue: hotspotInstance.selection)` (kiwix): the view gets its model
        // itself, from none of its `init`'s parameters, and keeps the store it gets the same way.
        if let value = wrappedValue(scan, from: index + 2, end: scan.endOfStatement(from: index)),
          !isInitializerParameter(scan, value, around: index)
        {
          return true
        }
      }
    }
    // `@State private var detail: DetailViewModel?`, set later by the view itself (in `.task`).
    return isOptional(scan, declaration: declaration)
  }

  /// Whether the declaration's type is optional (`: Model?`), with no initial value.
  func isOptional(_ scan: TokenScan, declaration: Range<Int>) -> Bool {
    // `Model?`, or `StoreOf<Feature>?` after another owner's rewrite, where `>?` is one token.
    !declaration.isEmpty && scan.text(declaration.upperBound - 1).hasSuffix("?")
      && !declaration.contains(where: { scan.text($0) == "=" })
  }

  /// The attributes and modifiers written before `var` or `let` in `declaration` (`@State`, `private`).
  func declarationHead(_ scan: TokenScan, _ declaration: Range<Int>) -> [String] {
    declaration.prefix { !["var", "let"].contains(scan.text($0)) }.map { scan.text($0) }
  }

  /// `@State private var store`: the store kept in `@State`, with the access modifiers of the model's declaration.
  func stateStoreHead(_ scan: TokenScan, rewrite: ViewRewrite, declaration: Range<Int>) -> String {
    let access: Set<String> = ["private", "fileprivate", "internal", "public", "package"]
    let modifiers = declarationHead(scan, declaration).filter { access.contains($0) }
    return "@State " + modifiers.map { $0 + " " }.joined() + "var \(rewrite.storeName)"
  }

  /// `@State private var store = Store(…)` (built as the model was), `@State private var store: StoreOf<Feature>`
  /// (built in `init`) or `StoreOf<Feature>?` (set later), with the access modifiers of the model's declaration.
  func keptStoreDeclaration(
    _ scan: TokenScan, rewrite: ViewRewrite, declaration: Range<Int>
  ) -> (text: String, todo: String?) {
    let head = stateStoreHead(scan, rewrite: rewrite, declaration: declaration)
    guard let equal = declaration.first(where: { scan.text($0) == "=" }) else {
      return (head + ": StoreOf<\(rewrite.feature)>" + (isOptional(scan, declaration: declaration) ? "?" : ""), nil)
    }
    guard let call = viewModelConstruction(scan, rewrite: rewrite, from: equal + 1) else {
      // The rewrite of another owner in this file already built the store here (`keepsStore` was read from the
      // original text): it stays.
      let value = scan.range(equal + 1).lowerBound..<scan.range(declaration.upperBound - 1).upperBound
      return (head + " = " + scan.file.text(in: value), nil)
    }
    let built = storeForConstruction(scan, rewrite: rewrite, name: call.name, close: call.close, open: call.open)
    return (head + " = " + built.expression, built.todo)
  }

  /// A TODO above `model = value` when the view keeps its store and `value` is not the view model built there: the
  /// property holds a store now, which has to be built where the model was (`let model = await fetchModel()`).
  func flagKeptStoreAssignment(in scan: TokenScan, rewrite: ViewRewrite, property: Int, into edits: inout EditList) {
    // `let model = model` (a capture for a task) declares a local; it is not an assignment.
    guard rewrite.keepsStore == true, scan.text(property + 1) == "=", scan.text(property + 2) != "nil",
      !["let", "var"].contains(scan.text(property - 1)),
      viewModelConstruction(scan, rewrite: rewrite, from: property + 2) == nil
    else { return }
    edits.addTodo(
      "`\(rewrite.storeName)` holds a store now: assign `Store(initialState: \(rewrite.feature).State(…)) { "
        + "\(rewrite.feature)() }` built where the view model was.", above: property, in: scan)
  }

  /// `model = .init(…)` (IceCubes' `followButtonViewModel = .init(client: client, …)`): the property holds a store
  /// now, built there from the same arguments. Returns the last token consumed, or nil for another statement.
  func rewriteImplicitConstruction(
    in scan: TokenScan, rewrite: ViewRewrite, property: Int, into edits: inout EditList
  ) -> Int? {
    // A named construction (`Model(…)`) is the type mentions' to rewrite.
    guard scan.text(property + 1) == "=", scan.text(property + 2) == ".",
      !["let", "var"].contains(scan.text(property - 1)),
      let call = viewModelConstruction(scan, rewrite: rewrite, from: property + 2), call.end == call.close
    else { return nil }
    let built = storeForConstruction(scan, rewrite: rewrite, name: call.name, close: call.close, open: call.open)
    if edits.add(scan.range(property + 2).lowerBound..<scan.range(call.close).upperBound, built.expression),
      let todo = built.todo
    {
      edits.addTodo(todo, above: property, in: scan)
    }
    return call.close
  }

  /// A TODO where the view model itself is handed on as a delegate (`delegate: viewModel`, WordPress's
  /// `PostSettingsSocialAccountsView`): the store taking its place conforms to none of the model's protocols. Returns
  /// whether it flagged one.
  @discardableResult
  func flagHandedAsDelegate(
    in scan: TokenScan, rewrite: ViewRewrite, property: Int, into edits: inout EditList
  ) -> Bool {
    let suffixes = ["delegate", "datasource", "observer", "listener"]
    guard scan.text(property - 1) == ":", let label = scan.identifier(property - 2),
      suffixes.contains(where: label.lowercased().hasSuffix)
    else { return false }
    edits.addTodo(
      "`\(rewrite.property)` was handed on as `\(label):`; the store conforms to none of the view model's "
        + "protocols: answer those calls with actions, or keep the old object until its callee migrates.",
      above: property, in: scan)
    return true
  }

  /// Flags the bare property handed whole to a method of another object (Swiftfin's `router.route(to:
  /// \.userPermissions, viewModel)`, `path.append(viewModel)`): what receives it took the view model and gets the
  /// store now.
  func flagHandedToCall(in scan: TokenScan, rewrite: ViewRewrite, property: Int, into edits: inout EditList) {
    guard [")", ","].contains(scan.text(property + 1)) else { return }
    var before = scan.text(property - 1) == "." && scan.text(property - 2) == "self" ? property - 3 : property - 1
    if scan.text(before) == ":", scan.identifier(before - 1) != nil { before -= 2 }
    guard ["(", ","].contains(scan.text(before)), let open = scan.enclosingParenthesis(of: before + 1)?.open,
      let callee = scan.identifier(open - 1), callee.first?.isLowercase == true, scan.text(open - 2) == ".",
      let receiver = scan.identifier(open - 3), receiver != "self"
    else { return }
    // A view model's own method (`viewModel.reloadAccount(from: session)`) becomes an action its rewrite sends; a
    // router read from the environment (`@EnvironmentObject var router: Coordinator.Router`) is not one.
    let models = Set(protectedTypes.compactMap { $0.split(separator: ".").last.map(String.init) })
    if let declaration = scan.propertyDeclaration(named: receiver, line: 0, within: [0..<scan.count]),
      declaration.tokens.contains(where: { models.contains(scan.text($0)) })
    {
      return
    }
    edits.addTodo(
      "`\(rewrite.property)` was handed to `\(receiver).\(callee)(…)`, which took the view model and gets the store "
        + "now: make it take `StoreOf<\(rewrite.feature)>`, or keep the old object until it migrates.",
      above: property, in: scan)
  }
}
