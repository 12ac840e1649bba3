import Lexer

/// An action an effect sends back to the store, read from the effect's text.
struct SentAction {
  /// The action case's name (`loadResponse`, `delegate`).
  var name: String
  /// What the action carries.
  var payload: SentPayload
}

/// The payload of a sent action, as far as a test knows it.
enum SentPayload {
  /// No payload: `.refresh`.
  case none
  /// A case of a nested action enum: `.delegate(.onDelete(id))` is `onDelete`.
  case member(String)
  /// Arguments, each known or `.opaque`, the last one a `Result { try await client.endpoint(…) }` when `success`
  /// holds the stub's value (`.opaque` when that is not a known value).
  case arguments([KnownOperand], success: KnownOperand?)
}

/// Reads the actions an effect a case returns sends, in the order a test receives them, when that order is sure:
/// `.send(.x)`, `.run { send in … }` whose body only waits on the stubbed immediate clock, checks cancellation and
/// sends, and `.merge` of those with at most one `.run` that sends (the `.send`s arrive first, synchronously).
struct EffectSends {
  /// The dependency properties stubbed with `ImmediateClock()` in the test.
  let immediateClocks: Set<String>
  /// The value a stubbed endpoint returns (`.opaque` when not a known value), by `client.endpoint`; nil when the
  /// test does not stub it.
  let stubbedSuccess: (_ client: String, _ endpoint: String) -> KnownOperand?
  /// The action names whose payload is a case-pathable nested enum (`delegate`).
  let nestedPayloads: Set<String>
  /// The one value a stubbed stream endpoint yields before it finishes, by `client.endpoint`; nil when the test does
  /// not stub it so.
  var streamedValue: (_ client: String, _ endpoint: String) -> KnownOperand? = { _, _ in nil }

  /// The actions `effect` sends, in order, and whether it starts a `.run` (which a test awaits with
  /// `store.finish()`); nil when the effect does anything else or the order is not sure.
  func actions(of effect: ReturnedEffect, structures: KnownStructures) -> (actions: [SentAction], runs: Bool)? {
    Reading(effect: effect, structures: structures, sends: self).effect(effect.tokens[...]).map {
      ($0.actions, $0.runs)
    }
  }
}

/// One effect expression being read, with the statement its tokens and blocks belong to.
private struct Reading {
  let effect: ReturnedEffect
  let structures: KnownStructures
  let sends: EffectSends

  var statement: Statement { effect.statement }
  var source: BodySource { statement.source }

  /// The value of an expression where the case builds the effect.
  func evaluate(_ tokens: [Int]) -> KnownOperand? { effect.evaluate(tokens, structures: structures) }

  /// The actions an effect expression sends, whether any arrive asynchronously (from a `.run`), and whether it
  /// starts a `.run` at all.
  func effect(_ tokens: ArraySlice<Int>) -> (actions: [SentAction], async: Bool, runs: Bool)? {
    guard tokens.count >= 2, let first = tokens.first, source.kind(first) == .prefixPeriod else { return nil }
    let name = source.text(tokens[tokens.startIndex + 1])
    let rest = tokens.dropFirst(2)
    switch name {
    case "none":
      return rest.isEmpty ? ([], false, false) : nil
    case "send":
      guard let arguments = Self.parenthesized(rest, in: source), arguments.rest.isEmpty,
        let action = action(arguments.inside, blocks: statement.blocks, evaluate: evaluate)
      else { return nil }
      return ([action], false, false)
    case "run":
      guard let open = rest.first, source.kind(open) == .leftBrace,
        let block = statement.blocks.first(where: { $0.open == open }), rest.count >= 2,
        cancellableSuffix(rest.dropFirst(2))
      else { return nil }
      return run(block).map { ($0, !$0.isEmpty, true) }
    case "merge":
      guard let arguments = Self.parenthesized(rest, in: source), arguments.rest.isEmpty else { return nil }
      var parts = source.splitAtCommas(Array(arguments.inside)).map { (reading: self, tokens: $0) }
      // `.merge(effects)`: the effects the case appended to the local, each read where it was appended.
      if arguments.inside.count == 1, let name = arguments.inside.first.map(source.text) {
        guard let collected = effect.collected[name] else { return nil }
        parts = collected.map { (Reading(effect: $0, structures: structures, sends: sends), $0.tokens) }
      }
      var immediate: [SentAction] = []
      var later: [SentAction]?
      var runs = false
      for part in parts {
        guard let read = part.reading.effect(part.tokens[...]) else { return nil }
        runs = runs || read.runs
        if !read.async {
          immediate += read.actions
        } else {
          // Two effects sending from their own tasks arrive in no sure order.
          guard later == nil else { return nil }
          later = read.actions
        }
      }
      return (immediate + (later ?? []), later != nil, runs)
    default:
      return nil
    }
  }

