import Analysis
import Lexer
import Proposal

/// Closures a parent passes to a child view model (`onFinish: { [weak self] review in … }`) become a reducer case
/// for the child's delegate action, so the parent reacts in its own reducer.
extension ConversionSession {
  /// `detail.onFinish = { … }` on a child the view model holds (single or optional): the closure becomes the
  /// parent's case for the child's delegate action instead of a stored callback; false when the shape differs.
  mutating func storedChildDelegate(_ statement: Statement, scope: Scope) -> Bool {
    let source = statement.source
    let header = statement.headerIndices
    guard let equal = header.firstIndex(where: { source.kind($0) == .equal }), equal + 1 < header.count,
      let block = statement.blocks.first(where: { $0.open == header[equal + 1] }), block.isClosure
    else { return false }
    var target = header[..<equal].map { source.text($0) }.filter { $0 != "?" && $0 != "!" }
    if target.count > 2, target[0] == "self", target[1] == "." { target.removeFirst(2) }
    guard target.count == 3, target[1] == "." else { return false }
    let held = context.viewModel.childReferences.first {
      $0.property == target[0] && ($0.cardinality == .single || $0.cardinality == .optional)
    }
    guard let child = childType(ofLocal: target[0], scope: scope) ?? held?.type else { return false }
    return childDelegateHandler(child: child, label: target[2], source: source, open: block.open, close: block.close)
  }

  /// Handles the closure `open...close` passed as `label:` to a new `child`: adds the case
  /// `.child(.presented(.delegate(.label(params))))` (or without `.presented` for a non-optional child) running the
  /// closure's statements; false when the child's place or the closure's shape is not understood.
  mutating func childDelegateHandler(
    child: String, label: String, source: BodySource, open: Int, close: Int
  ) -> Bool {
    guard let wraps = childActionPatterns(for: child), let wrap = wraps.first, source.kind(close) == .rightBrace else {
      return false
    }
    var depth = 0
    var inIndex: Int?
    for i in (open + 1)..<close {
      switch source.kind(i) {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      default: break
      }
      if depth == 0, source.kind(i) == .keyword, source.text(i) == "in" {
        inIndex = i
        break
      }
    }
    var parameters: [String] = []
    var bodyStart = open + 1
    if let inIndex {
      var bracket = 0
      for i in (open + 1)..<inIndex {
        let kind = source.kind(i)
        if kind == .leftBracket { bracket += 1 }
        if kind == .rightBracket { bracket -= 1 }
        if bracket == 0, kind == .identifier || (kind == .keyword && source.text(i) == "_") {
          parameters.append(source.text(i))
        }
      }
      bodyStart = inIndex + 1
    }
    let bodyText = source.text(bodyStart..<close)
    // Without named parameters, `$0` may be the closure's own argument, which the delegate case cannot bind.
    if parameters.isEmpty, bodyText.contains("$0") || bodyText.contains("$1") { return false }
    let bound = parameters.contains { $0 != "_" }
    let payload = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"
    let pattern = (bound ? "let " : "") + wrap(".delegate(.\(label)\(payload))")
    guard !extraCases.contains(where: { $0.pattern == pattern }) else { return true }
    let firstLine = source.line(bodyStart)
    let body = ParsedBody(text: bodyText, firstLine: firstLine)
    var caseScope = Scope(mode: .reducer)
    for name in parameters where name != "_" { caseScope.declare(name) }
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedDepth = blockDepth
    let savedIssues = issueFrames
    let savedNotes = noteFrames
    sequence = SequenceContext(responseBase: childBaseName(child) + label.capitalizedFirst)
    pendingEffects = []
    blockDepth = 0
    issueFrames = []
    noteFrames = []
    var caseWriter = LineWriter(indent: indent)
    let insertAt = extraCases.count
    convertSequence(body.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    let caseBody = caseWriter.finish()
    extraCases.insert(ReducerCaseSpec(pattern: pattern, body: caseBody), at: insertAt)
    for other in wraps.dropFirst() {
      let otherPattern = (bound ? "let " : "") + other(".delegate(.\(label)\(payload))")
      guard !extraCases.contains(where: { $0.pattern == otherPattern }) else { continue }
      extraCases.insert(ReducerCaseSpec(pattern: otherPattern, body: caseBody), at: insertAt + 1)
    }
    sequence = savedSequence
    pendingEffects = savedPending
    blockDepth = savedDepth
    issueFrames = savedIssues
    noteFrames = savedNotes
    return true
  }
}
