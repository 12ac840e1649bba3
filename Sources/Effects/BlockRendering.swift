import Lexer
import Proposal

extension ConversionSession {
  /// Renders `{ … }`: the closure signature without `self` captures, then the statements.
  mutating func renderBlock(
    _ block: Block, in statement: Statement, lineDepth: Int, scope: Scope, into writer: inout LineWriter
  ) {
    var inner = scope
    // The body of `do { … } catch { … }` catches what its statements throw (as `throwsOutsideClosures` reads it).
    if statement.firstWord == "do", statement.blocks.count > 1, statement.blocks[0].open == block.open {
      inner.catchesErrors = true
    }
    if !block.isClosure { blockDepth += 1 }
    let stateUsesBefore = reducerStateUses
    let outerExits = loopExits
    loopExits = outerExits?.nested(in: statement, isClosure: block.isClosure, isSwitch: block.isSwitch)
    defer {
      loopExits = outerExits
      if !block.isClosure { blockDepth -= 1 }
      if block.isClosure && scope.mode == .reducer && reducerStateUses > stateUsesBefore,
        let callee = closureCallee(block, in: statement), !Self.nonEscapingCallees.contains(callee)
      {
        placement.issue(
          "state is used in a closure passed to `\(callee)`, which may escape; move this work into an effect")
      }
    }
    writer.write("{")
    if let signature = block.signature {
      let text = renderSignature(statement.source, signature, scope: &inner)
      if !text.isEmpty { writer.write(" " + text + " in") }
    }
    if !block.isMultiline {
      let snapshot = self
      var temp = LineWriter(indent: indent)
      var inlineScope = inner
      renderStatements(block.statements, depth: 0, scope: &inlineScope, into: &temp, switchBody: block.isSwitch)
      let lines = temp.finish()
      // A rendered statement spanning lines (`return .run { _ in`, its body, `}`) cannot be joined with `;`.
      let spansLines = lines.count > 1 && lines.contains { $0.hasSuffix("{") || $0.hasSuffix(" in") }
      if !lines.contains(where: { $0.hasPrefix("//") }) && lines.count <= 3 && !spansLines {
        writer.write(lines.isEmpty ? " }" : " " + lines.joined(separator: "; ") + " }")
        return
      }
      self = snapshot
    }
    let (refusedBefore, reasonsBefore) = (placement.refusedStatements, placement.refusalReasons.count)
    renderStatements(block.statements, depth: lineDepth + 1, scope: &inner, into: &writer, switchBody: block.isSwitch)
    writer.newLine(depth: lineDepth)
    writer.write("}")
    // A closure missing a statement does not compile (`map { }` returns nothing): the enclosing statement is refused
    // as a whole, for the inner statement's reasons.
    if block.isClosure && placement.refusedStatements > refusedBefore {
      for reason in placement.refusalReasons[reasonsBefore...].joined() { placement.issue(reason) }
    }
  }

  /// Functions whose closure arguments run before they return (state may be used inside them).
  static let nonEscapingCallees: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last", "firstIndex",
    "lastIndex", "contains", "allSatisfy", "removeAll", "min", "max", "drop", "prefix", "partition", "count",
    "withAnimation", "withTransaction", "enumerated", "zip", "lazy", "sum", "split", "trimmingPrefix", "replacing",
    "ranges", "firstRange", "uniqued", "grouping", "Dictionary", "Set", "Array", "mapValues", "compactMapValues",
    "merge", "merging", "elementsEqual", "starts", "lexicographicallyPrecedes", "withUnsafeBufferPointer",
    "updateValue", "withLock",
    "if", "switch", "guard", "while", "for", "do",
  ]

  /// The name of the function a closure block is passed to (trailing or labeled argument), if any.
  func closureCallee(_ block: Block, in statement: Statement) -> String? {
    let source = statement.source
    var i = block.open - 1
    func previous() {
      i -= 1
      while i >= statement.range.lowerBound && source.kind(i).isTrivia { i -= 1 }
    }
    while i >= statement.range.lowerBound && source.kind(i).isTrivia { i -= 1 }
    guard i >= statement.range.lowerBound else { return nil }
    if source.kind(i) == .colon || source.kind(i) == .leftParen || source.kind(i) == .comma {
      var depth = 0
      while i >= statement.range.lowerBound {
        let kind = source.kind(i)
        if kind == .rightParen || kind == .rightBracket { depth += 1 }
        if kind == .leftParen || kind == .leftBracket {
          if depth == 0 { break }
          depth -= 1
        }
        i -= 1
      }
      previous()
    } else if source.kind(i) == .rightParen {
      var depth = 0
      while i >= statement.range.lowerBound {
        if source.kind(i) == .rightParen { depth += 1 }
        if source.kind(i) == .leftParen {
          depth -= 1
          if depth == 0 { break }
        }
        i -= 1
      }
      previous()
    }
    guard i >= statement.range.lowerBound else { return nil }
    let kind = source.kind(i)
    return kind == .identifier || kind == .keyword || kind == .contextualKeyword ? source.text(i) : nil
  }

  /// The signature text with `self` captures dropped; declares the parameters in `scope`.
  func renderSignature(_ source: BodySource, _ range: Range<Int>, scope: inout Scope) -> String {
    var significant = range.filter { !source.kind($0).isTrivia }
    var captures: [String] = []
    if let first = significant.first, source.kind(first) == .leftBracket,
      let close = significant.firstIndex(where: { source.kind($0) == .rightBracket })
    {
      var item: [String] = []
      for index in significant[1..<close] {
        if source.kind(index) == .comma {
          captures.append(item.joined(separator: " "))
          item = []
        } else {
          item.append(source.text(index))
        }
      }
      if !item.isEmpty { captures.append(item.joined(separator: " ")) }
      captures.removeAll { ["weak self", "unowned self", "self", "unowned(unsafe) self"].contains($0) }
      // A captured service becomes its client, a `@Dependency` the closure reaches without capturing.
      captures.removeAll { client($0) != nil }
      significant.removeSubrange(0...close)
    }
    for index in significant where source.kind(index) == .identifier { scope.declare(source.text(index)) }
    var parts: [String] = []
    if !captures.isEmpty { parts.append("[" + captures.joined(separator: ", ") + "]") }
    if let first = significant.first, let last = significant.last {
      parts.append(source.text(first..<(last + 1)))
    }
    return parts.joined(separator: " ")
  }
}
