import Analysis

/// The actions a stored task restarts: `loadTask?.cancel(); loadTask = Task { await load() }`.
package enum RestartedActions {
  /// Case name → task property, for each action method that some method restarts through one stored task (and
  /// that starts no task of its own); an action two tasks restart is left out.
  package static func find(
    in viewModel: ViewModel, taskProperties: Set<String>, caseNames: [String: String]
  ) -> [String: String] {
    guard !taskProperties.isEmpty else { return [:] }
    var found: [String: String] = [:]
    var conflicting: Set<String> = []
    var startingTasks: Set<String> = []
    for method in viewModel.methods {
      guard let text = method.body, TextScan.containsWord(text, "Task") else { continue }
      if let caseName = caseNames[method.name] { startingTasks.insert(caseName) }
      // Parsed only when it names a task property too.
      guard taskProperties.contains(where: { TextScan.containsWord(text, $0) }) else { continue }
      for (callee, task) in restarts(in: ParsedBody(text: text).statements, taskProperties: taskProperties) {
        guard let caseName = caseNames[callee] else { continue }
        if let known = found[caseName], known != task { conflicting.insert(caseName) }
        found[caseName] = task
      }
    }
    return found.filter { !conflicting.contains($0.key) && !startingTasks.contains($0.key) }
  }

  /// `(callee, task)` for each `task = Task { await callee(…) }` among `statements` and the control-flow blocks
  /// inside them (not closures, whose work runs later).
  static func restarts(in statements: [Statement], taskProperties: Set<String>) -> [(String, String)] {
    var result: [(String, String)] = []
    for statement in statements {
      if let restart = restart(statement, taskProperties: taskProperties) {
        result.append(restart)
        continue
      }
      for block in statement.blocks where !block.isClosure {
        result += restarts(in: block.statements, taskProperties: taskProperties)
      }
    }
    return result
  }

  /// `task = Task { await callee(…) }` (any start `TaskStart` reads: also `self.task`, `[weak self] in`,
  /// `await self?.callee()`).
  static func restart(_ statement: Statement, taskProperties: Set<String>) -> (String, String)? {
    guard let (block, stored) = TaskStart.parse(statement, taskProperties: taskProperties),
      let task = stored, block.statements.count == 1
    else { return nil }
    let call = block.statements[0]
    var callWords = call.headerIndices.map { call.source.text($0) }
    guard callWords.first == "await" else { return nil }
    callWords.removeFirst()
    if callWords.first == "self" {
      callWords.removeFirst()
      if callWords.first == "?" { callWords.removeFirst() }
      guard callWords.first == "." else { return nil }
      callWords.removeFirst()
    }
    guard callWords.count >= 3, callWords[1] == "(", callWords.last == ")", TextScan.isWord(callWords[0]) else {
      return nil
    }
    return (callWords[0], task)
  }
}
