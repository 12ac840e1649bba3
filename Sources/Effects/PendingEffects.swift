import Lexer

extension ConversionSession {
  /// Sends `action` where the statement stands: `.send` started from the reducer, `await send` in an effect;
  /// false inside a closure of the reducer, where nothing can be sent.
  mutating func send(_ action: String, depth: Int, scope: Scope, into writer: inout LineWriter) -> Bool {
    if scope.mode == .reducer {
      // A stored task restarted to run an action (`loadTask?.cancel(); loadTask = Task { await load() }`): the
      // action's own effect does the work, and carries the task's cancel ID only when `RestartedActions` gave it.
      if let id = sequence.cancelID, case let name = action.dropFirst().prefix(while: { $0 != "(" }),
        context.restartedActions[String(name)] != id
      {
        writer.writeLines(
          [
            "// NOTE(tca-migrate): `\(id)` cancelled the work in flight before this restart; `.\(name)`'s effect does the work now and has no cancel ID: give it `.cancellable(id: CancelID.\(id), cancelInFlight: true)` if a restart must cancel the one in flight"
          ], depth: depth)
      }
      return startEffect([".send(\(action))"], depth: depth, scope: scope, into: &writer)
    }
    writer.writeLines(["await send(\(action))"], depth: depth)
    return true
  }

  /// Starts the effect `make` builds for a statement written directly in a case body (not in a closure);
  /// `.declined` when it builds none.
  mutating func startEffect(
    at site: StatementSite, scope: Scope, into writer: inout LineWriter, _ make: (inout ConversionSession) -> [String]?
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure, let effect = make(&self) else { return .declined }
    return StepOutcome(converted: startEffect(effect, depth: site.depth, scope: scope, into: &writer))
  }
}

/// Effects started so far, and whether some were started inside a branch (collected in `var effects`).
struct PendingEffects: ExpressibleByArrayLiteral, Equatable {
  var effects: [[String]] = []
  var usesArray = false

  init(arrayLiteral elements: [String]...) { effects = elements }

  var isEmpty: Bool { effects.isEmpty && !usesArray }
  mutating func append(_ effect: [String]) { effects.append(effect) }
  func contains(_ effect: [String]) -> Bool { effects.contains(effect) }
  mutating func removeAll(where predicate: ([String]) -> Bool) { effects.removeAll(where: predicate) }

  /// The effect to return for these effects plus `extra`.
  func combined(indent: String, _ extra: [[String]] = []) -> [String] {
    let effects = self.effects + extra
    if usesArray {
      var lines: [String] = []
      for effect in effects {
        lines.append("effects.append(" + effect[0] + (effect.count == 1 ? ")" : ""))
        if effect.count > 1 {
          lines += effect.dropFirst().dropLast().map { $0 }
          lines.append(effect[effect.count - 1] + ")")
        }
      }
      return lines + [".merge(effects)"]
    }
    if effects.isEmpty { return [".none"] }
    if effects.count == 1 { return effects[0] }
    var lines = [".merge("]
    for (index, effect) in effects.enumerated() {
      for (offset, line) in effect.enumerated() {
        let comma = index < effects.count - 1 && offset == effect.count - 1 ? "," : ""
        lines.append(indent + line + comma)
      }
    }
    lines.append(")")
    return lines
  }

  /// `effect` with `return ` in front of its expression (after any `effects.append` lines).
  static func returning(_ effect: [String]) -> [String] {
    var lines = effect
    if let index = lines.lastIndex(of: ".merge(effects)") {
      lines[index] = "return .merge(effects)"
      return lines
    }
    lines[0] = "return " + lines[0]
    return lines
  }
}
