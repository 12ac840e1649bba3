import Lexer
import Proposal

/// The parts of a `while` loop the loop rules take apart: its condition, awaits and exits.
enum LoopShape {}

extension LoopShape {
  /// The parts of a `while` condition: whether it unwraps `self`, and the ranges of the others (State checks);
  /// `true` and `!Task.isCancelled` are dropped. Nil when a part binds anything else.
  static func loopCondition(_ statement: Statement, block: Block) -> (
    weakSelf: Bool, stateParts: [Range<Int>]
  )? {
    let source = statement.source
    let header = (statement.range.lowerBound + 1..<block.open).filter { !source.kind($0).isTrivia }
    let parts = source.splitAtCommas(header)
    var weakSelf = false
    var stateParts: [Range<Int>] = []
    for part in parts {
      guard let first = part.first, let last = part.last else { return nil }
      let words = part.map { source.text($0) }
      if words == ["let", "self"] || words == ["let", "self", "=", "self"] {
        weakSelf = true
      } else if words == ["true"] || words == ["!", "Task", ".", "isCancelled"] {
        continue
      } else if words.contains(where: { ["let", "var", "case", "await", "try"].contains($0) }) {
        return nil
      } else {
        stateParts.append(first..<(last + 1))
      }
    }
    return (weakSelf, stateParts)
  }

  /// `if let x = try? await f() { … }` → `let x = try? await f()` then `if let x { … }`; `x = try await f()` for State
  /// `x` → `let newX = try await f()` then `x = newX`: the await stays in the loop's effect, the rest is State work.
  static func splitAwait(_ s: ConversionSession, _ statement: Statement) -> [Statement]? {
    let source = statement.source
    let header = statement.headerIndices
    let line = source.line(statement.range.lowerBound)
    let words = header.map { source.text($0) }
    if words.count > 5, words[0] == "if", words[1] == "let", source.kind(header[2]) == .identifier, words[3] == "=",
      statement.blocks.count == 1, let block = statement.blocks.first, !block.isClosure,
      !block.statements.contains(where: \.awaitsOutsideClosures), let open = header.firstIndex(of: block.open),
      open > 4, open == header.count - 2
    {
      var depth = 0
      for index in header[4..<open] {
        switch source.kind(index) {
        case .leftParen, .leftBracket, .leftBrace: depth += 1
        case .rightParen, .rightBracket, .rightBrace: depth -= 1
        case .comma where depth == 0: return nil
        default: break
        }
      }
      let name = words[2]
      let expression = source.text(header[4]..<(header[open - 1] + 1))
      let text = "let \(name) = \(expression)\nif let \(name) " + source.text(block.open..<(block.close + 1))
      return ParsedBody(text: text, firstLine: line).statements
    }
    guard let shape = AwaitShape(statement, isState: s.isState), case .assign(let name) = shape.form,
      statement.blocks.allSatisfy(\.isClosure)
    else { return nil }
    let local = "new" + name.capitalizedFirst
    let expression = source.text(shape.start..<statement.range.upperBound)
    return ParsedBody(text: "let \(local) = \(expression)\n\(name) = \(local)", firstLine: line).statements
  }

  /// `guard let self else { return }` (or `break`) at the top of a loop body.
  static func isSelfUnwrap(_ statement: Statement) -> Bool {
    let words = statement.headerIndices.prefix(3).map { statement.source.text($0) }
    return words == ["guard", "let", "self"]
  }

  /// Whether statements contain a `continue` outside closures.
  static func containsContinue(_ s: ConversionSession, _ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "continue"
        || statement.blocks.contains { !$0.isClosure && containsContinue(s, $0.statements) }
    }
  }
}
