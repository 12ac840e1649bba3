import Analysis
import Lexer
import Proposal

/// A child view model's initializer arguments as its State's.
enum ChildStateArguments {}

extension ChildStateArguments {
  /// A child view model's initializer arguments for its State, without the services it was handed
  /// (the child reducer gets them through `@Dependency`).
  static func childArguments(
    _ s: inout ConversionSession,
    _ source: BodySource, open: Int, end: Int, scope: Scope, child: String? = nil
  ) -> [String] {
    var pieces: [Range<Int>] = []
    var start = open + 1
    var depth = 0
    var i = open
    while i < end {
      switch source.kind(i) {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
        depth -= 1
        if depth == 0 {
          pieces.append(start..<i)
          i = end
          continue
        }
      case .comma where depth == 1:
        pieces.append(start..<i)
        start = i + 1
      default: break
      }
      i += 1
    }
    var result: [String] = []
    for piece in pieces {
      let significant = piece.filter { !source.kind($0).isTrivia }
      guard !significant.isEmpty else { continue }
      var value = significant
      if value.count > 2, source.kind(value[1]) == .colon { value.removeFirst(2) }
      let label = value == significant ? nil : source.text(significant[0])
      var words = value.map { source.text($0) }
      if words.count == 3, words[0] == "self", words[1] == "." { words.removeFirst(2) }
      let isService =
        words.count == 1 && !scope.locals.contains(words[0])
        && (s.client(words[0]) != nil || s.context.sharedObjects.contains(words[0])
          || s.context.viewModel.dependencies.contains { $0.name == words[0] && isServiceType(s, $0.type) })
      // The child's weak reference back to this model (`LayerModel(model: self)`): its feature tells this one
      // through delegate actions instead.
      if isService || (child != nil && words == ["self"]) { continue }
      if let child, let label, source.kind(value[0]) == .leftBrace,
        ChildCollectionDelegateRule.childDelegateHandler(
          &s, child: child, label: label, source: source, open: value[0], close: value[value.count - 1])
      {
        continue
      }
      // The child's State has no field for what its feature gets as a dependency: a service comes from its client,
      // a scheduler or calendar from TCA's own dependency, anything else (a formatter closure) the child's TODO asks
      // to wrap in one.
      if let child, let label, let type = s.context.childDependencies[child]?[label] {
        if !isServiceType(s, type), SystemType.named(type) == nil {
          s.placement.issue(
            "passes `\(label)` to `\(child)`, whose feature gets it as a dependency, not State; "
              + "provide it through the child's client")
        }
        continue
      }
      if value.contains(where: { source.kind($0) == .leftBrace }) {
        s.placement.issue("passes a closure to the child feature; handle the child's delegate action in this reducer")
      }
      var temp = LineWriter(indent: s.indent)
      temp.newLine(depth: 0)
      let statement = Statement(source: source, range: piece, blocks: [], isComment: false, isCaseLabel: false)
      s.renderRange(statement, value[0]..<(value[value.count - 1] + 1), depth: 0, scope: scope, into: &temp)
      result.append((label.map { $0 + ": " } ?? "") + temp.finishSingleLine())
    }
    return result
  }

  /// The index of the parenthesis closing the one at `open`.
  static func closeOf(_ source: BodySource, _ open: Int, _ end: Int) -> Int {
    var depth = 0
    var close = open
    while close < end {
      if source.kind(close) == .leftParen { depth += 1 }
      if source.kind(close) == .rightParen {
        depth -= 1
        if depth == 0 { return close }
      }
      close += 1
    }
    return end - 1
  }

  /// The index of the brace closing the one at `open` (or `end - 1` when unbalanced).
  static func matchingBrace(_ source: BodySource, _ open: Int, _ end: Int) -> Int {
    var depth = 0
    for i in open..<end {
      if source.kind(i) == .leftBrace { depth += 1 }
      if source.kind(i) == .rightBrace {
        depth -= 1
        if depth == 0 { return i }
      }
    }
    return end - 1
  }

  /// Whether a dependency type is a known service (it becomes a client).
  static func isServiceType(_ s: ConversionSession, _ type: String) -> Bool { s.services.contains { $0.name == type } }
}
