import Lexer
import Proposal

/// Where a file names the old view model's type: a construction becomes the store built there, a stored property or
/// parameter of that type becomes `StoreOf<Feature>`, and `Model.Nested` the feature's carried type.
extension ViewRewriter {
  /// `ownerRegions`, in the owner's own file: a property of the view model's type declared outside them belongs to
  /// another owner, whose own rewrite replaces it.
  func rewriteTypeMentions(
    in scan: inout TokenScan, rewrite: ViewRewrite, skipping skip: Range<Int>, ownerRegions: [Range<Int>]? = nil,
    context: RewriteContext, into edits: inout EditList
  ) {
    let store = rewrite.storeName
    let parts = rewrite.viewModel.split(separator: ".").map(String.init)
    let storeExpression = "Store(initialState: \(rewrite.feature).State()) { \(rewrite.feature)() }"
    let ownerName = rewrite.owner.split(separator: ".").last.map(String.init) ?? rewrite.owner
    // The old view models' names, qualified and not: a construction inside one of theirs builds part of it.
    let viewModelNames = Set(protectedTypes.flatMap { [$0, String($0.split(separator: ".").last ?? "")] })
    var index = 0
    while index < scan.count {
      defer { index += 1 }
      // A view that read the view model from the environment gets the store its ancestor holds
      // (`EnvironmentStores`), not a new one.
      // A view keeping its own store is built as before.
      if rewrite.environment != true, rewrite.keepsStore != true, rewrite.holdsCollection != true,
        scan.text(index) == ownerName,
        scan.text(index - 1) != ".",
        scan.text(index + 1) == "(", scan.text(index + 2) == ")"
      {
        edits.add(scan.range(index + 1).lowerBound..<scan.range(index + 2).upperBound, "(\(store): \(storeExpression))")
        index += 2
        continue
      }
      if context.isTest { continue }
      if !skip.contains(index), scan.text(index - 1) != ".", let end = carriedMention(scan, parts, at: index),
        let carried = rewrite.carried[scan.text(end)]
      {
        edits.add(scan.range(index).lowerBound..<scan.range(end).upperBound, "\(rewrite.feature).\(carried)")
        index = end
        continue
      }
      guard !skip.contains(index), let end = scan.matchesQualifiedName(parts, at: index) else { continue }
      if scan.text(index - 1) == "." { continue }
      if scan.text(end + 1) == "(", let close = scan.matching(end + 1) {
        // Built in another view model's construction (a path element), it is that feature's State, not a store.
        let stateOnly = scan.isInsideCall(of: viewModelNames, at: index)
        let built = storeForConstruction(
          scan, rewrite: rewrite, name: index, close: close, open: end + 1, stateOnly: stateOnly)
        let added = edits.add(scan.range(index).lowerBound..<scan.range(close).upperBound, built.expression)
        if added, let todo = built.todo {
          edits.addTodo(todo, above: index, in: scan)
        }
        if scan.text(index - 1) == "=", ["let", "var"].contains(scan.text(index - 3)),
          let local = scan.identifier(index - 2)
        {
          flagLocalStoreReads(scan, rewrite: rewrite, local: local, after: close, into: &edits)
        }
        let construction = index
        index = close
        if added, !stateOnly, scan.text(close + 1) == "." {
          index =
            rewriteMemberOfNewStore(scan, rewrite: rewrite, construction: construction, member: close + 2, into: &edits)
            ?? close
        }
      } else if scan.text(index - 1) == ":", let regions = ownerRegions,
        !regions.contains(where: { $0.contains(index) }),
        ["var", "let"].contains(scan.text(index - 3))
      {
        index = end
      } else if let start = Self.autoclosureStart(scan, before: index) {
        // `viewModel: @autoclosure @escaping () -> Model`, the `StateObject(wrappedValue:)` idiom: the store is
        // handed in built.
        let type = storeType(scan, rewrite: rewrite, after: end)
        edits.add(scan.range(start).lowerBound..<type.end, type.text)
        index = end
      } else if scan.text(index - 1) == ":", ["let", "var"].contains(scan.text(index - 3)), scan.text(end + 1) == "=",
        scan.text(end + 2) == ".", scan.text(end + 3) == "init", scan.text(end + 4) == "(",
        let close = scan.matching(end + 4)
      {
        // `let viewModel: StatusRowViewModel = .init(status: status, …)` (IceCubes): the store built there, its type
        // inferred; `StoreOf<Feature>.init(status:)` does not exist.
        let built = storeForConstruction(scan, rewrite: rewrite, name: end + 3, close: close, open: end + 4)
        if edits.add(scan.range(index - 1).lowerBound..<scan.range(close).upperBound, " = " + built.expression),
          let todo = built.todo
        {
          edits.addTodo(todo, above: index, in: scan)
        }
        index = close
      } else if scan.text(index - 1) == ":" {
        let type = storeType(scan, rewrite: rewrite, after: end)
        edits.add(scan.range(index).lowerBound..<type.end, type.text)
        if scan.text(index - 2) == rewrite.property {
          edits.add(scan.range(index - 2), parameterName(scan, at: index - 2, store: store))
        }
        index = end
      }
    }
  }

