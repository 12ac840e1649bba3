import Lexer
import Proposal

/// The types of the values an effect computes and hands to its response case, when the awaited call does not say.
enum AwaitedLocalTypes {
  /// The locals `let x = … await …` binds in a plain group's effect, typed from the declaration, from the awaited
  /// value when the statement's value is it (with a `??` fallback, or as a ternary arm), or from the State field later
  /// code sets to them; `let (a, b) = (try? await x) ?? (…)` takes the tuple's element types. Empty when the
  /// statement declares nothing.
  static func boundLocals(
    _ s: ConversionSession, _ statement: Statement, _ shape: AwaitShape, awaitedType: String?, rest: [Statement],
    typing: inout Scope
  ) -> [Produced] {
    guard statement.firstWord == "let" || statement.firstWord == "var" else { return [] }
    let names = s.boundNames(statement.source, statement.range)
    guard !names.isEmpty else { return [] }
    s.declareBindings(of: statement, in: &typing)
    let source = statement.source
    var whole: String?
    if let parenthesized = shape.parenthesized, let awaitedType {
      let next = source.nextSignificant(parenthesized.upperBound, before: statement.range.upperBound)
      if next < statement.range.upperBound, source.text(next) == "??" { whole = TypeText.unwrapped(awaitedType) }
    }
    if whole == nil, let awaitedType, isTernaryArm(statement, shape) { whole = awaitedType }
    var types: [String?] = names.map { typing.types[$0] }
    if names.count == 1 {
      types[0] = types[0] ?? whole
    } else if let whole {
      let pattern = statement.headerIndices.prefix { source.kind($0) != .equal }.map { source.text($0) } + ["="]
      let elements = TypeText.tupleElementTypes(whole)
      if AwaitShape.tupleNames(pattern) == names, elements.count == names.count {
        types = zip(types, elements).map { $0 ?? $1 }
      }
    }
    return zip(names, types).map { name, type in
      Produced(
        name: name, type: type ?? rest.lazy.compactMap { assignedStateType(s, $0, of: name) }.first,
        assignsState: false)
    }
  }

  /// `outputs`, a value of unknown type given the type of the State field the code after the await sets to it whole
  /// (`self.translation = translation`): had the value not fit that field, the view model would not compile.
  static func typedByAssignment(_ s: ConversionSession, _ outputs: [Produced], in rest: [Statement]) -> [Produced] {
    outputs.map { output in
      guard output.type == nil, !output.assignsState else { return output }
      for statement in rest {
        if let type = assignedStateType(s, statement, of: output.name)
          ?? passedParameterType(s, statement, of: output.name)
        {
          return Produced(name: output.name, type: type, assignsState: false)
        }
      }
      return output
    }
  }

  /// The declared type of the view model's method parameter that `statement`, a call of that method
  /// (`didFetch(info)`, `self.apply(details: info)`), passes exactly `name` to, if any.
  private static func passedParameterType(_ s: ConversionSession, _ statement: Statement, of name: String) -> String? {
    let source = statement.source
    var header = statement.headerIndices
    guard statement.blocks.isEmpty else { return nil }
    if header.count > 2, source.text(header[0]) == "self", source.kind(header[1]) == .period { header.removeFirst(2) }
    guard header.count > 3, source.kind(header[0]) == .identifier, source.kind(header[1]) == .leftParen,
      source.kind(header[header.count - 1]) == .rightParen,
      let method = s.context.properties.instanceMethods[source.text(header[0])], method.genericParameters == nil
    else { return nil }
    let arguments = source.splitAtCommas(Array(header[2..<(header.count - 1)]))
    // Every parameter given, in order: a defaulted one left out would shift the positions.
    guard arguments.count == method.parameters.count else { return nil }
    for (argument, parameter) in zip(arguments, method.parameters) {
      let words = argument.map { source.text($0) }
      let value = words.count == 3 && words[1] == ":" ? [words[2]] : words
      guard value == [name] else { continue }
      guard (words.count == 3 ? words[0] : nil) == parameter.label else { return nil }
      // What a value of the argument's own type is not: an `inout`, variadic or opaque parameter.
      let typeWords = TextScan.words(in: parameter.type)
      guard !typeWords.contains("inout"), !typeWords.contains("some"), !parameter.type.hasSuffix("...") else {
        return nil
      }
      return parameter.type
    }
    return nil
  }

  /// The type of the State field that `statement` (its blocks included) sets to exactly `name`, if any.
  private static func assignedStateType(_ s: ConversionSession, _ statement: Statement, of name: String) -> String? {
    let source = statement.source
    let end = statement.range.upperBound
    for index in statement.range where source.kind(index) == .identifier && source.text(index) == name {
      var next = index + 1
      while next < end && (source.kind(next) == .whitespace || source.kind(next).isComment) { next += 1 }
      guard next >= end || [.newline, .rightBrace, .semicolon].contains(source.kind(next)) else { continue }
      guard let equal = source.previousSignificant(index, after: statement.range.lowerBound),
        source.kind(equal) == .equal,
        let field = source.previousSignificant(equal, after: statement.range.lowerBound),
        source.kind(field) == .identifier, s.isState(source.text(field))
      else { continue }
      if let dot = source.previousSignificant(field, after: statement.range.lowerBound),
        source.kind(dot) == .period,
        source.previousSignificant(dot, after: statement.range.lowerBound).map({ source.text($0) }) != "self"
      {
        continue
      }
      if let type = s.stateType(source.text(field)) { return type }
    }
    return nil
  }

  /// Whether the awaited expression is a whole arm of a ternary that is the statement's value
  /// (`let on = isLoggedIn ? await api.isOn() : false`), which then has the awaited expression's type.
  static func isTernaryArm(_ statement: Statement, _ shape: AwaitShape) -> Bool {
    let source = statement.source
    let header = statement.headerIndices
    guard let first = header.firstIndex(of: shape.start), first > 0,
      let last = header.lastIndex(where: { $0 < shape.expressionEnd })
    else { return false }
    // The bracket depth before each header position; the arms' `?` and `:` sit at the statement's own level.
    var depths: [Int] = []
    var depth = 0
    for index in header {
      depths.append(depth)
      switch source.kind(index) {
      case .leftParen, .leftBracket, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .interpolationClose: depth -= 1
      default: break
      }
    }
    func isTopLevel(_ position: Int, _ text: String) -> Bool {
      position < header.count && depths[position] == 0 && source.text(header[position]) == text
    }
    if isTopLevel(first - 1, "?") { return isTopLevel(last + 1, ":") }
    return isTopLevel(first - 1, ":") && last == header.count - 1
      && header[..<(first - 1)].indices.contains { isTopLevel($0, "?") }
  }
}
