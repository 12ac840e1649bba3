import Lexer
import Proposal

/// A member of an old view model that builds the owner from the model itself (`LocaleReader(viewModel: self)`, a
/// factory returning `DetailViewController(viewModel: self)`): the owner takes a store now and the model has none
/// to give, so the member is commented out under a TODO; the rest of the old model stays as it is.
enum ModelBuiltOwners {
  /// Comments out each such member of the old view models among the file's `declarations`, taking its bytes out of
  /// `edits.protected` (which holds the models' declarations).
  static func commentOut(
    in scan: TokenScan, rewrite: ViewRewrite, models: [String], declarations: [TokenScan.TypeDeclaration],
    into edits: inout EditList
  ) {
    let owner = rewrite.owner.split(separator: ".").last.map(String.init) ?? rewrite.owner
    let paths = Set(models.map { $0.split(separator: ".").map(String.init) })
    for declaration in declarations
    where paths.contains(declaration.path) && scan.text(declaration.tokens.lowerBound) != "extension" {
      guard let open = declaration.tokens.first(where: { scan.text($0) == "{" }) else { continue }
      var builders: [Range<Int>] = []
      for member in members(in: scan, body: (open + 1)..<declaration.tokens.upperBound)
      where member.contains(where: { buildsOwner(scan, owner: owner, property: rewrite.property, at: $0) }) {
        builders.append(member)
      }
      // A member sharing its last line with the model's closing brace would take the brace with it.
      let close = scan.range(declaration.tokens.upperBound).lowerBound
      for member in builders.reversed() {
        let end = scan.file.lineEnd(ofOffset: scan.range(member.upperBound - 1).upperBound)
        if end < close { commentOut(member, in: scan, owner: owner, into: &edits) }
      }
    }
  }

  /// Whether token `index` starts `Owner(property: self)`.
  private static func buildsOwner(_ scan: TokenScan, owner: String, property: String, at index: Int) -> Bool {
    scan.text(index) == owner && scan.text(index - 1) != "." && scan.text(index + 1) == "("
      && scan.text(index + 2) == property && scan.text(index + 3) == ":" && scan.text(index + 4) == "self"
      && scan.text(index + 5) == ")"
  }

  /// The token ranges of the members in `body` (a type's tokens between its braces): each starts on a line of its
  /// own at the body's depth, attribute lines joining the declaration under them.
  private static func members(in scan: TokenScan, body: Range<Int>) -> [Range<Int>] {
    var starts: [Int] = []
    var depth = 0
    var attributeLine = false
    for index in body {
      if depth == 0, scan.startsLine(index) {
        if !attributeLine { starts.append(index) }
        attributeLine = scan.text(index).hasPrefix("@") && scan.startsLine(scan.afterAttributes(from: index))
      }
      if scan.isOpening(index) { depth += 1 } else if scan.isClosing(index) { depth -= 1 }
    }
    return starts.indices.map { position in
      starts[position]..<(position + 1 < starts.count ? starts[position + 1] : body.upperBound)
    }
  }

  /// Comments out every line of `member` with `// ` at its first line's indentation and puts the TODO above it;
  /// only those insertions change its bytes.
  private static func commentOut(_ member: Range<Int>, in scan: TokenScan, owner: String, into edits: inout EditList) {
    guard let last = member.last else { return }
    let file = scan.file
    let start = scan.lineStart(of: member.lowerBound)
    let end = file.lineEnd(ofOffset: scan.range(last).upperBound)
    edits.protected = edits.protected.flatMap { area -> [Range<Int>] in
      guard area.lowerBound < end, start < area.upperBound else { return [area] }
      return [area.lowerBound..<start, end..<area.upperBound].filter { !$0.isEmpty }
    }
    // At the member's own indentation, so the lines under it keep theirs.
    let column = file.indentation(ofLineAt: start).utf8.count
    var line = start
    while line < end {
      let lineEnd = file.lineEnd(ofOffset: line)
      var text = line
      while text < lineEnd, text - line < column, file.bytes[text] == 0x20 || file.bytes[text] == 0x09 { text += 1 }
      if text < lineEnd, !file.isBlank(text..<lineEnd), file.bytes[text] != 0x0D { edits.add(text..<text, "// ") }
      line = lineEnd + 1
    }
    edits.addTodo(
      "`\(owner)` takes a store now, which this member of the old view model cannot give it; delete the member "
        + "with the view model once nothing uses it.", above: member.lowerBound, in: scan)
    // Protected again: the rewrite's own edits (a label, a type) stay out of the commented-out text.
    edits.protected.append(start..<end)
  }
}