  /// Whether `tokens` are empty or `.cancellable(id: …)` / `.cancellable(id: …, cancelInFlight: …)`.
  private func cancellableSuffix(_ tokens: ArraySlice<Int>) -> Bool {
    if tokens.isEmpty { return true }
    // `.cancellable` on a line of its own lexes as a prefix period.
    guard tokens.count >= 3, [.period, .prefixPeriod].contains(source.kind(tokens[tokens.startIndex])),
      source.text(tokens[tokens.startIndex + 1]) == "cancellable",
      let arguments = Self.parenthesized(tokens.dropFirst(2), in: source)
    else { return false }
    return arguments.rest.isEmpty
  }

  /// `.name`, `.name(.member(…))` of a nested enum, or `.name(values)`, the last maybe `Result { … }`.
  private func action(
    _ tokens: ArraySlice<Int>, blocks: [Block], evaluate: ([Int]) -> KnownOperand?
  ) -> SentAction? {
    guard tokens.count >= 2, source.kind(tokens[tokens.startIndex]) == .prefixPeriod,
      source.kind(tokens[tokens.startIndex + 1]) == .identifier
    else { return nil }
    let name = source.text(tokens[tokens.startIndex + 1])
    let rest = tokens.dropFirst(2)
    if rest.isEmpty { return SentAction(name: name, payload: .none) }
    guard let arguments = Self.parenthesized(rest, in: source), arguments.rest.isEmpty else { return nil }
    let inside = Array(arguments.inside)
    if sends.nestedPayloads.contains(name) {
      guard inside.count >= 2, source.kind(inside[0]) == .prefixPeriod, source.kind(inside[1]) == .identifier,
        inside.count == 2 || Self.parenthesized(inside[2...], in: source)?.rest.isEmpty == true
      else { return nil }
      return SentAction(name: name, payload: .member(source.text(inside[1])))
    }
    var parts = source.splitAtCommas(inside)
    var success: KnownOperand?
    if let last = parts.last, last.count == 3, source.text(last[0]) == "Result", source.kind(last[1]) == .leftBrace {
      guard let block = blocks.first(where: { $0.open == last[1] }), let value = self.success(of: block) else {
        return nil
      }
      success = value
      parts.removeLast()
    }
    let values = parts.map { part in
      awaitedStub(part) ?? evaluate(part).flatMap { $0.known == nil ? nil : $0 } ?? .opaque
    }
    return SentAction(name: name, payload: .arguments(values, success: success))
  }

  /// The stub's value for a payload `await client.endpoint(…)` of an endpoint that cannot throw (the call has no
  /// `try`); nil for anything else or an unstubbed call.
  private func awaitedStub(_ part: [Int]) -> KnownOperand? {
    guard part.count >= 6, source.text(part[0]) == "await", source.kind(part[1]) == .identifier,
      source.kind(part[2]) == .period, source.kind(part[3]) == .identifier,
      Self.parenthesized(part[4...], in: source)?.rest.isEmpty == true
    else { return nil }
    return sends.stubbedSuccess(source.text(part[1]), source.text(part[3]))
  }

  /// The stub's value for `Result { try await client.endpoint(…) }`; nil for any other closure or an unstubbed call.
  private func success(of block: Block) -> KnownOperand? {
    guard block.signature == nil, block.statements.count == 1, let call = block.statements.first,
      call.blocks.isEmpty
    else { return nil }
    var words = call.headerIndices.map { source.text($0) }
    if words.first == "try" { words.removeFirst() }
    guard words.count >= 6, words[0] == "await", words[2] == ".", words[4] == "(", words.last == ")" else {
      return nil
    }
    let header = call.headerIndices
    guard Self.parenthesized(header[(header.count - words.count + 4)...], in: source)?.rest.isEmpty == true else {
      return nil
    }
    return sends.stubbedSuccess(words[1], words[3])
  }