  /// `LibraryViewModel().start(isUserInitiated: false)` (kiwix), a model built to run one method, now a store: the
  /// call sends its action (`.finish()` when awaited), under a TODO, since the store ends with the statement. Another
  /// member gets the TODO alone. Returns the last token consumed.
  func rewriteMemberOfNewStore(
    _ scan: TokenScan, rewrite: ViewRewrite, construction: Int, member: Int, into edits: inout EditList
  ) -> Int? {
    guard let name = scan.identifier(member) else { return nil }
    guard let caseName = rewrite.actions[name], scan.text(member + 1) == "(", let close = scan.matching(member + 1)
    else {
      edits.addTodo(
        "`\(name)` was read from a view model built here; it is a store now: read it from the store that holds the "
          + "feature's State.", above: member, in: scan)
      return nil
    }
    let before = scan.text(construction - 1)
    let awaited = before == "await" || (before.hasPrefix("try") && scan.text(construction - 2) == "await")
    let finish = awaited ? ".finish()" : ""
    if close == member + 2 {
      edits.add(scan.range(member).lowerBound..<scan.range(close).upperBound, "send(.\(caseName))\(finish)")
    } else {
      edits.add(scan.range(member).lowerBound..<scan.range(member + 1).upperBound, "send(.\(caseName)(")
      edits.add(scan.range(close).upperBound..<scan.range(close).upperBound, ")\(finish)")
    }
    edits.addTodo(
      "a view model was built here to run `\(name)`; the store built in its place ends with this statement, and "
        + "its effects with it: send `.\(caseName)` to a store that lives (the feature's owner).", above: member,
      in: scan)
    return close
  }

  /// The store's type for a mention of the view model ending at token `end`, and the byte its replacement ends at:
  /// a generic argument clause after it (`SearchViewModel<RunLoop>`) goes into the feature's type when the feature
  /// is generic, and is dropped with the mention when it is not (its only parameter was a scheduler).
  func storeType(_ scan: TokenScan, rewrite: ViewRewrite, after end: Int) -> (text: String, end: Int) {
    guard let clause = scan.genericClause(after: end) else {
      return ("StoreOf<\(rewrite.feature)>", scan.range(end).upperBound)
    }
    let arguments = rewrite.genericFeature == true ? scan.file.text(in: clause) : ""
    return ("StoreOf<\(rewrite.feature)\(arguments)>", clause.upperBound)
  }

  /// The new name of a parameter named like the property at `index`: the store's, keeping the old name as the
  /// external label of a function's parameter (`func header(viewModel store: StoreOf<F>)`), whose callers pass it
  /// with that label; an initializer's callers are rewritten with it.
  func parameterName(_ scan: TokenScan, at index: Int, store: String) -> String {
    guard ["(", ","].contains(scan.text(index - 1)), let call = scan.enclosingParenthesis(of: index),
      scan.text(call.open - 2) == "func"
    else { return store }
    return scan.text(index) + " " + store
  }

  /// The first attribute of a parameter type `@autoclosure … () -> T` whose `T` starts at `index`, or nil.
  static func autoclosureStart(_ scan: TokenScan, before index: Int) -> Int? {
    guard scan.text(index - 1) == "->", scan.text(index - 2) == ")", scan.text(index - 3) == "(" else { return nil }
    var start = index - 3
    while scan.text(start - 1).hasPrefix("@") { start -= 1 }
    guard scan.text(start - 1) == ":", (start..<(index - 3)).contains(where: { scan.text($0) == "@autoclosure" })
    else { return nil }
    return start
  }

  /// The index of `Member` in `ViewModel.Member` starting at `index`, or nil.
  func carriedMention(_ scan: TokenScan, _ parts: [String], at index: Int) -> Int? {
    var cursor = index
    for (offset, part) in parts.enumerated() {
      if offset > 0 {
        guard scan.text(cursor) == "." else { return nil }
        cursor += 1
      }
      guard scan.text(cursor) == part else { return nil }
      cursor += 1
    }
    return scan.text(cursor) == "." ? cursor + 1 : nil
  }

  /// `let model = Model(…)` became a store: a later `model.x` in the same block that is neither State nor an action
  /// (`viewModel.didLogin.sink { … }`, a subject of the old model) gets a TODO, as a view's read of it does.
  func flagLocalStoreReads(
    _ scan: TokenScan, rewrite: ViewRewrite, local: String, after start: Int, into edits: inout EditList
  ) {
    // With no State members known (a rewrite built by hand), every member counts as known, as for a view's reads.
    guard !rewrite.members.isEmpty else { return }
    var depth = 0
    var index = start + 1
    while index + 2 < scan.count {
      defer { index += 1 }
      if scan.isOpening(index) { depth += 1 }
      if scan.isClosing(index) {
        depth -= 1
        if depth < 0 { return }
      }
      guard scan.text(index) == local, scan.text(index - 1) != ".", scan.text(index + 1) == ".",
        let member = scan.identifier(index + 2), !["send", "scope", "state", "withState"].contains(member),
        !rewrite.members.contains(member), rewrite.actions[member] == nil
      else { continue }
      edits.addTodo(
        "`\(local).\(member)` read the old view model; `\(local)` is a store now: read its State inside "
          + "`observe { }` or handle the feature's delegate action in a parent feature.", above: index, in: scan)
    }
  }
}
