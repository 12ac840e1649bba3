import Lexer
import Proposal

/// One `.name(arguments)` link of a Combine chain.
struct ChainLink {
  var name: String
  var arguments: Range<Int>?
  var block: Block?
}

/// A Combine pipeline set up in an initializer (`$query.debounce(…).sink { … }`, `x = publisher.sink { … }`),
/// taken apart once for the pipeline steps.
struct PipelineSite {
  /// The whole statement.
  let statement: Statement
  /// The pipeline itself: the statement without a leading `property = `.
  let target: Statement
  /// The chain's root (`$query`, `self`, `reloadRequests`).
  let root: String
  /// The links after the root.
  let links: [ChainLink]
  /// The statement's line, for TODOs.
  let line: Int

  /// The pipeline of `statement`; nil when it is no chain ending in `sink` or `assign`.
  init?(_ statement: Statement, storedProperty: (String) -> Bool) {
    let source = statement.source
    var target = statement
    // `self.cancellable = self.$item…` is `cancellable = $item…`.
    var header = statement.headerIndices
    let assigned = source.droppingSelf(header)
    if assigned.count > 2, source.kind(assigned[1]) == .equal, storedProperty(source.text(assigned[0])) {
      header = Array(assigned.dropFirst(2))
    }
    header = source.droppingSelf(header)
    if let start = header.first, start != statement.headerIndices.first {
      target = statement.sub(start..<statement.range.upperBound)
    }
    guard let (root, links) = Self.chain(target), links.contains(where: { $0.name == "sink" || $0.name == "assign" })
    else { return nil }
    self.statement = statement
    self.target = target
    self.root = root
    self.links = links
    self.line = source.line(statement.range.lowerBound)
  }

  /// Splits `a.b(x).c { }` into its links after the root; nil when the shape is not a plain chain.
  static func chain(_ statement: Statement) -> (root: String, links: [ChainLink])? {
    let source = statement.source
    let header = statement.headerIndices
    guard let first = header.first else { return nil }
    var links: [ChainLink] = []
    var p = 1
    while p < header.count {
      guard source.kind(header[p]) == .period || source.kind(header[p]) == .prefixPeriod, p + 1 < header.count else {
        return nil
      }
      var link = ChainLink(name: source.text(header[p + 1]))
      p += 2
      if p < header.count && source.kind(header[p]) == .leftParen {
        var depth = 0
        var q = p
        while q < header.count {
          if source.kind(header[q]) == .leftParen { depth += 1 }
          if source.kind(header[q]) == .rightParen {
            depth -= 1
            if depth == 0 { break }
          }
          q += 1
        }
        guard q < header.count else { return nil }
        link.arguments = (header[p] + 1)..<header[q]
        p = q + 1
      }
      if p < header.count, source.kind(header[p]) == .leftBrace,
        let block = statement.blocks.first(where: { $0.open == header[p] })
      {
        link.block = block
        p += 2
      }
      links.append(link)
    }
    return (source.text(first), links)
  }
}

/// One initializer-pipeline step of a rule: true when it converted the pipeline (or kept it under a TODO).
typealias PipelineStep = @Sendable (_ session: inout ConversionSession, _ site: PipelineSite, _ scope: Scope) -> Bool

/// The order in which rules look at a Combine pipeline in an initializer; the first step that takes it wins.
enum PipelineSteps {
  /// Persistence first (it would otherwise read as a sink on State), then inputs, bindings and assignments.
  static let ordered: [PipelineStep] = [
    PersistedStateRule.persists,
    InputSubjectRule.routesInput,
    DebouncedBindingRule.bindsState,
    AssignToRule.derivesState,
    AssignToRule.assignsValues,
  ]

  /// Converts `statement` when it is a pipeline; a pipeline no step takes stays under a TODO. False for other
  /// statements.
  static func convert(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> Bool {
    if NotificationObservation.parse(s, statement) != nil { return false }
    // `Timer.publish(…).autoconnect().sink { … }` is a timer, which the timer rule ticks on the clock.
    if TimerRule.publishesTimer(s, statement) { return false }
    let session = s
    guard let site = PipelineSite(statement, storedProperty: { session.storedProperty($0) != nil }) else {
      return false
    }
    for step in ordered where step(&s, site, scope) { return true }
    // A shared object's `$property` its client streams: the statement steps make it a `.run`, as in a method.
    if PublishedPropertyStreamRule.isStreamed(s, site) { return false }
    s.placement.todoStatement(statement, reason: untranslatedReason(s, site), line: site.line)
    return true
  }

  /// Why no step took the pipeline: on a subject of the view model, the operator no input action is made from.
  private static func untranslatedReason(_ s: ConversionSession, _ site: PipelineSite) -> String {
    let (root, links) =
      site.root == "self" ? (site.links.first?.name ?? "", Array(site.links.dropFirst())) : (site.root, site.links)
    let isSubject = SubjectProperty.all(of: s.context.viewModel).contains { $0.name == root && $0.kind == .passthrough }
    guard isSubject,
      let link = links.first(where: { !SubjectProperty.translatableOperators.contains($0.name) })
    else { return "Combine pipeline the rewriter does not translate" }
    return "Combine pipeline on subject `\(root)` uses `\(link.name)`; write its action by hand"
  }
}