  /// The actions a `.run { send in … }` body sends, in order; nil when it does anything but wait on an immediate
  /// clock, check for cancellation and send.
  private func run(_ block: Block) -> [SentAction]? {
    let signature = block.signature.map { range in range.filter { !source.kind($0).isTrivia } } ?? []
    let sendName = signature.last.map { source.text($0) }
    var actions: [SentAction] = []
    for statement in block.statements {
      if statement.isComment {
        if source.text(statement.range).hasPrefix("// TODO(tca-migrate)") { return nil }
        continue
      }
      let header = statement.headerIndices
      var words = header.map { source.text($0) }
      if words == ["guard", "!", "Task", ".", "isCancelled", "else", "{", "}"] {
        guard statement.blocks.count == 1, statement.blocks[0].statements.count == 1,
          statement.blocks[0].statements[0].headerIndices.map({ source.text($0) }) == ["return"]
        else { return nil }
        continue
      }
      if words == ["try", "Task", ".", "checkCancellation", "(", ")"] { continue }
      if words.first == "for" {
        guard let sent = streamLoop(statement, words, sendName: sendName) else { return nil }
        actions += sent
        continue
      }
      if words.starts(with: ["_", "="]) { words.removeFirst(2) }
      if words.starts(with: ["try", "?"]) { words.removeFirst(2) } else if words.first == "try" { words.removeFirst() }
      if words.first != "await", isStubbedCall(words, statement) { continue }
      guard words.first == "await", words.count >= 4 else { return nil }
      if statement.blocks.isEmpty, words.count >= 6, sends.immediateClocks.contains(words[1]), words[2] == ".",
        words[3] == "sleep", words[4] == "(", words.last == ")"
      {
        continue
      }
      if isStubbedCall(Array(words.dropFirst()), statement) { continue }
      let offset = header.count - words.count
      guard words[1] == sendName, words[2] == "(",
        let arguments = Self.parenthesized(header[(offset + 2)...], in: source), arguments.rest.isEmpty,
        // The run's captures and locals are not known; literals are.
        let action = action(
          droppingAnimation(arguments.inside), blocks: statement.blocks,
          evaluate: { KnownExpression.evaluate($0, in: source, structures: structures) { _ in nil } })
      else { return nil }
      actions.append(action)
    }
    return actions
  }

  /// `for await element in client.stream() { await send(.x(element)) }` over a stub yielding one value: the action
  /// sent with that value; nil for any other loop.
  private func streamLoop(_ statement: Statement, _ words: [String], sendName: String?) -> [SentAction]? {
    guard words.count == 11, words[1] == "await", words[3] == "in", words[5] == ".", words[7] == "(", words[8] == ")",
      let value = sends.streamedValue(words[4], words[6]), statement.blocks.count == 1,
      case let body = statement.blocks[0].statements.filter({ !$0.isComment }), body.count == 1,
      body[0].blocks.isEmpty
    else { return nil }
    let header = body[0].headerIndices
    let element = words[2]
    guard header.count >= 4, source.text(header[0]) == "await", source.text(header[1]) == sendName,
      let arguments = Self.parenthesized(header[2...], in: source), arguments.rest.isEmpty,
      let action = action(
        arguments.inside, blocks: [],
        evaluate: {
          KnownExpression.evaluate($0, in: source, structures: structures) { $0 == element ? value : nil }
        })
    else { return nil }
    return [action]
  }

  /// Whether `words` (the end of `statement`'s header) are one call of an endpoint the test stubs,
  /// `client.endpoint(…)`: it returns the stub's value and sends nothing.
  private func isStubbedCall(_ words: [String], _ statement: Statement) -> Bool {
    let header = statement.headerIndices
    guard statement.blocks.isEmpty, words.count >= 5, words[1] == ".", words[3] == "(", words.last == ")",
      Self.parenthesized(header[(header.count - words.count + 3)...], in: source)?.rest.isEmpty == true
    else { return false }
    return sends.stubbedSuccess(words[0], words[2]) != nil
  }

  /// A send's arguments without a trailing `animation:` one (`.loaded(items), animation: .default`): the action the
  /// test receives is the same.
  private func droppingAnimation(_ arguments: ArraySlice<Int>) -> ArraySlice<Int> {
    let parts = source.splitAtCommas(Array(arguments))
    guard parts.count == 2, parts[1].count > 2, source.text(parts[1][0]) == "animation",
      source.kind(parts[1][1]) == .colon
    else { return arguments }
    return arguments.prefix(parts[0].count)
  }

  /// The tokens inside the parentheses `tokens` open with, and the tokens after the closing one; nil when `tokens`
  /// do not start with `(` or it is not closed.
  static func parenthesized(
    _ tokens: ArraySlice<Int>, in source: BodySource
  ) -> (inside: ArraySlice<Int>, rest: ArraySlice<Int>)? {
    guard let open = tokens.first, source.kind(open) == .leftParen else { return nil }
    var depth = 0
    for position in tokens.indices {
      switch source.kind(tokens[position]) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket:
        depth -= 1
        if depth == 0 {
          return (tokens[(tokens.startIndex + 1)..<position], tokens[(position + 1)...])
        }
      default: break
      }
    }
    return nil
  }
}
