import Analysis

/// The `.onChange(of:)` observers a test's send sets off, run on the State the send leaves. They run in the order
/// the reducer chains them; each runs when its field differs from its value before the action (TCA's `onChange`
/// compares the two), and what it sets may set off an observer later in the chain.
struct ObserverRuns {
  /// The feature's observers, in the order the reducer chains them.
  let observers: [StateObserver]
  /// The State the test starts from.
  let initial: KnownStructure
  /// The structs a memberwise call may build.
  let structures: KnownStructures
  /// Follows an effect an observer starts; without it such an observer is not run.
  var follower: EffectFollower?

  /// The test's `$0.path = value` lines with what the observers change added, and whether an observer started an
  /// effect (one that only calls endpoints `stubs` stub) the test awaits the end of; nil when a step is not known: a
  /// line that is not an assignment the evaluation models, a changed field whose values are not known, an observer
  /// it cannot run, or one whose effect sends actions or cannot be followed.
  func changes(after lines: [String], stubs: [String]) -> (lines: [String], finishes: Bool)? {
    var body: [String] = []
    for line in lines {
      guard line.hasPrefix("$0.") else { return nil }
      body.append("state." + line.dropFirst(3))
    }
    guard let sent = CaseEvaluation(body: body + ["return .none"], state: initial, structures: structures),
      !sent.startsEffect
    else { return nil }
    var state = sent.state
    var written = sent.written
    // Whether an observer writes what the send wrote: the send's lines are then written again from the values.
    var rewrites = false
    var finishes = false
    for observer in observers where written.contains(where: { $0.first == observer.property }) {
      guard let before = CaseRun.value(at: [observer.property], in: initial),
        let after = CaseRun.value(at: [observer.property], in: state)
      else { return nil }
      if before == after { continue }
      var names: [String: KnownOperand] = [:]
      if let name = observer.oldValueName { names[name] = .value(before, literal: false) }
      if let name = observer.newValueName { names[name] = .value(after, literal: false) }
      guard let run = CaseEvaluation(body: observer.body, state: state, structures: structures, payload: names)
      else { return nil }
      if run.startsEffect {
        guard let followed = follower?.follow(run, stubs: stubs), followed.complete, followed.receives.isEmpty
        else { return nil }
        finishes = finishes || followed.finishes
      }
      state = run.state
      rewrites = rewrites || run.written.contains { path in sent.written.contains { Self.overlap(path, $0) } }
      written += run.written.filter { !written.contains($0) }
    }
    if rewrites {
      return CaseEvaluation.changes(written: written, from: initial, to: state).map { ($0.lines, finishes) }
    }
    // Otherwise the send's lines stay as the test wrote them (`2`, not the `2.0` a `Double` renders).
    let added = written.filter { path in !sent.written.contains(path) }
    return CaseEvaluation.changes(written: added, from: initial, to: state).map { (lines + $0.lines, finishes) }
  }

  /// Whether one path is the other or a member under it.
  private static func overlap(_ a: [String], _ b: [String]) -> Bool {
    let shorter = min(a.count, b.count)
    return Array(a.prefix(shorter)) == Array(b.prefix(shorter))
  }
}
