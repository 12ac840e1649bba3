import Lexer
import Proposal

/// A presentation of one case of a view model's `route` enum that became `destination`:
/// `.sheet(isPresented: x) { if case let .settings(child) = model.route { SettingsView(viewModel: child) } }` is
/// driven by the store scoped to that case, `.sheet(item: $store.scope(state: \.destination?.settings, action:
/// \.destination.settings)) { child in SettingsView(viewModel: child) }`, the child view then taking that store.
enum RoutePresentation {
  /// The presentation modifiers that take `item:` where they took `isPresented:`.
  static let modifiers = NavigationEnumRule.presentationModifiers

  /// `$store.scope(state: \.destination?.c, action: \.destination.c)`: the store of one destination case, bound.
  static func caseScope(_ caseName: String, store: String) -> String {
    "$\(store).scope(state: \\.destination?.\(caseName), action: \\.destination.\(caseName))"
  }

  /// Adds the edits for each such modifier in `regions`; the byte ranges they replaced, for the other passes to skip.
  static func rewrite(
    in scan: TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], into edits: inout EditList
  ) -> [Range<Int>] {
    guard let routes = rewrite.routes, !routes.isEmpty else { return [] }
    var replaced: [Range<Int>] = []
    var index = 1
    while index + 4 < scan.count {
      defer { index += 1 }
      guard modifiers.contains(scan.text(index)), scan.text(index - 1) == ".", scan.text(index + 1) == "(",
        scan.text(index + 2) == "isPresented", scan.text(index + 3) == ":",
        regions.contains(where: { $0.contains(index) }), let close = scan.matching(index + 1),
        scan.text(close + 1) == "{", let closure = scan.matching(close + 1),
        let match = presentedCase(scan, closureOpen: close + 1, closureClose: closure, routes: routes, rewrite: rewrite)
      else { continue }
      let argumentEnd = scan.argumentEnd(from: index + 4)
      // A binding to a flag (`$viewModel.isShowing`) also records the dismissal; it stays as it is.
      guard argumentEnd < close, !scan.text(index + 4).hasPrefix("$") else { continue }
      let store = rewrite.storeName
      let argument = scan.range(index + 2).lowerBound..<scan.range(argumentEnd).upperBound
      let ifClose = scan.range(match.close - 1).upperBound..<scan.range(match.close).upperBound
      // Content on the `if` line moves to its own line, where the `if` stood.
      let inline = !scan.startsLine(match.open + 1) && scan.startsLine(close + 2)
      let headerEnd = inline ? scan.range(match.open + 1).lowerBound : scan.range(match.open).upperBound
      let header = scan.range(close + 1).upperBound..<headerEnd
      guard edits.accepts(argument), edits.accepts(header), edits.accepts(ifClose) else { continue }
      edits.add(
        argument,
        "item: " + caseScope(match.caseName, store: store))
      edits.add(header, " \(match.binding) in" + (inline ? "\n" + scan.lineIndentation(of: close + 2) : ""))
      edits.add(ifClose, "")
      replaced += [argument, header, ifClose]
      index = closure
    }
    return replaced
  }

  /// The case and binding of the closure's only statement, `if case let .c(x) = model.route {` (or
  /// `if case .c(let x) = …`), with its braces; nil for any other content.
  private static func presentedCase(
    _ scan: TokenScan, closureOpen: Int, closureClose: Int, routes: [String: Set<String>], rewrite: ViewRewrite
  ) -> (caseName: String, binding: String, open: Int, close: Int)? {
    var cursor = closureOpen + 1
    guard scan.text(cursor) == "if", scan.text(cursor + 1) == "case" else { return nil }
    cursor += 2
    let outerLet = scan.text(cursor) == "let"
    if outerLet { cursor += 1 }
    guard scan.text(cursor) == ".", let caseName = scan.identifier(cursor + 1), scan.text(cursor + 2) == "(" else {
      return nil
    }
    cursor += 3
    if !outerLet {
      guard scan.text(cursor) == "let" else { return nil }
      cursor += 1
    }
    guard let binding = scan.identifier(cursor), scan.text(cursor + 1) == ")", scan.text(cursor + 2) == "=" else {
      return nil
    }
    cursor += 3
    if scan.text(cursor) == "self", scan.text(cursor + 1) == "." { cursor += 2 }
    guard scan.text(cursor) == rewrite.property, scan.text(cursor + 1) == ".", let route = scan.identifier(cursor + 2),
      routes[route]?.contains(caseName) == true, scan.text(cursor + 3) == "{", let close = scan.matching(cursor + 3),
      close == closureClose - 1, close > cursor + 4
    else { return nil }
    return (caseName, binding, cursor + 3, close)
  }

  /// Whether the read `model.route` at `member` (the token after the dot) only tests which case is presented —
  /// `!= nil`, `== nil`, or a pattern binding nothing (`if case .settings = model.route`) — so it reads the same on
  /// `store.destination`.
  static func isCaseTest(_ scan: TokenScan, receiver: Int, member: Int) -> Bool {
    if ["==", "!="].contains(scan.text(member + 1)), scan.text(member + 2) == "nil" { return true }
    guard scan.text(receiver - 1) == "=" else { return false }
    // `.settings` or `.Route.settings`: dots and names back to `case`, nothing bound.
    var cursor = receiver - 2
    while cursor >= 0, scan.text(cursor) == "." || scan.identifier(cursor) != nil, scan.text(cursor) != "case" {
      cursor -= 1
    }
    return cursor >= 1 && scan.text(cursor) == "case" && ["if", "guard", ","].contains(scan.text(cursor - 1))
  }

  /// `model.route != nil` → `store.destination != nil` where `isCaseTest` holds; whether it was rewritten.
  static func rewriteRead(
    _ scan: TokenScan, rewrite: ViewRewrite, receiver: Int, member: Int, into edits: inout EditList
  ) -> Bool {
    guard rewrite.routes?[scan.text(member)] != nil, isCaseTest(scan, receiver: receiver, member: member) else {
      return false
    }
    return edits.add(
      scan.range(receiver).lowerBound..<scan.range(member).upperBound, "\(rewrite.storeName).destination")
  }
}
