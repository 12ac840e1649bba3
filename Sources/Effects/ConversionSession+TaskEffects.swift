import Lexer
import Proposal

/// `Task { … }` started inside an inlined helper or a branch: the effect it starts, built in place.
extension ConversionSession {
  /// Converts a `Task { … }` whose body starts by awaiting (`do { try await … } catch { … }`) as the effect it
  /// starts: its response cases are named after the inlined helper (`saveResponse`) or the action, and the locals
  /// it uses stay captured. False (session unchanged) when the body first changes State (that would run before the
  /// statements after the `Task`), collects effects in branches, or leaves a TODO.
  mutating func startTaskEffect(
    _ task: (block: Block, cancelID: String?), depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    let snapshot = self
    let todoCount = todos.count
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedDepth = blockDepth
    let savedIssues = issueFrames
    let savedNotes = noteFrames
    let savedExits = loopExits
    let savedLabel = helperReturnLabel
    let savedValueReturn = helperValueReturn
    let savedCount = responseCount
    let savedHelper = currentHelper
    let savedBlockNames = helperBlockNames
    var base = sequence.responseBase
    if let helper = currentHelper {
      base = helper
      var counter = 1
      while extraActions.contains(where: { $0.name == base + "Response" }) {
        counter += 1
        base = helper + "Task\(counter)"
      }
      responseCount = 0
    }
    sequence = SequenceContext(cancelID: task.cancelID, responseBase: base)
    pendingEffects = []
    blockDepth = 0
    issueFrames = []
    noteFrames = []
    loopExits = nil
    helperReturnLabel = nil
    helperValueReturn = nil
    currentHelper = nil
    helperBlockNames = []
    var inner = scope
    inner.inClosure = false
    var body = LineWriter(indent: indent)
    convertSequence(task.block.statements, scope: &inner, depth: 0, into: &body)
    let lines = body.finish()
    sequence = savedSequence
    pendingEffects = savedPending
    blockDepth = savedDepth
    issueFrames = savedIssues
    noteFrames = savedNotes
    loopExits = savedExits
    helperReturnLabel = savedLabel
    helperValueReturn = savedValueReturn
    currentHelper = savedHelper
    helperBlockNames = savedBlockNames
    if currentHelper != nil { responseCount = savedCount }
    guard todos.count == todoCount, let (comments, effect) = Self.returnedEffect(lines) else {
      self = snapshot
      return false
    }
    writer.writeLines(comments, depth: depth)
    if let id = task.cancelID {
      pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      useCancelID(id)
    }
    if effect == [".none"] { return true }
    return startEffect(effect, depth: depth, scope: scope, into: &writer)
  }

  /// Splits a converted body that is only comments and `return effect` into both; nil when it does anything else
  /// first or collects its effects in `effects`.
  static func returnedEffect(_ lines: [String]) -> (comments: [String], effect: [String])? {
    guard let start = lines.firstIndex(where: { $0.hasPrefix("return ") }),
      lines[..<start].allSatisfy({ $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }),
      !lines.contains(where: { $0.contains("effects.append(") })
    else { return nil }
    var effect = Array(lines[start...])
    effect[0] = String(effect[0].dropFirst("return ".count))
    return (Array(lines[..<start]), effect)
  }

  /// A `Task { … }` inside a branch or an inlined helper that `startTaskEffect` could not place: its body becomes
  /// an internal `…Task` action's case, sent from here, carrying the locals it uses (whose types are known).
  mutating func startNestedTask(
    _ task: (block: Block, cancelID: String?), depth: Int, scope: Scope, into writer: inout LineWriter
  ) -> Bool {
    let base = currentHelper ?? actionName
    var name = base + "Task"
    var counter = 1
    while extraActions.contains(where: { $0.name == name }) {
      counter += 1
      name = base + "Task\(counter)"
    }
    var used: Set<String> = []
    for statement in task.block.statements { used.formUnion(statement.identifiersUsed) }
    let carried = scope.locals.filter { used.contains($0) && scope.types[$0] != nil }.sorted()
    addAction(ActionCaseSpec(name: name, payload: carried.map { scope.types[$0]! }))
    var caseScope = scope
    caseScope.unavailable = scope.locals.subtracting(carried)
    caseScope.locals = []
    caseScope.variables = []
    for local in carried { caseScope.declare(local, type: scope.types[local]) }
    let savedSequence = sequence
    let savedPending = pendingEffects
    let savedDepth = blockDepth
    let saved = (helperReturnLabel, helperValueReturn, currentHelper, helperBlockNames, loopExits)
    let savedFrames = (issueFrames, noteFrames)
    sequence = SequenceContext(cancelID: task.cancelID, responseBase: name)
    pendingEffects = []
    blockDepth = 0
    (helperReturnLabel, helperValueReturn, currentHelper, helperBlockNames, loopExits) = (nil, nil, nil, [], nil)
    (issueFrames, noteFrames) = ([], [])
    var caseWriter = LineWriter(indent: indent)
    let insertAt = extraCases.count
    convertSequence(task.block.statements, scope: &caseScope, depth: 0, into: &caseWriter)
    (helperReturnLabel, helperValueReturn, currentHelper, helperBlockNames, loopExits) = saved
    (issueFrames, noteFrames) = savedFrames
    let payload = carried.isEmpty ? "" : "(" + carried.joined(separator: ", ") + ")"
    extraCases.insert(
      ReducerCaseSpec(pattern: (carried.isEmpty ? "" : "let ") + ".\(name)\(payload)", body: caseWriter.finish()),
      at: insertAt)
    sequence = savedSequence
    pendingEffects = savedPending
    blockDepth = savedDepth
    if let id = task.cancelID {
      pendingEffects.removeAll { $0 == [".cancel(id: CancelID.\(id))"] }
      useCancelID(id)
    }
    return startEffect([".send(.\(name)\(payload))"], depth: depth, scope: scope, into: &writer)
  }
}
