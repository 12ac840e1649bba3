import Analysis
import Proposal

/// A view-model helper an initializer calls that only sets up Combine pipelines (`bind()` with
/// `$x.sink { … }.store(in: &cancellables)`): its pipelines become binding cases as if written in `init`.
enum PipelineHelper {
  /// The view-model method `statement` calls without arguments (`bind()`, `self.setUpBindings()`), when it takes
  /// none and returns nothing; nil otherwise.
  static func calledMethod(_ s: ConversionSession, _ statement: Statement) -> Method? {
    var words = statement.headerIndices.map { statement.source.text($0) }
    if words.count == 5, words[0] == "self", words[1] == "." { words.removeFirst(2) }
    guard words.count == 3, words[1] == "(", words[2] == ")", statement.blocks.isEmpty,
      let method = s.viewModelMethod(words[0]), method.parameters.isEmpty, !method.isAsync, method.returnType == nil
    else { return nil }
    return method
  }

  /// The statements of `helper`, when every one of them sets up a pipeline; nil otherwise.
  static func pipelines(_ s: ConversionSession, of helper: Method) -> [Statement]? {
    let statements = ParsedBody(text: helper.body ?? "", firstLine: helper.bodyLine).statements.filter { !$0.isComment }
    let isPipeline = { (statement: Statement) in
      NotificationObservation.parse(s, statement) == nil
        && PipelineSite(statement, storedProperty: { s.storedProperty($0) != nil }) != nil
    }
    return !statements.isEmpty && statements.allSatisfy(isPipeline) ? statements : nil
  }

  /// Converts the pipelines of the helper `statement` calls and records it as bound; false, with `s` unchanged,
  /// when it is no such call or one of its pipelines would stay under a TODO (the call then stays lifecycle work,
  /// whose rules say more about it). A helper already bound is not converted twice.
  static func binds(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> Bool {
    guard let helper = calledMethod(s, statement) else { return false }
    if s.boundHelpers.contains(helper.name) { return true }
    guard let statements = pipelines(s, of: helper) else { return false }
    let name = helper.name
    let before = s
    for pipeline in statements { _ = PipelineSteps.convert(&s, pipeline, scope: scope) }
    guard s.placement.todos.count == before.placement.todos.count,
      s.placement.pendingComments.count == before.placement.pendingComments.count
    else {
      s = before
      return false
    }
    s.boundHelpers.insert(name)
    if !s.inlinedHelpers.contains(name) { s.inlinedHelpers.append(name) }
    return true
  }

  /// Sequence step: a call of a helper whose pipelines became binding cases (inside the initializer's
  /// `Task { … }`) is dropped.
  static func dropsBoundCall(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard !s.boundHelpers.isEmpty, let helper = calledMethod(s, site.statement), s.boundHelpers.contains(helper.name)
    else {
      return .declined
    }
    return .advanced
  }
}
