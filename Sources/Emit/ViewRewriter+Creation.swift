import Lexer
import Proposal

extension ViewRewriter {
  /// The store declaration replacing the view model's: an `App` (which nobody creates, so nobody can hand it a
  /// store) that created its view model creates the store in its place; a view that built its own keeps the store
  /// in `@State`; a `@Binding` to the model (IceCubes' `@Binding var followButtonViewModel: FollowButtonViewModel?`)
  /// is a binding to the store its parent keeps in `@State`.
  func storeDeclaration(
    _ scan: TokenScan, rewrite: ViewRewrite, declaration: Range<Int>
  ) -> (text: String, todo: String?) {
    if rewrite.keepsStore == true { return keptStoreDeclaration(scan, rewrite: rewrite, declaration: declaration) }
    if declarationHead(scan, declaration).contains("@Binding") {
      let mark = isOptional(scan, declaration: declaration) ? "?" : ""
      return ("@Binding var \(rewrite.storeName): StoreOf<\(rewrite.feature)>" + mark, nil)
    }
    if rewrite.kind == .other, Self.classKeyword(scan, regions: scan.typeRegions(named: rewrite.owner)) != nil {
      return objectStoreDeclaration(scan, rewrite: rewrite, declaration: declaration)
    }
    guard scan.conforms(rewrite.owner, to: "App"),
      let equal = declaration.first(where: { scan.text($0) == "=" }),
      let call = viewModelConstruction(scan, rewrite: rewrite, from: equal + 1)
    else {
      // `ListViewModel<Country>` is a store of the generic feature for the same arguments.
      guard rewrite.genericFeature == true, let arguments = genericArguments(scan, rewrite: rewrite, in: declaration)
      else {
        return (rewrite.storeDeclaration, nil)
      }
      let feature = "StoreOf<\(rewrite.feature)>"
      return (rewrite.storeDeclaration.replacing(feature, with: "StoreOf<\(rewrite.feature)\(arguments)>"), nil)
    }
    let built = storeForConstruction(scan, rewrite: rewrite, name: call.name, close: call.close, open: call.open)
    // An `App` holding an `@Observable` model in `@State` may hand it on as a binding (IceCubes' `$appRouterPath` to
    // `AppView`'s `@Binding var appRouterPath`): the store stays in `@State`, with the declaration's access.
    if declarationHead(scan, declaration).contains("@State") {
      return (stateStoreHead(scan, rewrite: rewrite, declaration: declaration) + " = " + built.expression, built.todo)
    }
    return ("let \(rewrite.storeName) = \(built.expression)", built.todo)
  }

  /// The generic arguments written after the view model's type in `declaration` (`<Country>`), or nil.
  func genericArguments(_ scan: TokenScan, rewrite: ViewRewrite, in declaration: Range<Int>) -> String? {
    let name = rewrite.viewModel.split(separator: ".").last.map(String.init) ?? rewrite.viewModel
    guard let type = declaration.first(where: { scan.text($0) == name }), let clause = scan.genericClause(after: type)
    else { return nil }
    return scan.file.text(in: clause)
  }

  /// The `class` keyword of the owner's declaration among `regions`, when the owner is a class (a coordinator, not a
  /// view-like struct such as a representable or an `App`).
  static func classKeyword(_ scan: TokenScan, regions: [Range<Int>]) -> Int? {
    regions.map(\.lowerBound).first { scan.text($0) == "class" }
  }

  /// A coordinator's or other object's property as it was declared, holding the store: its access, `lazy`, `var` or
  /// `let` and optionality stay (`private var orders: OrdersViewModel?` → `private var ordersStore:
  /// StoreOf<OrdersFeature>?`), and a view model it built becomes the store built there.
  func objectStoreDeclaration(
    _ scan: TokenScan, rewrite: ViewRewrite, declaration: Range<Int>
  ) -> (text: String, todo: String?) {
    let kept: Set<String> = ["private", "fileprivate", "internal", "public", "package", "lazy", "var", "let"]
    let head = declaration.prefix { scan.text($0) != rewrite.property }.map { scan.text($0) }.filter(kept.contains)
      .joined(separator: " ")
    guard head.hasSuffix("var") || head.hasSuffix("let") else { return (rewrite.storeDeclaration, nil) }
    let name = head + " " + rewrite.storeName
    if let equal = declaration.first(where: { scan.text($0) == "=" }) {
      if scan.text(equal + 1) == "nil" { return (name + ": StoreOf<\(rewrite.feature)>? = nil", nil) }
      guard let call = viewModelConstruction(scan, rewrite: rewrite, from: equal + 1) else {
        return (rewrite.storeDeclaration, nil)
      }
      let built = storeForConstruction(scan, rewrite: rewrite, name: call.name, close: call.close, open: call.open)
      return (name + " = " + built.expression, built.todo)
    }
    let last = declaration.isEmpty ? "" : scan.text(declaration.upperBound - 1)
    let mark = last.hasSuffix("!") ? "!" : isOptional(scan, declaration: declaration) ? "?" : ""
    return (name + ": StoreOf<\(rewrite.feature)>" + mark, nil)
  }

