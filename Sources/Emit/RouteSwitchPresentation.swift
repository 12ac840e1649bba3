import Lexer
import Proposal

/// `.sheet(item: $model.route) { x in switch x { case .a(let child): … case .b(let value): … } }` over an enum that
/// became `destination`. When the switch presents every case of `Destination`, the one presentation stays, driven by
/// `$store.scope(state: \.destination, action: \.destination)`, and switches on the store's `case`. Otherwise (an
/// alert case joined `Destination`, which a sheet must not present) each case gets its own presentation, as TCA
/// presents a destination: `.sheet(item: $store.scope(state: \.destination?.a, action: \.destination.a)) { child in
/// … }`; a case of plain data is presented while State holds it: `.sheet(isPresented: Binding(get: {
/// store.destination?.share != nil }, set: { … .dismiss … })) { if let url = store.destination?.share { … } }`.
enum RouteSwitchPresentation {
  /// One `case` of the switch: its name, the name it binds, and its label and body tokens.
  private struct SwitchCase {
    var name: String
    var binding: String?
    var label: Int
    var colon: Int
    var bodyStart: Int
    var bodyEnd: Int
  }

  /// Adds the edits for each such presentation in `regions`; the byte ranges they replaced, for the other passes to
  /// skip.
  static func rewrite(
    in scan: TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], into edits: inout EditList
  ) -> [Range<Int>] {
    guard let routes = rewrite.routes, let all = rewrite.destinationCases, !routes.isEmpty else { return [] }
    var replaced: [Range<Int>] = []
    var index = 1
    while index + 7 < scan.count {
      defer { index += 1 }
      guard RoutePresentation.modifiers.contains(scan.text(index)), scan.text(index - 1) == ".",
        scan.text(index + 1) == "(", scan.text(index + 2) == "item", scan.text(index + 3) == ":",
        regions.contains(where: { $0.contains(index) }), let argument = routeArgument(scan, rewrite, at: index + 4),
        let features = routes[argument.route], let close = scan.matching(index + 1), scan.text(close + 1) == "{",
        let closure = scan.matching(close + 1), let binding = scan.identifier(close + 2), scan.text(close + 3) == "in",
        scan.text(close + 4) == "switch", scan.text(close + 5) == binding, scan.text(close + 6) == "{",
        let switchClose = scan.matching(close + 6), switchClose + 1 == closure,
        let cases = switchCases(scan, open: close + 6, close: switchClose),
        cases.allSatisfy({ all.contains($0.name) })
      else { continue }
      let store = rewrite.storeName
      if Set(cases.map(\.name)) == all {
        // The argument of a `destination` property is the presented child's scope, which the binding pass writes.
        var changes: [(Range<Int>, String)] = [(scan.range(close + 5), binding + ".case")]
        if rewrite.scopes[argument.route] != .presented {
          changes.append(
            (argument.bytes, "$\(store).scope(state: \\.destination, action: \\.destination)"))
        }
        guard changes.allSatisfy({ edits.accepts($0.0) }) else { continue }
        for (range, text) in changes { edits.add(range, text) }
        replaced += changes.map(\.0)
      } else {
        // Other arguments (`onDismiss:`) would be copied to each presentation without the rewrite of their code.
        guard argument.end + 1 == close,
          let changes = split(
            scan, cases, modifier: index, header: close + 1, switchClose: switchClose,
            argument: argument.bytes, features: features, store: store),
          changes.allSatisfy({ edits.accepts($0.0) })
        else { continue }
        for (range, text) in changes { edits.add(range, text) }
        replaced += changes.map(\.0).filter { !$0.isEmpty }
      }
      index = closure
    }
    return replaced
  }

  /// `$model.route` at `start` as a whole argument: the route property, its bytes and its last token.
  private static func routeArgument(_ scan: TokenScan, _ rewrite: ViewRewrite, at start: Int) -> (
    route: String, bytes: Range<Int>, end: Int
  )? {
    guard scan.text(start) == "$" + rewrite.property, scan.text(start + 1) == ".",
      let route = scan.identifier(start + 2), rewrite.routes?[route] != nil,
      [",", ")"].contains(scan.text(start + 3))
    else { return nil }
    return (route, scan.range(start).lowerBound..<scan.range(start + 2).upperBound, start + 2)
  }

  /// The cases between the switch's braces, each `case .c(let x):`, `case let .c(x):` or `case .c:` with a body;
  /// nil for any other label (`default`, several patterns, `where`).
  private static func switchCases(_ scan: TokenScan, open: Int, close: Int) -> [SwitchCase]? {
    var result: [SwitchCase] = []
    var cursor = open + 1
    while cursor < close {
      guard scan.text(cursor) == "case", scan.startsLine(cursor) else { return nil }
      let label = cursor
      cursor += 1
      let outerLet = scan.text(cursor) == "let"
      if outerLet { cursor += 1 }
      guard scan.text(cursor) == ".", let name = scan.identifier(cursor + 1) else { return nil }
      cursor += 2
      var binding: String?
      if scan.text(cursor) == "(" {
        if !outerLet {
          guard scan.text(cursor + 1) == "let" else { return nil }
          cursor += 1
        }
        guard let bound = scan.identifier(cursor + 1) ?? (scan.text(cursor + 1) == "_" ? "_" : nil),
          scan.text(cursor + 2) == ")"
        else { return nil }
        binding = bound == "_" ? nil : bound
        cursor += 3
      } else if outerLet {
        return nil
      }
      guard scan.text(cursor) == ":", cursor + 1 < close else { return nil }
      let colon = cursor
      cursor += 1
      let bodyStart = cursor
      while cursor < close, !(scan.text(cursor) == "case" && scan.startsLine(cursor)) {
        if scan.text(cursor) == "default", scan.startsLine(cursor) { return nil }
        if scan.isOpening(cursor), let match = scan.matching(cursor) { cursor = match }
        cursor += 1
      }
      guard cursor > bodyStart else { return nil }
      result.append(
        SwitchCase(
          name: name, binding: binding, label: label, colon: colon, bodyStart: bodyStart, bodyEnd: cursor - 1))
    }
    return result.isEmpty ? nil : result
  }

  /// The edits that make one presentation per case, or nil when a comment sits where text is removed.
  private static func split(
    _ scan: TokenScan, _ cases: [SwitchCase], modifier: Int, header: Int, switchClose: Int, argument: Range<Int>,
    features: Set<String>, store: String
  ) -> [(Range<Int>, String)]? {
    let name = scan.text(modifier)
    let modifierIndent = scan.lineIndentation(of: modifier - 1)
    let closeIndent = scan.lineIndentation(of: switchClose + 1)
    let contentIndent = scan.lineIndentation(of: header + 3)
    var changes: [(Range<Int>, String)] = []
    // A case of plain data (`@ReducerCaseIgnored`) has no action to scope a store with: it is presented while State
    // holds it, dismissed with `.destination(.dismiss)`, and its value read from State.
    func isData(_ item: SwitchCase) -> Bool { !features.contains(item.name) }
    /// `item: <the case's store binding>`, or for plain data `isPresented: <whether State holds the case>`.
    func presentation(_ item: SwitchCase) -> String {
      guard isData(item) else { return "item: " + RoutePresentation.caseScope(item.name, store: store) }
      return "isPresented: Binding(get: { \(store).destination?.\(item.name) != nil }, "
        + "set: { if !$0 { \(store).send(.destination(.dismiss)) } })"
    }
    /// ` child in`, and for plain data the `if let` reading its value.
    func opening(_ item: SwitchCase) -> String {
      guard isData(item) else { return item.binding.map { " \($0) in" } ?? " _ in" }
      return item.binding.map { "\n\(contentIndent)if let \($0) = \(store).destination?.\(item.name) {" } ?? ""
    }
    func closing(_ item: SwitchCase) -> String { isData(item) && item.binding != nil ? "\n\(contentIndent)}" : "" }
    changes.append((scan.range(modifier + 2).lowerBound..<argument.upperBound, presentation(cases[0])))
    changes.append((scan.range(header).upperBound..<scan.range(header + 5).upperBound, opening(cases[0])))
    for (position, item) in cases.enumerated() {
      guard let label = labelRemoval(scan, item) else { return nil }
      // Under its `if let`, a plain-data body keeps the depth it had under its `case` (one level in, when it shared
      // the `case` line).
      let underIf = isData(item) && item.binding != nil
      let unit = contentIndent.hasPrefix(modifierIndent) ? String(contentIndent.dropFirst(modifierIndent.count)) : ""
      changes.append(underIf && !scan.startsLine(item.bodyStart) ? (label.0, unit) : label)
      if !underIf { changes += dedent(scan, item) }
      let end = scan.range(item.bodyEnd).upperBound
      if position + 1 < cases.count {
        // The rest of the body's last line must be blank: the next presentation starts there.
        guard scan.file.isBlank(end..<scan.file.lineEnd(ofOffset: end), lineBreaks: true) else { return nil }
        let next = cases[position + 1]
        let text =
          closing(item) + "\n\(closeIndent)}\n\(modifierIndent).\(name)(\(presentation(next))) {" + opening(next)
        changes.append((end..<end, text))
      } else {
        let tail = end..<scan.range(switchClose).upperBound
        guard scan.file.isBlank(end..<scan.range(switchClose).lowerBound, lineBreaks: true) else { return nil }
        changes.append((tail, closing(item)))
      }
    }
    return changes
  }

  /// Removes `case .c(let x):`: with the rest of its line when the body starts on the next line, else up to the body.
  private static func labelRemoval(_ scan: TokenScan, _ item: SwitchCase) -> (Range<Int>, String)? {
    let labelStart = scan.range(item.label).lowerBound
    guard scan.startsLine(item.bodyStart) else {
      return (labelStart..<scan.range(item.bodyStart).lowerBound, "")
    }
    let lineStart = scan.lineStart(of: item.label)
    let bodyLine = scan.lineStart(of: item.bodyStart)
    guard scan.file.isBlank(scan.range(item.colon).upperBound..<bodyLine, lineBreaks: true) else { return nil }
    return (lineStart..<bodyLine, "")
  }

  /// A body on its own lines sat one level under its `case`; it moves up to where the `case` stood.
  private static func dedent(_ scan: TokenScan, _ item: SwitchCase) -> [(Range<Int>, String)] {
    guard scan.startsLine(item.bodyStart) else { return [] }
    let caseIndent = scan.lineIndentation(of: item.label)
    let bodyIndent = scan.lineIndentation(of: item.bodyStart)
    // An edit at a line's first byte would meet the TODO lines other passes insert there.
    guard !caseIndent.isEmpty, bodyIndent.hasPrefix(caseIndent), bodyIndent.count > caseIndent.count else { return [] }
    // The lines of a multi-line string are its text: they stay where they are, and so does the body.
    if scan.opensMultilineString(in: item.bodyStart...item.bodyEnd) { return [] }
    let extra = bodyIndent.utf8.count - caseIndent.utf8.count
    var result: [(Range<Int>, String)] = []
    for token in item.bodyStart...item.bodyEnd where scan.startsLine(token) {
      guard scan.lineIndentation(of: token).hasPrefix(bodyIndent) else { continue }
      let start = scan.lineStart(of: token) + caseIndent.utf8.count
      result.append((start..<start + extra, ""))
    }
    return result
  }
}
