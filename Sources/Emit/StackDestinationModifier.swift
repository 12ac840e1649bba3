import Lexer
import Proposal

/// `NavigationStack(path: $model.path) { root.navigationDestination(for: Model.self) { m in View(m) } }` over a path
/// of child view models that became `StackState<Path.State>`: TCA's stack takes its views from the `destination:`
/// closure, given a store of `Path` whose case holds the child's store, so each `navigationDestination(for:)` of a
/// path element's type moves there as a `case`.
enum StackDestinationModifier {
  /// `text` (a rewritten view) with the move made, when a modifier covers every case of `Path` (`pathCases`: each
  /// element view model's type → its case); else `text` as it is.
  static func move(_ text: String, pathCases: [String: String], store: String, unit: String) -> String {
    let scan = TokenScan(file: SourceFile(text: text))
    let head = ["NavigationStack", "(", "path", ":", "$" + store, ".", "scope", "("]
    let opens = { (start: Int) in head.indices.allSatisfy { scan.text(start + $0) == head[$0] } }
    guard !pathCases.isEmpty, let stack = (0..<scan.count).first(where: opens),
      let close = scan.matching(stack + 1), scan.text(close + 1) == "{", let rootClose = scan.matching(close + 1),
      scan.text(rootClose + 1) != "destination"
    else { return text }
    var cases: [(name: String, binding: String, body: String)] = []
    var removals: [Range<Int>] = []
    var index = close + 2
    while index < rootClose {
      defer { index += 1 }
      guard scan.text(index) == "navigationDestination", scan.text(index - 1) == ".", scan.text(index + 1) == "(",
        scan.text(index + 2) == "for", scan.text(index + 3) == ":", let type = scan.identifier(index + 4),
        let name = pathCases[type], scan.text(index + 5) == ".", scan.text(index + 6) == "self",
        scan.text(index + 7) == ")", scan.text(index + 8) == "{", let closureEnd = scan.matching(index + 8),
        let binding = scan.identifier(index + 9), scan.text(index + 10) == "in", index + 11 < closureEnd
      else { continue }
      let body = scan.file.text(in: scan.lineStart(of: index + 11)..<scan.range(closureEnd - 1).upperBound)
      cases.append((name, binding, body))
      // The modifier's own lines go, line break included; written after other code, only the modifier does.
      let ownLines = scan.startsLine(index - 1) && (closureEnd + 1 >= scan.count || scan.startsLine(closureEnd + 1))
      removals.append(
        ownLines
          ? scan.lineStart(of: index - 1)..<(scan.file.lineEnd(ofOffset: scan.range(closureEnd).upperBound) + 1)
          : scan.range(index - 1).lowerBound..<scan.range(closureEnd).upperBound)
      index = closureEnd
    }
    guard Set(cases.map(\.name)) == Set(pathCases.values), !text.contains("\"\"\"") else { return text }
    let indent = scan.lineIndentation(of: stack)
    var destination = " destination: { pathStore in\n" + indent + unit + "switch pathStore.case {\n"
    for item in cases {
      destination += indent + unit + "case let .\(item.name)(\(item.binding)):\n"
      destination +=
        TextScan.dedentedLines(item.body).map { $0.isEmpty ? "" : indent + unit + unit + $0 }
        .joined(separator: "\n") + "\n"
    }
    destination += indent + unit + "}\n" + indent + "}"
    var edits = EditList()
    for range in removals { edits.add(range, "") }
    let end = scan.range(rootClose).upperBound
    edits.add(end..<end, destination)
    return edits.apply(to: scan.file)
  }
}
