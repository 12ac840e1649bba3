import Foundation
import Lexer

/// Types of values produced by structured concurrency (`async let`, task groups) moved into an effect.
extension ConversionSession {
  private static let groupFunctions: Set<String> = [
    "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
  ]

  /// Why a task group whose child tasks touch state stays as written.
  static let taskGroupStateReason =
    "a task group's child task reads or writes state, which an effect cannot reach; pass the values it needs in"

  /// The names `async let name = dependency.method(…)` binds in `group`, with the endpoint's type when known.
  func asyncLetTypes(_ group: [(Statement, AwaitShape?)]) -> [String: String?] {
    var types: [String: String?] = [:]
    for (statement, _) in group where statement.firstWord == "async" {
      let header = statement.headerIndices
      let words = header.map { statement.source.text($0) }
      guard words.count >= 4, words[1] == "let", let equal = words.firstIndex(of: "=") else { continue }
      var type: String?
      if let endpoint = AwaitShape.endpoint(Array(words[(equal + 1)...])),
        let method = serviceMethod(dependency: endpoint.dependency, name: endpoint.method)
      {
        type = method.returnType ?? "Void"
      }
      if equal == 3 { types[words[2]] = type }
    }
    return types
  }

  /// The type of the awaited value, also for an `async let` name and a task group whose result type is written.
  func awaitedType(_ statement: Statement, _ shape: AwaitShape, asyncLets: [String: String?]) -> String? {
    if let type = valueType(shape) { return type }
    let words = expressionWords(statement, shape)
    if words.count == 1, let type = asyncLets[words[0]] { return type }
    return taskGroupType(statement, shape)
  }

  /// Element types of an awaited tuple of `async let` names: `try await (a, b)`.
  func awaitedTupleTypes(_ statement: Statement, _ shape: AwaitShape, asyncLets: [String: String?]) -> [String?] {
    let words = expressionWords(statement, shape)
    guard words.first == "(", words.last == ")" else {
      return valueType(shape).map(Self.tupleElementTypes) ?? []
    }
    let names = words.dropFirst().dropLast().split(separator: ",").map(Array.init)
    return names.map { $0.count == 1 ? asyncLets[$0[0]] ?? nil : nil }
  }

  /// The result type of `withTaskGroup(of:returning:) { … }`: the `returning:` argument, the annotated local the
  /// closure returns last, or `Void` when the closure returns nothing.
  func taskGroupType(_ statement: Statement, _ shape: AwaitShape) -> String? {
    let words = expressionWords(statement, shape)
    guard let name = words.first, Self.groupFunctions.contains(name) else { return nil }
    if name.contains("Discarding") { return "Void" }
    if let label = words.firstIndex(of: "returning"), label + 1 < words.count, words[label + 1] == ":",
      let end = words[label...].firstIndex(of: "self"), end - 1 > label + 2, words[end - 1] == "."
    {
      let indices = statement.headerIndices.filter { $0 >= shape.expressionStart && $0 < shape.expressionEnd }
      return statement.source.text(indices[label + 2]..<(indices[end - 2] + 1))
    }
    guard
      let block = statement.blocks.first(where: {
        $0.isClosure && $0.open >= shape.expressionStart && $0.close < shape.expressionEnd
      })
    else { return nil }
    let returns = block.statements.filter { !$0.isComment && $0.firstWord == "return" }
    guard let last = returns.last else { return "Void" }
    let returned = last.headerIndices.dropFirst().map { last.source.text($0) }
    guard returned.count == 1 else { return nil }
    var scope = Scope(mode: .effect)
    for inner in block.statements where !inner.isComment { declareBindings(of: inner, in: &scope) }
    return scope.types[returned[0]]
  }

  /// Whether a child task of a task group in `statement` reads or writes state (TCA state cannot reach it).
  func taskGroupChildUsesState(_ statement: Statement) -> Bool {
    let header = statement.headerIndices
    guard header.contains(where: { Self.groupFunctions.contains(statement.source.text($0)) }) else { return false }
    func children(_ blocks: [Block]) -> [Block] {
      blocks.flatMap { block in
        block.statements.flatMap { inner -> [Block] in
          let words = inner.headerIndices.map { inner.source.text($0) }
          let adds = words.contains("addTask") || words.contains("addTaskUnlessCancelled")
          return adds ? inner.blocks.filter(\.isClosure) : children(inner.blocks)
        }
      }
    }
    let locals = Set(boundNames(statement.source, statement.range))
    return children(statement.blocks).contains { block in
      block.statements.contains { inner in
        inner.identifiersUsed.contains { isState($0) && !locals.contains($0) }
          || selfMembers(inner).contains { isState($0) }
      }
    }
  }

  /// `(Int, [String: Int])` → `["Int", "[String: Int]"]`; labels dropped; empty when not a tuple.
  static func tupleElementTypes(_ type: String) -> [String?] {
    guard type.hasPrefix("("), type.hasSuffix(")") else { return [] }
    var elements: [String] = []
    var depth = 0
    var current = ""
    for character in type.dropFirst().dropLast() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        elements.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    elements.append(current)
    return elements.map { element in
      var text = element.trimmingCharacters(in: .whitespaces)
      if let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { "[(<".contains($0) }) {
        text = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      return text.isEmpty ? nil : text
    }
  }

  private func selfMembers(_ statement: Statement) -> [String] {
    let tokens = statement.range.filter { !statement.source.kind($0).isTrivia }
    return tokens.indices.dropLast(2).filter {
      statement.source.text(tokens[$0]) == "self" && statement.source.kind(tokens[$0 + 1]) == .period
    }.map { statement.source.text(tokens[$0 + 2]) }
  }

  private func expressionWords(_ statement: Statement, _ shape: AwaitShape) -> [String] {
    statement.headerIndices.filter { $0 >= shape.expressionStart && $0 < shape.expressionEnd }
      .map { statement.source.text($0) }
  }
}
