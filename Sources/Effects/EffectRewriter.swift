import Analysis
import Foundation
import Proposal

/// Translates view-model method bodies into reducer case bodies and `.run` effects.
public struct EffectRewriter: MethodConverting {
  /// Services of the codebase, used for response and element types.
  public var services: [Service]
  /// Child view model name → its feature name (`RowViewModel` → `RowFeature`), for `Child(…)` → `Child.State(…)`.
  public var featureName: @Sendable (String) -> String

  /// Creates a rewriter that looks up service method signatures in `services` and names child features with
  /// `featureName` (pass the proposal's naming so both agree).
  public init(
    services: [Service] = [], featureName: @escaping @Sendable (String) -> String = EffectRewriter.defaultFeatureName
  ) {
    self.services = services
    self.featureName = featureName
  }

  /// `QuizViewModel` → `QuizFeature`, `CountriesList.ViewModel` → `CountriesListFeature`.
  public static func defaultFeatureName(_ viewModel: String) -> String {
    let suffixes = ["ViewModel", "VM", "Model", "Store"]
    let parts = viewModel.split(separator: ".").map(String.init)
    guard let last = parts.last else { return viewModel + "Feature" }
    if parts.count > 1, suffixes.contains(last) { return parts[parts.count - 2] + "Feature" }
    for suffix in suffixes where last.hasSuffix(suffix) && last.count > suffix.count {
      return String(last.dropLast(suffix.count)) + "Feature"
    }
    return last + "Feature"
  }

  /// Converts `method` in `context`.
  public func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    guard let text = method.body else {
      return VerbatimConverter().convert(method, in: context)
    }
    if method.name == "init" {
      return InitializerConverter(services: services, featureName: featureName).convert(method, in: context)
    }
    if let returnType = method.returnType, returnType != "Void", returnType != "()",
      context.childFactories[method.name] == nil
    {
      let oneLine = returnType.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      if context.actionNames[method.name] != nil, let command = convertCommand(method, returning: oneLine, in: context)
      {
        return command
      }
      let reason = "`\(method.name)` returns `\(oneLine)`; a reducer case cannot return a value to the view"
      return TodoPlacement.refusedMethod(
        ParsedBody(text: text, firstLine: method.bodyLine).statements, reason: reason,
        comment: reason + "; move it to State or a helper", line: method.line)
    }
    let body = ParsedBody(text: text, firstLine: method.bodyLine)
    if !context.mainActorObjects.isEmpty,
      let refused = UntranslatableRule.refusesMainActorObject(method, body, in: context)
    {
      return refused
    }
    var session = ConversionSession(context: context, method: method, services: services, featureName: featureName)
    var scope = Scope(mode: .reducer)
    for parameter in method.parameters { scope.declare(parameter.name, type: parameter.type) }
    var writer = LineWriter(indent: context.indent)
    session.convertSequence(body.statements, scope: &scope, depth: 0, into: &writer)
    return session.conversion(body: writer.finish())
  }
}

extension EffectRewriter {
  /// A method that changes State and also returns a value (`@discardableResult func validate() -> Bool`), as an
  /// action that drops the value: only when every `return` gives a plain value and the case changes State.
  func convertCommand(_ method: Method, returning type: String, in context: ConversionContext) -> MethodConversion? {
    guard let text = method.body else { return nil }
    var session = ConversionSession(context: context, method: method, services: services, featureName: featureName)
    session.discardsReturnValues = true
    session.dismissesOnTrue = context.dismissingMethods.contains(method.name)
    let body = ParsedBody(text: text, firstLine: method.bodyLine)
    var scope = Scope(mode: .reducer)
    for parameter in method.parameters { scope.declare(parameter.name, type: parameter.type) }
    var writer = LineWriter(indent: context.indent)
    session.convertSequence(body.statements, scope: &scope, depth: 0, into: &writer)
    var conversion = session.conversion(body: writer.finish())
    let changesState = conversion.body.contains { line in
      let trimmed = String(LineText.trimmed(line))
      return trimmed.hasPrefix("state.") && TextScan.containsBytes(trimmed, " = ")
    }
    guard session.droppedReturnValues > 0, changesState || session.dismissals > 0, conversion.status == .full else {
      return nil
    }
    let note =
      session.dismissals > 0
      ? "`\(method.name)` returned `\(type)` and the view dismissed on `true`: the case dismisses itself instead."
      : "`\(method.name)` returned `\(type)`; the action drops it, so callers read State instead."
    conversion.body.insert("// NOTE(tca-migrate): " + note, at: 0)
    return conversion
  }

