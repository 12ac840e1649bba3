import Lexer

/// A statement starting a task: `Task { … }`, `Task { [weak self] in … }`, `Task(priority: …) { … }`,
/// `Task.detached { … }`, optionally kept in a stored task property (`loadTask = Task { … }`, `self.loadTask = …`).
package enum TaskStart {
  /// The task's block and the stored property it is kept in (the effect's cancel ID), if any; nil for other
  /// statements.
  package static func parse(_ statement: Statement, taskProperties: Set<String>) -> (
    block: Block, cancelID: String?
  )? {
    let source = statement.source
    // Asked of every statement of a sequence: its words are read only when one of them is `Task`.
    guard let block = statement.blocks.last, statement.headerIndices.contains(where: { source.text($0) == "Task" })
    else { return nil }
    var words = statement.headerIndices.map { source.text($0) }
    guard words.last == "}" else { return nil }
    var cancelID: String?
    if words.count > 2, words[0] == "self", words[1] == "." { words.removeFirst(2) }
    if words.count > 2, words[1] == "=", taskProperties.contains(words[0]) {
      cancelID = words[0]
      words.removeFirst(2)
    }
    guard words.first == "Task" else { return nil }
    let middle = words.dropFirst().dropLast(2)
    guard middle.isEmpty || (middle.first == "(" && middle.last == ")") || middle == [".", "detached"] else {
      return nil
    }
    if let signature = block.signature {
      var signatureWords = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
      if signatureWords.first == "@MainActor" { signatureWords.removeFirst() }
      if signatureWords.first == "[", let close = signatureWords.firstIndex(of: "]") {
        signatureWords.removeSubrange(0...close)
      }
      guard signatureWords.isEmpty || signatureWords == ["@MainActor"] else { return nil }
    }
    return (block, cancelID)
  }
}
