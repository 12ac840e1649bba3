import Lexer
import Proposal

/// A `receiveCompletion` closure split into what runs after the value (`.finished`) and on `.failure(error)`.
struct CompletionParts {
  var finished: [Statement]
  var failure: [Statement]
  var error: String?
}

extension CompletionParts {
  /// Splits a `receiveCompletion` closure with parameter `c` statement by statement: `if case let .failure(e) = c
  /// { … }` runs on failure, `guard case let .failure(e) = c else { return }` sends the rest to failure, `switch c
  /// { case .finished: … case let .failure(e): … }` splits, statements that ignore `c` run on both paths (after the
  /// value on success). Nil for other uses of `c`.
  static func completionParts(_ s: ConversionSession, _ block: Block, parameter: String, _ source: BodySource)
    -> CompletionParts?
  {
    func uses(_ statement: Statement) -> Bool {
      guard parameter != "_" else { return false }
      return statement.range.contains { index in
        !source.kind(index).isTrivia && source.text(index) == parameter
          && (parameter == "$0" ? !isInNestedClosure(index, statement) : true)
      }
    }
    var parts = CompletionParts(finished: [], failure: [], error: nil)
    var failureOnly = false
    func bind(_ error: String?) -> Bool {
      guard let error else { return true }
      if let bound = parts.error, bound != error { return false }
      parts.error = error
      return true
    }
    for statement in block.statements {
      guard uses(statement) else {
        if !failureOnly { parts.finished.append(statement) }
        parts.failure.append(statement)
        continue
      }
      guard !failureOnly else { return nil }
      let words = statement.headerIndices.map { source.text($0) }
      let pattern = failurePattern(Array(words.dropFirst(2)))
      if statement.firstWord == "if", statement.blocks.count == 1, let (error, length) = pattern,
        words.count == 2 + length + 4, words[2 + length] == "=", words[3 + length] == parameter,
        !statement.blocks[0].statements.contains(where: uses), bind(error)
      {
        parts.failure += statement.blocks[0].statements
        continue
      }
      if statement.firstWord == "guard", let (error, length) = pattern, words.count == 2 + length + 5,
        words[2 + length] == "=", words[3 + length] == parameter, words[4 + length] == "else",
        statement.blocks.count == 1, statement.blocks[0].statements.map(\.firstWord) == ["return"], bind(error)
      {
        failureOnly = true
        continue
      }
      guard statement.firstWord == "switch", words == ["switch", parameter, "{", "}"],
        let body = statement.blocks.first
      else { return nil }
      var current: Bool?
      for inner in body.statements {
        if inner.isCaseLabel {
          let label = inner.headerIndices.map { source.text($0) }
          if label == ["case", ".", "finished", ":"] {
            current = true
          } else if label == ["case", ".", "failure", ":"] {
            current = false
          } else if let (error, length) = failurePattern(Array(label.dropFirst())), label.count == length + 2,
            bind(error)
          {
            current = false
          } else {
            return nil
          }
          continue
        }
        guard let isFinished = current, !uses(inner) else { return nil }
        if inner.firstWord == "break" && inner.headerIndices.count == 1 { continue }
        if isFinished { parts.finished.append(inner) } else { parts.failure.append(inner) }
      }
    }
    return parts
  }

  /// `let .failure(e)` / `.failure(let e)` / `.failure` at the start of `words`: the bound name (nil for none) and the
  /// pattern's word count.
  private static func failurePattern(_ words: [String]) -> (String?, Int)? {
    if words.count >= 6, words[0] == "let", words[1] == ".", words[2] == "failure", words[3] == "(",
      words[5] == ")"
    {
      return (words[4], 6)
    }
    if words.count >= 6, words[0] == ".", words[1] == "failure", words[2] == "(", words[3] == "let",
      words[5] == ")"
    {
      return (words[4], 6)
    }
    if words.count >= 2, words[0] == ".", words[1] == "failure", words.count == 2 || words[2] != "(" {
      return (nil, 2)
    }
    return nil
  }

  /// Whether token `index` sits inside a closure nested in `statement`.
  private static func isInNestedClosure(_ index: Int, _ statement: Statement) -> Bool {
    statement.blocks.contains { $0.isClosure && $0.open < index && index < $0.close }
  }

  /// Whether the closure's own statements (not nested closures) use `$0`.
  static func usesOwnDollarZero(_ block: Block, _ source: BodySource) -> Bool {
    block.statements.contains { statement in
      statement.range.contains { index in
        source.kind(index) == .dollarIdentifier && source.text(index) == "$0"
          && !isInNestedClosure(index, statement)
      }
    }
  }
}
