import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `child-collection-delegate`: closures stored on children kept in arrays and navigation stacks.
public struct ChildCollectionDelegateRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "child-collection-delegate" }
  /// Short title.
  public var title: String { "Closures on children in lists and stacks" }
  /// What the rule does.
  public var summary: String {
    "A closure stored on a child view model (`row.onDelete = { [weak self] id in … }`) becomes the parent's case for the child's delegate action, once per place the child lives: `.rows(.element(id: _, action: .delegate(.onDelete(id))))` for an identified array, `.path(.element(id: _, action: .row(.delegate(.onDelete(id)))))` for a navigation stack. Navigation-stack elements are `Path` cases (`path.append(row)` → `state.path.append(.row(row))`, `$0.x` → `$0.row?.x`), and `===` between child view models compares ids. A closure that uses `$0` instead of named parameters stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func addRow(id: Int) {
            let row = RowViewModel(id: id)
            row.onDelete = { [weak self] id in
              guard let self else { return }
              self.rows.removeAll { $0.id == id }
              self.path.removeAll { $0.id == id }
            }
            rows.append(row)
            path.append(row)
          }
          """#,
        after: #"""
          case let .addRow(id):
            let row = RowFeature.State(id: id)
            state.rows.append(row)
            state.path.append(.row(row))
            return .none
          case let .rows(.element(id: _, action: .delegate(.onDelete(id)))):
            state.rows.removeAll { $0.id == id }
            state.path.removeAll { $0.row?.id == id }
            return .none
          case let .path(.element(id: _, action: .row(.delegate(.onDelete(id))))):
            state.rows.removeAll { $0.id == id }
            state.path.removeAll { $0.row?.id == id }
            return .none
          """#),
      EffectExample(
        before: #"""
          func removeRow(_ row: RowViewModel) {
            rows.removeAll { $0 === row }
          }
          """#,
        after: #"""
          case let .removeRow(row):
            state.rows.removeAll { $0.id == row.id }
            return .none
          """#),
      EffectExample(
        before: #"""
          func addRow(id: Int) {
            let row = RowViewModel(id: id)
            row.onRename = { [weak self] in self?.query = $0 }
            rows.append(row)
          }
          """#,
        after: #"""
          case let .addRow(id):
            let row = RowFeature.State(id: id)
            // TODO(tca-migrate): stores a closure on `row.onRename`; handle the child's delegate action in this reducer
            // row.onRename = { [weak self] in self?.query = $0 }
            state.rows.append(row)
            return .none
          """#,
        status: .partial),
    ]
  }
}

extension ChildCollectionDelegateRule {
  /// `detail.onFinish = { … }` on a child the view model holds (single or optional): the closure becomes the
  /// parent's case for the child's delegate action instead of a stored callback; false when the shape differs.
  static func storedChildDelegate(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> Bool {
    let source = statement.source
    let header = statement.headerIndices
    guard let equal = header.firstIndex(where: { source.kind($0) == .equal }), equal + 1 < header.count,
      let block = statement.blocks.first(where: { $0.open == header[equal + 1] }), block.isClosure
    else { return false }
    var target = header[..<equal].map { source.text($0) }.filter { $0 != "?" && $0 != "!" }
    if target.count > 2, target[0] == "self", target[1] == "." { target.removeFirst(2) }
    guard target.count == 3, target[1] == "." else { return false }
    let held = s.context.viewModel.childReferences.first {
      $0.property == target[0] && ($0.cardinality == .single || $0.cardinality == .optional)
    }
    guard let child = ChildFactoryHandOver.childType(s, ofLocal: target[0], scope: scope) ?? held?.type else {
      return false
    }
    return childDelegateHandler(
      &s, child: child, label: target[2], source: source, open: block.open, close: block.close,
      capturedChild: target[0])
  }

  /// Handles the closure `open...close` passed as `label:` to a new `child`: adds the case
  /// `.child(.presented(.delegate(.label(params))))` (or without `.presented` for a non-optional child) running the
  /// closure's statements; false when the child's place or the closure's shape is not understood.
  static func childDelegateHandler(
    _ s: inout ConversionSession,
    child: String, label: String, source: BodySource, open: Int, close: Int, capturedChild: String? = nil
  ) -> Bool {
    guard let wraps = ChildFactoryHandOver.childActionPatterns(s, for: child), let wrap = wraps.first,
      source.kind(close) == .rightBrace
    else {
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
    var capturesChild = false
    if let inIndex {
      var bracket = 0
      for i in (open + 1)..<inIndex {
        let kind = source.kind(i)
        if kind == .leftBracket { bracket += 1 }
        if kind == .rightBracket { bracket -= 1 }
        if bracket == 1, kind == .identifier, source.text(i) == capturedChild { capturesChild = true }
        if bracket == 0, kind == .identifier || (kind == .keyword && source.text(i) == "_") {
          parameters.append(source.text(i))
        }
      }
      bodyStart = inIndex + 1
    }
    let bodyText = source.text(bodyStart..<close)
    // Without named parameters, `$0` may be the closure's own argument, which the delegate case cannot bind.
    if parameters.isEmpty, usesAnonymousArgument(source, bodyStart..<close) { return false }
    let payload = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"
    // `[weak model] in … model.deck`: the closure reads the child it was set on, which is a stack element now.
    let delegate = ".delegate(.\(label)\(payload))"
    var wrapped = wrap(delegate)
    var element: ElementLookup?
    if capturesChild {
      // Only a child that lives on the stack alone can be read back by the element's id.
      guard wraps.count == 1, let lookup = ElementLookup(s, child: child, local: capturedChild ?? ""),
        wrapped == ChildFactoryHandOver.stackElementPattern(case: lookup.caseName, action: delegate)
      else { return false }
      (element, wrapped) = (lookup, lookup.pattern(delegate))
    }
    let bound = parameters.contains { $0 != "_" } || element != nil
    let pattern = (bound ? "let " : "") + wrapped
    guard !s.responses.cases.contains(where: { $0.pattern == pattern }) else { return true }
    let firstLine = source.line(bodyStart)
    let body = ParsedBody(text: bodyText, firstLine: firstLine)
    var caseScope = Scope(mode: .reducer)
    for name in parameters where name != "_" { caseScope.declare(name) }
    if let element { caseScope.declare(element.local) }
    let savedSequence = s.sequence
    let savedPending = s.pendingEffects
    let savedDepth = s.blockDepth
    let savedIssues = s.placement.issueFrames
    let savedNotes = s.placement.noteFrames
    s.sequence = SequenceContext(responseBase: ChildFactoryHandOver.childBaseName(s, child) + label.capitalizedFirst)
    s.pendingEffects = []
    s.blockDepth = 0
    s.placement.issueFrames = []
    s.placement.noteFrames = []
    var caseWriter = LineWriter(indent: s.indent)
    let insertAt = s.responses.cases.count
    if let element {
      caseWriter.newLine(depth: 0)
      caseWriter.write(element.declaration)
    }
    var statements = body.statements
    if let element, let first = statements.firstIndex(where: { !$0.isComment }),
      element.isUnwrapGuard(statements[first])
    {
      statements.remove(at: first)
    }
    s.convertSequence(statements, scope: &caseScope, depth: 0, into: &caseWriter)
    let caseBody = caseWriter.finish()
    s.responses.cases.insert(ReducerCaseSpec(pattern: pattern, body: caseBody), at: insertAt)
    for other in wraps.dropFirst() {
      let otherPattern = (bound ? "let " : "") + other(".delegate(.\(label)\(payload))")
      guard !s.responses.cases.contains(where: { $0.pattern == otherPattern }) else { continue }
      s.responses.cases.insert(ReducerCaseSpec(pattern: otherPattern, body: caseBody), at: insertAt + 1)
    }
    s.sequence = savedSequence
    s.pendingEffects = savedPending
    s.blockDepth = savedDepth
    s.placement.issueFrames = savedIssues
    s.placement.noteFrames = savedNotes
    return true
  }

  /// Whether the closure body `range` uses `$0`/`$1` itself, not only inside a closure nested in it (`withLock { $0 }`).
  static func usesAnonymousArgument(_ source: BodySource, _ range: Range<Int>) -> Bool {
    var depth = 0
    for i in range {
      switch source.kind(i) {
      case .leftBrace: depth += 1
      case .rightBrace: depth -= 1
      case .dollarIdentifier where depth == 0 && source.text(i).dropFirst().allSatisfy(\.isNumber): return true
      default: break
      }
    }
    return false
  }

  /// `x.onFinish = { … }` / `x = { … }`: the assigned property, when the value is a closure (a `let`/`var` declares
  /// a local instead).
  static func storedClosureAssignment(_ statement: Statement) -> String? {
    let source = statement.source
    let header = statement.headerIndices
    guard statement.firstWord != "let", statement.firstWord != "var",
      let equal = header.firstIndex(where: { source.kind($0) == .equal }), equal + 1 < header.count,
      let block = statement.blocks.first(where: { $0.open == header[equal + 1] }), block.isClosure
    else { return nil }
    return header[..<equal].map { source.text($0) }.joined()
  }

  /// A closure stored on a child view model, as the parent's case for the child's delegate action.
  static func handlesChildDelegate(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, let closure = storedClosureAssignment(site.statement) else { return .declined }
    if storedChildDelegate(&s, site.statement, scope: scope) { return .converted }
    s.placement.emitTodo(
      site.statement, reasons: ["stores a closure on `\(closure)`; handle the child's delegate action in this reducer"],
      depth: site.depth, into: &writer)
    return .converted
  }
}
