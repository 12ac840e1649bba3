import Analysis
import Lexer
import Proposal

/// Converts an initializer: work it starts becomes the `onAppear`/`task` case; Combine pipelines on
/// `$state` become binding cases; property setup is left to State and `@Dependency`, except State set from what
/// only exists at run time (`UserDefaults`, a stored `defaults`, a local the initializer computed).
struct InitializerConverter {
  var services: [Service]
  var featureName: @Sendable (String) -> String

  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    var session = ConversionSession(context: context, method: method, services: services, featureName: featureName)
    let body = ParsedBody(text: method.body ?? "", firstLine: method.bodyLine)
    var scope = Scope(mode: .reducer)
    for parameter in method.parameters { scope.declare(parameter.name, type: parameter.type) }
    var kept: [Statement] = []
    var writer = LineWriter(indent: context.indent)
    var locals: Set<String> = []
    let seeds = ServiceSeeds(context.viewModel)
    // A `Task { await load(); bind() }`: `bind`'s pipelines become binding cases, and the task's call of it goes.
    for statement in body.statements {
      guard let task = TaskRule.taskStatement(session, statement) else { continue }
      for call in task.block.statements { _ = PipelineHelper.binds(&session, call, scope: scope) }
    }
    // After a statement that may leave `init` early, assignments run only on some paths: they stay work, in order.
    var mayHaveExited = false
    for statement in body.statements {
      if statement.isComment { continue }
      defer { mayHaveExited = mayHaveExited || Self.mayExit(statement) }
      let seed = Self.serviceSeed(statement, seeds)
      if seed == .observed {
        // Set in an action, the field's `didSet` would run; in `init` it did not.
        let field = Self.assignedName(statement) ?? ""
        session.placement.todoStatement(
          statement,
          reason:
            "`init` sets `\(field)` from a service without running its `didSet`; an action setting it would run the"
            + " observer: set it where the feature is created",
          line: statement.source.line(statement.range.lowerBound))
        continue
      }
      if !mayHaveExited, Self.isSetup(session, statement),
        !SystemDependencyRule.readsRuntimeValue(session, statement, locals: locals),
        seed == nil,
        !(context.convertsSetup && Self.assignedName(statement).map(session.isState) == true)
      {
        continue
      }
      if PipelineSteps.convert(&session, statement, scope: scope) { continue }
      if PipelineHelper.binds(&session, statement, scope: scope) { continue }
      kept.append(statement)
      locals.formUnion(session.boundNames(statement.source, statement.range))
    }
    writer.writeLines(session.placement.pendingComments, depth: 0)
    session.convertSequence(kept, scope: &scope, depth: 0, into: &writer)
    return session.conversion(body: writer.finish())
  }
}

extension InitializerConverter {
  /// The property `self.x = …`, `x = …` or `x: T = …` assigns, when the statement is such an assignment.
  static func assignedName(_ statement: Statement) -> String? {
    var words = statement.headerIndices.prefix(5).map { statement.source.text($0) }
    if words.count > 2, words[0] == "self", words[1] == "." { words.removeFirst(2) }
    guard words.count > 2, words[1] == "=" || words[1] == ":" else { return nil }
    return words[0]
  }

  /// How `statement` sets a State field from a service the view model holds (`isOn = settings.isOn`), if it does.
  enum ServiceSeed {
    /// A plain field: the value exists only at run time, so the assignment stays in the lifecycle case.
    case plain
    /// A field with an observer, which `init` did not run.
    case observed
  }

  /// Whether `statement` sets a State field from one of the services of `seeds`, and which kind of field.
  static func serviceSeed(_ statement: Statement, _ seeds: ServiceSeeds) -> ServiceSeed? {
    guard let name = assignedName(statement) else { return nil }
    let source = statement.source
    var value: [String] = []
    var previous = TokenKind.unknown
    var pastEqual = false
    for index in statement.headerIndices {
      let kind = source.kind(index)
      if pastEqual, kind == .identifier, previous != .period { value.append(source.text(index)) }
      if kind == .equal { pastEqual = true }
      previous = kind
    }
    if seeds.seeds(name, from: value) { return .plain }
    return seeds.seedsObserved(name, from: value) ? .observed : nil
  }

  /// Whether `statement` may leave `init` early: it holds `guard`, `return` or `throw` as a keyword (in a closure
  /// too, to be safe), as `TokenText.mayLeaveEarly` reads a line.
  static func mayExit(_ statement: Statement) -> Bool {
    let source = statement.source
    return statement.range.contains {
      source.kind($0) == .keyword && ["guard", "return", "throw"].contains(source.text($0))
    }
  }

  /// Whether an initializer statement only sets up properties (`self.x = x`, `super.init()`).
  static func isSetup(_ s: ConversionSession, _ statement: Statement) -> Bool {
    let words = statement.headerIndices.prefix(3).map { statement.source.text($0) }
    if words == ["super", ".", "init"] || words == ["self", ".", "init"] { return true }
    guard let name = assignedName(statement) else { return false }
    let isProperty =
      s.isState(name) || s.storedProperty(name) != nil || s.context.viewModel.dependencies.contains { $0.name == name }
      || (s.context.viewModel.ownerReferences ?? []).contains { $0.name == name }
    return isProperty && statement.blocks.isEmpty && !statement.awaitsOutsideClosures
  }
}