  /// The body of a query method as a `State` method or a static function: state read directly, nothing mutated, no
  /// effect; the dependencies it reads are the caller's to judge.
  public func convertQuery(_ method: Method, in context: ConversionContext) -> QueryConversion? {
    guard let text = method.body, !method.isAsync else { return nil }
    let (session, body, lines) = renderedAsEffectCode(method, text, in: context, rendersStateMember: true)
    let isPure =
      session.rendersCodeOnly
      && !lines.contains { TextScan.containsBytes($0, "tca-migrate") || TextScan.containsBytes($0, "await send(") }
      && !Self.actsOnGlobals(body.statements)
    guard isPure, !lines.isEmpty else { return nil }
    let statements = body.statements.filter { !$0.isComment }
    let statementWords: Set<String> = [
      "return", "let", "var", "guard", "for", "while", "repeat", "do", "defer", "throw",
    ]
    let isSingleExpression = statements.count == 1 && !statementWords.contains(statements[0].firstWord)
    return QueryConversion(
      body: lines, dependencies: session.dependencies, readsState: !session.captures.isEmpty,
      calledQueries: session.calledQueries, isSingleExpression: isSingleExpression)
  }
}

extension EffectRewriter {
  /// Whether a statement, at any depth, starts with a type or global's name (`DataManager.shared.save(folder)`,
  /// `NotificationCenter.default.post(…)`, `Settings.x = y`): it is there for what it does, so the method is no query.
  /// A lone expression where a value is expected (the body's or a closure's implicit return) is its value.
  static func actsOnGlobals(_ statements: [Statement], valuePosition: Bool = true) -> Bool {
    let significant = statements.filter { !$0.isComment }
    let isValue = valuePosition && significant.count == 1
    return significant.contains { statement in
      if !isValue, statement.source.kind(statement.range.lowerBound) == .identifier,
        statement.firstWord.first?.isUppercase == true
      {
        return true
      }
      return statement.blocks.contains { actsOnGlobals($0.statements, valuePosition: $0.isClosure || isValue) }
    }
  }

  /// `method`'s body rendered as code run inside an effect (State read through captures, or bare as a State
  /// member), with the session that rendered it and the parsed body.
  func renderedAsEffectCode(
    _ method: Method, _ text: String, in context: ConversionContext, rendersStateMember: Bool = false
  ) -> (session: ConversionSession, body: ParsedBody, lines: [String]) {
    var session = ConversionSession(context: context, method: method, services: services, featureName: featureName)
    session.rendersStateMember = rendersStateMember
    let body = ParsedBody(text: text, firstLine: method.bodyLine)
    var scope = Scope(mode: .effect)
    for parameter in method.parameters { scope.declare(parameter.name, type: parameter.type) }
    var writer = LineWriter(indent: context.indent)
    session.renderStatements(body.statements, depth: 0, scope: &scope, into: &writer)
    return (session, body, writer.finish())
  }
}

extension ConversionSession {
  /// Whether the translation so far only rendered code: no TODO, no response action or case, no effect waiting to
  /// be returned, no cancel ID.
  var rendersCodeOnly: Bool {
    placement.todos.isEmpty && responses.actions.isEmpty && responses.cases.isEmpty && pendingEffects.isEmpty
      && cancelIDs.ids.isEmpty
  }

  /// The finished conversion with its status.
  func conversion(body: [String]) -> MethodConversion {
    let status: MethodConversion.Status
    if placement.todos.isEmpty {
      status = .full
    } else if translatedStatements == 0 && responses.cases.isEmpty {
      status = .manual
    } else {
      status = .partial
    }
    let cases = responses.cases.map { ReducerCaseSpec(pattern: $0.pattern, body: Self.declaringEffects($0.body)) }
    var conversion = MethodConversion(
      status: status, body: Self.declaringEffects(ConfiguredChildState.declaringMutatedLocals(body)),
      extraActions: responses.actions, extraCases: cases,
      dependencies: dependencies, cancelIDs: cancelIDs.ids, todos: placement.todos, inlinedHelpers: inlinedHelpers)
    conversion.derivedState = derived
    conversion.calledHelpers = calledHelpers
    return conversion
  }

  /// Prepends `var effects` to a body that collects effects started inside branches (also on a branch's own line:
  /// `if done { effects.append(.cancel(id: CancelID.timer)) }`).
  static func declaringEffects(_ body: [String]) -> [String] {
    let collects = body.contains { line in
      !LineText.unindented(line).hasPrefix("//") && TextScan.containsWord(line, "effects.append")
    }
    return collects ? ["var effects: [Effect<Action>] = []"] + body : body
  }
}