  /// `_viewModel = StateObject(wrappedValue: ViewModel(…))` in an initializer: the store is built there instead
  /// (`self.store = Store(…)`, or `_store = State(initialValue: Store(…))` for a view keeping its store); any other
  /// right-hand side is the initializer's `store` parameter. Returns the last token consumed.
  func rewriteWrapperAssignment(
    at index: Int, in scan: TokenScan, rewrite: ViewRewrite, into edits: inout EditList
  ) -> Int {
    let store = rewrite.storeName
    let end = scan.endOfStatement(from: index)
    let statement = scan.range(index).lowerBound..<scan.range(end).upperBound
    // `self._viewModel = …` keeps its `self.`.
    let owner = scan.text(index - 1) == "." && scan.text(index - 2) == "self" ? "" : "self."
    guard let call = viewModelConstruction(scan, rewrite: rewrite, from: index + 2), call.end == end else {
      // The value handed to the wrapper, now a store: one reading the parameter named like the property
      // (`viewModel`, an autoclosure's `viewModel()`, `{ viewModel }()`) is the store, the parameter's name now;
      // another parameter or a model the view gets itself (a shared one) is kept as written. A view keeping its store
      // in `@State` takes it the same way.
      let value = wrappedValue(scan, from: index + 2, end: end).map { range in
        range.contains { scan.text($0) == rewrite.property }
          ? store : scan.source(from: range.lowerBound, through: range.upperBound - 1)
      }
      let handed = value ?? builtStore(scan, from: index + 2, end: end) ?? store
      edits.add(
        statement,
        rewrite.keepsStore == true ? "_\(store) = State(initialValue: \(handed))" : "\(owner)\(store) = \(handed)")
      return end
    }
    let built = storeForConstruction(
      scan, rewrite: rewrite, name: call.name, close: call.close, open: call.open, statement: index)
    let assignment =
      rewrite.keepsStore == true
      ? "_\(store) = State(initialValue: \(built.expression))" : "\(owner)\(store) = \(built.expression)"
    if edits.add(statement, assignment), let todo = built.todo { edits.addTodo(todo, above: index, in: scan) }
    return end
  }

  /// `Store(…)` handed to the wrapper at `start` whose call ends the statement at `end`: the store another owner's pass
  /// in the file built where the model was (`_model = State(initialValue: Model(mode: mode))`, rewritten by the pass
  /// of `@State var followUps: [Model]` before this one), kept as written; nil for any other value.
  func builtStore(_ scan: TokenScan, from start: Int, end: Int) -> String? {
    guard let call = wrapperCall(scan, at: start), let close = call.close, close == end,
      scan.text(call.value) == "Store", scan.text(call.value + 1) == "(", close > call.value
    else { return nil }
    return scan.source(from: call.value, through: close - 1)
  }

  /// The view model's initializer call at `start` (`ViewModel(…)`, `.init(…)`, or either wrapped in
  /// `StateObject(wrappedValue:)`/`ObservedObject(wrappedValue:)`/`State(initialValue:)`): the type name's index,
  /// its parentheses, and the expression's last token.
  func viewModelConstruction(_ scan: TokenScan, rewrite: ViewRewrite, from start: Int) -> (
    name: Int, open: Int, close: Int, end: Int
  )? {
    let wrapper = wrapperCall(scan, at: start)
    let first = wrapper?.value ?? start
    let wrapperClose = wrapper?.close
    let parts = rewrite.viewModel.split(separator: ".").map(String.init)
    let name: Int
    let open: Int
    if scan.text(first) == ".", scan.text(first + 1) == "init" {
      (name, open) = (first + 1, first + 2)
    } else if let last = scan.matchesQualifiedName(parts, at: first) {
      (name, open) = (first, last + 1)
    } else {
      return nil
    }
    guard scan.text(open) == "(", let close = scan.matching(open) else { return nil }
    if let wrapperClose {
      guard wrapperClose == close + 1 else { return nil }
      return (name, open, close, wrapperClose)
    }
    return (name, open, close, close)
  }
}

extension TokenScan {
  /// Whether a declaration of the type named `owner` (last component) lists `protocolName` among its conformances.
  func conforms(_ owner: String, to protocolName: String) -> Bool {
    conforms(owner, to: protocolName, among: typeDeclarations())
  }

  /// `conforms(_:to:)` over the file's type declarations found already.
  func conforms(_ owner: String, to protocolName: String, among declarations: [TypeDeclaration]) -> Bool {
    let name = owner.split(separator: ".").last.map(String.init) ?? owner
    return declarations.contains { $0.path.last == name && declares($0, conformingTo: protocolName) }
  }
}
