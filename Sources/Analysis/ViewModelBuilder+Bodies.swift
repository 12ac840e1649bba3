import Foundation
import Lexer
import Outline

/// How an initializer assigns a stored property from one of its parameters.
struct Injection: Sendable, Equatable {
  /// The parameter's default value, if any.
  let defaultValue: String?
}

extension ViewModelBuilder {
  /// Properties assigned from an initializer parameter (`self.x = x`, `x = service`, `_x = StateObject(wrappedValue: x)`).
  func injectedProperties(_ initializers: [LocatedFunction]) -> [String: Injection] {
    var result: [String: Injection] = [:]
    for located in initializers {
      guard let body = located.function.bodyTokens else { continue }
      let parameters = Dictionary(
        located.function.parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
      let cursor = located.outline.cursor
      let range = cursor.significantRange(ofTokens: body)
      for index in range where cursor.kind(index) == .equal {
        var target = index - 1
        guard target >= range.lowerBound, cursor.isName(target) || cursor.kind(target) == .identifier else { continue }
        let name = cursor.name(target)
        target -= 1
        if cursor.kind(target) == .period {
          guard cursor.is(target - 1, "self") else { continue }
        } else if target >= range.lowerBound && !cursor.startsLine(index - 1) {
          continue
        }
        let value = index + 1
        guard value < range.upperBound, cursor.isName(value) else { continue }
        let end = cursor.expressionEnd(from: value, limit: range.upperBound)
        let names = (value..<end).filter { cursor.isName($0) }.map { cursor.name($0) }
        if let parameter = names.first(where: { parameters.keys.contains($0) }) {
          let property = name.hasPrefix("_") ? String(name.dropFirst()) : name
          result[property] = Injection(defaultValue: parameters[parameter] ?? nil)
        }
      }
    }
    return result
  }

  /// A `Method` record from a function declaration, with its body text (flattened services of `containers` read
  /// without the container's prefix, and helpers renamed for an `ActionDispatch` by `renames`, declaration and calls).
  func makeMethod(
    _ located: LocatedFunction, containers: [String: Set<String>] = [:], renames: [String: String] = [:]
  ) -> Method {
    let function = located.function
    var body: String?
    var bodyLine = function.line
    if let range = function.bodyTokens {
      body = located.outline.text(
        ofTokens: range, dropping: containerPrefixes(containers, in: located.outline, tokens: range),
        replacing: ActionDispatchSplitter.renamedCalls(renames, in: located.outline.cursor, tokens: range))
      bodyLine = located.outline.line(beforeTokens: range)
    }
    var method = Method(
      name: function.name, line: function.line, isAsync: function.isAsync, throws: function.isThrowing,
      parameters: function.parameters.map {
        Parameter(
          label: $0.label, name: $0.name, type: index.functionAliases.expanded($0.type), defaultValue: $0.defaultValue)
      },
      returnType: function.returnType, access: function.access, isStatic: function.isStatic, body: body,
      bodyLine: bodyLine, isConditional: (function.conditional?.conditions ?? []) != located.base)
    if function.kind == .function, !function.isStatic, let renamed = renames[function.name] { method.name = renamed }
    method.genericParameters = function.genericParameters
    if function.isFailable { method.isFailable = true }
    return method
  }

  /// Child view models created in a body: `DetailViewModel(…)` or `DetailViewModel.init(…)`.
  func createdChildren(in outline: FileOutline, tokens: Range<Int>, method: String, from context: String)
    -> [ChildReference]
  {
    let cursor = outline.cursor
    var result: [ChildReference] = []
    for index in cursor.significantRange(ofTokens: tokens) where cursor.kind(index) == .identifier {
      guard cursor.kind(index - 1) != .period else { continue }
      let next = index + 1
      let calls =
        (cursor.kind(next) == .leftParen && cursor.token(next).start == cursor.token(index).end)
        || (cursor.kind(next) == .period && cursor.is(next + 1, "init"))
      guard calls, let resolved = childViewModel(named: cursor.text(index), from: context) else { continue }
      result.append(
        ChildReference(property: method, type: resolved, cardinality: .created, line: cursor.location(index).line))
    }
    return result
  }

  private func childViewModel(named name: String, from context: String) -> String? {
    guard let resolved = self.index.resolve(name, from: context), viewModelNames.contains(resolved), resolved != context
    else { return nil }
    return resolved
  }

  /// Warnings for `Task.detached { … }` blocks that touch observed state.
  func detachedTaskFindings(in outline: FileOutline, tokens: Range<Int>, path: String, stateNames: Set<String>)
    -> [Diagnostic]
  {
    let cursor = outline.cursor
    var result: [Diagnostic] = []
    let range = cursor.significantRange(ofTokens: tokens)
    for index in range
    where cursor.is(index, "Task") && cursor.kind(index + 1) == .period && cursor.is(index + 2, "detached") {
      var open = index + 3
      if cursor.kind(open) == .leftParen { open = cursor.after(open) }
      guard open < range.upperBound, cursor.kind(open) == .leftBrace else { continue }
      // An unclosed `{` (a half-written file) runs to the end of the body.
      let close = cursor.closer(of: open, limit: range.upperBound)
      let touched = ((open + 1)..<close).contains { cursor.isName($0) && stateNames.contains(cursor.name($0)) }
      guard touched else { continue }
      let (line, column) = cursor.location(index)
      result.append(
        Diagnostic(
          file: path, line: line, column: column, severity: .warning,
          message: "view model mutates state from a detached Task; move the work into an effect",
          code: "detached-task"))
    }
    return result
  }
}

/// Names of members a body refers to: bare identifiers and `self.x`, not `other.x`; `self` itself when the body
/// passes the whole object on (`Reader(viewModel: self)`), but not for the class's name
/// (`String(describing: type(of: self))`).
enum MemberReferences {
  static func referenced(in outline: FileOutline, tokens: Range<Int>) -> [String] {
    let cursor = outline.cursor
    var names: [String] = []
    var seen: Set<String> = []
    let range = cursor.significantRange(ofTokens: tokens)
    for index in range where cursor.is(index, "self") && cursor.kind(index - 1) != .period {
      let isValue = index + 1 >= range.upperBound || cursor.kind(index + 1) != .period
      if isValue, !namesClass(cursor, self: index), seen.insert("self").inserted { names.append("self") }
    }
    for index in range where cursor.isName(index) {
      if cursor.kind(index - 1) == .period && !cursor.is(index - 2, "self") { continue }
      if cursor.kind(index + 1) == .colon && cursor.kind(index - 1) != .binaryOperator { continue }
      let name = cursor.name(index)
      if seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// Whether `self` at `index` is the one in `String(describing: type(of: self))`.
  private static func namesClass(_ cursor: TokenCursor, self index: Int) -> Bool {
    cursor.kind(index - 1) == .colon && cursor.is(index - 2, "of") && cursor.kind(index - 3) == .leftParen
      && cursor.is(index - 4, "type") && cursor.kind(index - 5) == .colon && cursor.is(index - 6, "describing")
      && cursor.kind(index - 7) == .leftParen && cursor.is(index - 8, "String") && cursor.kind(index + 1) == .rightParen
      && cursor.kind(index + 2) == .rightParen
  }
}
