import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `helper-inlining`: private helper calls.
public struct HelperInliningRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "helper-inlining" }
  /// Short title.
  public var title: String { "Private helper calls" }
  /// What the rule does.
  public var summary: String {
    "A call to a private synchronous helper is inlined; its parameters become `let`s inside a `do { }` block so its locals cannot clash. A helper returning a value, called where nothing conditional runs before it, is inlined before the statement into a labeled `do` block that stores its result. Parameterless async helpers that are awaited are spliced into the effect conversion. A parameter named `state`, `action` or `send` is bound under its type's name (`downloadState`), so it cannot hide the reducer's own."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func reset() {
            clearErrors()
            applyFilter(query)
          }
          private func clearErrors() {
            errorMessage = nil
          }
          private func applyFilter(_ text: String) {
            let lowered = text.lowercased()
            results = items.filter { $0.title.lowercased().contains(lowered) }
          }
          """#,
        after: #"""
          case .reset:
            // Inlined from `clearErrors`.
            state.errorMessage = nil
            // Inlined from `applyFilter`.
            do {
              let text = state.query
              let lowered = text.lowercased()
              state.results = state.items.filter { $0.title.lowercased().contains(lowered) }
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func reload() async {
            isLoading = true
            await fetch()
          }
          private func fetch() async {
            items = (try? await api.fetchItems()) ?? []
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case reloadResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .reload:
            state.isLoading = true
            // Inlined from `fetch`.
            return .run { send in
              await send(.reloadResponse(try? await itemsClient.fetchItems()))
            }
          case let .reloadResponse(response):
            state.items = response ?? []
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func save() {
            guard validate() else { return }
            didSave = true
          }
          private func validate() -> Bool {
            isSaving = true
            return !query.isEmpty
          }
          """#,
        after: #"""
          case .save:
            // Inlined from `validate`.
            let validateResult: Bool
            validate: do {
              state.isSaving = true
              validateResult = !state.query.isEmpty
              break validate
            }
            guard validateResult else { return .none }
            state.didSave = true
            return .none
          """#),
      EffectExample(
        before: #"""
          func markDone(_ item: Item) {
            mark(item.id, state: .done)
          }
          private func mark(_ id: Item.ID, state: ItemState) {
            guard let index = items.firstIndex(where: { $0.id == id }) else { return }
            items[index].state = state
          }
          """#,
        after: #"""
          case let .markDone(item):
            // Inlined from `mark`.
            mark: do {
              let id = item.id
              let itemState: ItemState = .done
              guard let index = state.items.firstIndex(where: { $0.id == id }) else { break mark }
              state.items[index].state = itemState
            }
            return .none
          """#),
    ]
  }
}

extension HelperInliningRule {

  /// `: Type` for a bound argument whose literal has no type of its own (`.notDownloaded`, `[]`, `[:]`, `nil`).
  static func annotation(for value: String, type: String) -> String {
    value.hasPrefix(".") || ["[]", "[:]", "nil"].contains(value) ? ": " + TypeText.payloadType(type) : ""
  }

  /// Inlines the helper into a labeled `do` block that stores its result in `<helper>Result`, then renders the
  /// statement reading that constant instead of calling the helper.
  static func inlineValueHelper(
    _ s: inout ConversionSession,
    _ call: ValueHelperCall, statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    let helper = call.helper
    let body = ParsedBody(text: helper.body ?? "", firstLine: helper.bodyLine)
    if body.statements.contains(where: \.awaitsOutsideClosures) { return false }
    s.placement.issueFrames.append([])
    let arguments = s.labeledArguments(statement, (call.open + 1)..<call.close, scope: scope)
    _ = s.placement.issueFrames.removeLast()
    let variable = helper.name + "Result"
    let resultType = helper.returnType.map { s.childState($0) ?? $0 } ?? "Void"
    var lines = ["let \(variable): \(resultType)"]
    var inner = scope
    inner.inClosure = false
    for (index, parameter) in helper.parameters.enumerated() {
      guard let value = index < arguments.count ? arguments[index].value : parameter.defaultValue else { return false }
      lines.append(s.indent + "let \(parameter.name)\(annotation(for: value, type: parameter.type)) = \(value)")
      inner.declare(parameter.name, type: parameter.type)
    }
    var helperWriter = LineWriter(indent: s.indent)
    s.helperStack.append(helper.name)
    let saved = (s.inlining.returnLabel, s.inlining.valueReturn)
    s.inlining.returnLabel = nil
    s.inlining.valueReturn = (label: helper.name, variable: variable)
    s.renderStatements(body.statements, depth: 1, scope: &inner, into: &helperWriter)
    (s.inlining.returnLabel, s.inlining.valueReturn) = saved
    s.helperStack.removeLast()
    let block =
      ["// Inlined from `\(helper.name)`.", lines[0], "\(helper.name): do {"] + lines.dropFirst()
      + helperWriter.finish() + ["}"]
    writer.writeLines(block, depth: depth)
    scope.declare(variable, type: resultType)
    s.renderStatement(
      statement, depth: depth, scope: &scope, into: &writer,
      overrides: [call.start: Override(text: variable, resume: call.close + 1)])
    return true
  }

  /// `return value` inside an inlined value helper: store the value and leave the helper's block.
  static func valueHelperReturn(
    _ s: inout ConversionSession, _ statement: Statement, depth: Int, scope: Scope, into writer: inout LineWriter
  )
    -> Bool
  {
    guard let target = s.inlining.valueReturn else { return false }
    let header = statement.headerIndices
    guard header.count > 1 else { return false }
    var temp = LineWriter(indent: s.indent)
    temp.newLine(depth: depth)
    temp.write("\(target.variable) = ")
    let snapshot = s
    s.placement.issueFrames.append([])
    s.renderRange(statement, header[1]..<statement.range.upperBound, depth: depth, scope: scope, into: &temp)
    let issues = s.placement.issueFrames.removeLast()
    guard issues.isEmpty else {
      s = snapshot
      s.placement.emitTodo(statement, reasons: issues, depth: depth, into: &writer)
      return true
    }
    writer.writeLines(temp.finish(), depth: 0)
    writer.writeLines(["break \(target.label)"], depth: depth)
    s.translatedStatements += 1
    return true
  }

  /// Inlines a synchronous view-model helper: parameters bound as `let`s inside `do { }`.
  static func inlineHelper(
    _ s: inout ConversionSession,
    _ helper: Method, call: (name: String, arguments: Range<Int>), statement: Statement, depth: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Bool {
    let body = ParsedBody(text: helper.body ?? "", firstLine: helper.bodyLine)
    if body.statements.contains(where: \.awaitsOutsideClosures) || helper.returnType != nil { return false }
    if TextScan.callsFunction(helper.body ?? "", named: helper.name) { return false }
    let returns = containsMethodReturn(s, body.statements)
    s.placement.issueFrames.append([])
    let arguments = s.labeledArguments(statement, call.arguments, scope: scope)
    // An argument that does not translate (a local of before an effect that its response case lacks) leaves the call
    // to the statement renderer, which says why under a TODO.
    guard s.placement.issueFrames.removeLast().isEmpty else { return false }
    var inner = scope
    inner.inClosure = false
    var lines: [String] = []
    var helperWriter = LineWriter(indent: s.indent)
    var boundParameters: [String] = []
    for (index, parameter) in helper.parameters.enumerated() {
      let value = index < arguments.count ? arguments[index].value : parameter.defaultValue
      guard let value else { return false }
      // A parameter named like the reducer's own `state`, `action` or `send` is bound under another name.
      let name = reservedNames.contains(parameter.name) ? boundName(for: parameter, scope: scope) : parameter.name
      if name != parameter.name { inner.renamed[parameter.name] = name }
      inner.declare(name, type: parameter.type)
      if value == name && scope.locals.contains(value) && !scope.variables.contains(value) { continue }
      lines.append("let \(name)\(annotation(for: value, type: parameter.type)) = \(value)")
      boundParameters.append(name)
    }
    let needsScope =
      returns || !lines.isEmpty || body.statements.contains { ["let", "var"].contains($0.firstWord) }
    s.helperStack.append(helper.name)
    let savedLabel = s.inlining.returnLabel
    let savedValueReturn = s.inlining.valueReturn
    let savedHelper = s.inlining.name
    let savedBlockNames = s.inlining.boundNames
    s.inlining.valueReturn = nil
    s.inlining.name = helper.name
    if needsScope {
      s.inlining.boundNames.formUnion(boundParameters)
      for statement in body.statements where ["let", "var"].contains(statement.firstWord) {
        s.inlining.boundNames.formUnion(s.boundNames(statement.source, statement.range))
      }
    }
    if returns { s.inlining.returnLabel = helper.name }
    // Effects started after the helper may have returned are collected where they start.
    let firstExit = body.statements.firstIndex { containsMethodReturn(s, [$0]) } ?? body.statements.count
    s.renderStatements(
      Array(body.statements[..<firstExit]), depth: needsScope ? 1 : 0, scope: &inner, into: &helperWriter)
    s.blockDepth += 1
    s.renderStatements(
      Array(body.statements[firstExit...]), depth: needsScope ? 1 : 0, scope: &inner, into: &helperWriter)
    s.blockDepth -= 1
    s.inlining.returnLabel = savedLabel
    s.inlining.valueReturn = savedValueReturn
    s.inlining.name = savedHelper
    s.inlining.boundNames = savedBlockNames
    s.helperStack.removeLast()
    let rendered = helperWriter.finish()
    if needsScope {
      var block: [String] = ["// Inlined from `\(helper.name)`.", returns ? "\(helper.name): do {" : "do {"]
      block += lines.map { s.indent + $0 }
      block += rendered
      block.append("}")
      writer.writeLines(block, depth: depth)
    } else {
      writer.writeLines(["// Inlined from `\(helper.name)`."] + rendered, depth: depth)
    }
    return true
  }

  /// Parameter names the reducer's closure already binds.
  static let reservedNames: Set<String> = ["state", "action", "send"]

  /// The name an inlined parameter called `state` (or `action`, `send`) is bound under: its type's name in lower
  /// camel case when that ends in the parameter's (`state: DownloadState` → `downloadState`), otherwise the name
  /// with `Value` appended (`stateValue`).
  static func boundName(for parameter: Parameter, scope: Scope) -> String {
    let type = TypeText.payloadType(parameter.type)
    let suffix = parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
    let named = type.count > suffix.count && type.hasSuffix(suffix) && type.allSatisfy { $0.isLetter || $0.isNumber }
    let candidate = named ? type.prefix(1).lowercased() + type.dropFirst() : parameter.name + "Value"
    return scope.locals.contains(candidate) ? candidate + "Value" : candidate
  }

  /// Whether statements contain a `return` that exits the method (outside closures).
  static func containsMethodReturn(_ s: ConversionSession, _ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "return"
        || statement.blocks.contains { !$0.isClosure && containsMethodReturn(s, $0.statements) }
    }
  }

  /// Whether a synchronous helper's statements can replace its call in place: no parameters, no locals, and no
  /// `return` unless the call is the last statement. Others are inlined inside `do { }`.
  static func isSpliceable(_ s: ConversionSession, _ helper: (name: String, statements: [Statement]), last: Bool)
    -> Bool
  {
    guard let method = s.viewModelMethod(helper.name), !method.isAsync, method.parameters.isEmpty else { return false }
    if helper.statements.contains(where: { ["let", "var"].contains($0.firstWord) }) { return false }
    return !containsMethodReturn(s, helper.statements) || last
  }

  /// The statements of a private helper (its parameters bound as `let`s), spliced into the sequence.
  static func asyncHelperBody(_ s: ConversionSession, _ statement: Statement) -> (
    name: String, statements: [Statement]
  )? {
    guard let call = s.callStatement(statement),
      s.context.actionNames[call.name] == nil || s.viewModelMethod(call.name)?.isPrivate == true,
      let helper = s.viewModelMethod(call.name), helper.returnType == nil,
      let body = helper.body, !s.helperStack.contains(helper.name)
    else { return nil }
    let arguments = s.argumentTexts(statement, call.arguments)
    var bindings: [String] = []
    for (index, parameter) in helper.parameters.enumerated() {
      guard let value = index < arguments.count ? arguments[index] : parameter.defaultValue else { return nil }
      if value != parameter.name { bindings.append("let \(parameter.name): \(parameter.type) = \(value)") }
    }
    let line = statement.source.line(statement.range.lowerBound)
    let prelude = bindings.isEmpty ? [] : ParsedBody(text: bindings.joined(separator: "\n"), firstLine: line).statements
    let note = ParsedBody(text: "// Inlined from `\(helper.name)`.", firstLine: line).statements
    return (helper.name, note + prelude + ParsedBody(text: body, firstLine: helper.bodyLine).statements)
  }

  /// `return` inside an inlined helper: stores the value or breaks out of the helper's block.
  static func exitsInlinedHelper(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard site.first == "return", scope.mode == .reducer, !scope.inClosure else { return .declined }
    if site.header.count > 1 {
      let exits = valueHelperReturn(&s, site.statement, depth: site.depth, scope: scope, into: &writer)
      return exits ? .converted : .declined
    }
    guard let label = s.inlining.returnLabel else { return .declined }
    writer.writeLines(["break \(label)"], depth: site.depth)
    return .converted
  }

  /// A statement using a helper that returns a value, with the helper inlined before it.
  static func inlinesValueHelper(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure, let call = ValueHelperCall.parse(s, site.statement) else {
      return .declined
    }
    let inlined = inlineValueHelper(
      &s, call, statement: site.statement, depth: site.depth, scope: &scope, into: &writer)
    return inlined ? .converted : .declined
  }

  /// A call of a private helper, with its body inlined.
  static func inlinesHelperCall(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard ActionCallRule.actionCall(s, site.statement) == nil, let call = s.callStatement(site.statement),
      let helper = s.viewModelMethod(call.name), helper.body != nil, !s.helperStack.contains(call.name)
    else { return .declined }
    return StepOutcome(
      converted: inlineHelper(
        &s, helper, call: call, statement: site.statement, depth: site.depth, scope: scope, into: &writer))
  }

  /// A call of a private helper whose statements can stand in its place (or an awaited one), spliced in.
  static func splicesHelper(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let statement = site.statement
    guard let helper = asyncHelperBody(s, statement) else { return .declined }
    let last = site.rest.allSatisfy(\.isComment)
    guard
      isSpliceable(s, helper, last: last)
        || (statement.awaitsInHeader && (!containsMethodReturn(s, helper.statements) || last))
    else { return .declined }
    s.helperStack.append(helper.name)
    return .continuing(Array(site.statements[..<site.k]) + helper.statements + site.rest, at: site.k)
  }

  /// `statements` with awaited private helpers after `k` replaced by their bodies, so their awaits can join the
  /// effect being built.
  static func splicingAwaitedHelpers(
    _ s: inout ConversionSession, _ statements: [Statement], from k: Int
  ) -> [Statement] {
    var result = statements
    var i = k + 1
    var splices = 0
    while i < result.count && splices < 8 {
      let statement = result[i]
      if statement.awaitsInHeader, let helper = asyncHelperBody(s, statement),
        !containsMethodReturn(s, helper.statements) || result[(i + 1)...].allSatisfy(\.isComment)
      {
        s.helperStack.append(helper.name)
        result.replaceSubrange(i...i, with: helper.statements)
        splices += 1
        continue
      }
      i += 1
    }
    return result
  }
}
