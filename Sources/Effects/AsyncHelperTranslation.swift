import Analysis
import Proposal

extension EffectRewriter {
  /// The body of an async helper as code run inside an effect: State it reads is named bare (the caller passes it
  /// in), clients are the reducer's dependencies; nil when any statement is left as a TODO, the body writes State,
  /// sends an action or starts an effect of its own (whose captures would not become parameters).
  public func convertAsyncHelper(_ method: Method, in context: ConversionContext) -> AsyncHelperConversion? {
    guard let text = method.body, method.isAsync, !method.isStatic else { return nil }
    let (session, _, lines) = renderedAsEffectCode(method, text, in: context)
    let isEffectCode =
      session.rendersCodeOnly && session.reducerStateUses == 0
      && !lines.contains { line in
        ["tca-migrate", "send(", "send in", ".run", "Effect<"].contains { TextScan.containsBytes(line, $0) }
      }
    guard isEffectCode, !lines.isEmpty else { return nil }
    return AsyncHelperConversion(body: lines, dependencies: session.dependencies, stateReads: session.captures)
  }
}

extension HelperInliningRule {
  /// A call of an async helper that became a reducer method, inside an effect: the State it reads is passed after
  /// the call's own arguments, as the effect captured it (`load(id: id)` → `load(id: id, items: items)`).
  static func callsAsyncHelper(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    guard scope.mode == .effect, let fields = s.context.asyncHelpers[site.name], site.next < site.end,
      site.source.kind(site.next) == .leftParen, !fields.contains(where: scope.locals.contains)
    else { return .declined }
    let arguments = fields.map { "\($0): \(StateReadRule.reference(&s, $0, scope: scope))" }
    s.defaultArguments.append(arguments, call: site.next, in: site.source, end: site.end)
    if !s.calledHelpers.contains(site.name) { s.calledHelpers.append(site.name) }
    writer.write(site.name)
    return .rendered(resume: site.index + 1)
  }
}
