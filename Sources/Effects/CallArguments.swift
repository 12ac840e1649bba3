import Analysis
import Foundation
import Lexer
import Proposal

extension ConversionSession {
  /// `(a, b)` for rendered arguments, nothing for none: the payload of a sent action.
  static func payload(_ arguments: [String]) -> String {
    arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
  }

  /// A statement that is only a call `[try] [await] [self.]name(args)`.
  func callStatement(_ statement: Statement) -> (name: String, arguments: Range<Int>)? {
    let source = statement.source
    var header = statement.headerIndices
    while let first = header.first,
      ["try", "await"].contains(source.text(first)) || source.kind(first) == .questionMark
    {
      header.removeFirst()
    }
    if header.count > 2, source.text(header[0]) == "self" {
      header.removeFirst()
      if source.kind(header[0]) == .questionMark { header.removeFirst() }
      guard source.kind(header[0]) == .period else { return nil }
      header.removeFirst()
    }
    guard header.count >= 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .leftParen,
      source.kind(header[header.count - 1]) == .rightParen, statement.blocks.isEmpty
    else { return nil }
    var depth = 0
    for (offset, index) in header.enumerated().dropFirst() {
      if source.kind(index) == .leftParen { depth += 1 }
      if source.kind(index) == .rightParen {
        depth -= 1
        if depth == 0 && offset != header.count - 1 { return nil }
      }
    }
    return (source.text(header[0]), (header[1] + 1)..<header[header.count - 1])
  }

  /// Renders call arguments without their labels.
  mutating func renderArguments(_ statement: Statement, _ range: Range<Int>, scope: Scope) -> [String] {
    labeledArguments(statement, range, scope: scope).map(\.value)
  }

  /// Splits and renders call arguments into (label, value) pairs.
  mutating func labeledArguments(_ statement: Statement, _ range: Range<Int>, scope: Scope) -> [(
    label: String?, value: String
  )] {
    let source = statement.source
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    var depth = 0
    for i in range {
      switch source.kind(i) {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
      case .comma where depth == 0:
        pieces.append(start..<i)
        start = i + 1
      default: break
      }
    }
    if range.contains(where: { !source.kind($0).isTrivia }) { pieces.append(start..<range.upperBound) }
    var result: [(label: String?, value: String)] = []
    for piece in pieces {
      let significant = piece.filter { !source.kind($0).isTrivia }
      guard let first = significant.first else { continue }
      var label: String?
      var valueStart = first
      if significant.count > 2, source.kind(significant[1]) == .colon {
        label = source.text(first)
        valueStart = significant[2]
      }
      var temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      renderRange(statement, valueStart..<((significant.last ?? first) + 1), depth: 0, scope: scope, into: &temp)
      result.append((label, temp.finishSingleLine()))
    }
    return result
  }
}
