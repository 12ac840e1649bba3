import Lexer
import Proposal

/// Token rewrites for side effects that are not services, and child view models built in methods.
extension ConversionSession {
  /// A child view model's initializer arguments for its State, without the services it was handed
  /// (the child reducer gets them through `@Dependency`).
  mutating func childArguments(
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
      var words = value.map { source.text($0) }
      if words.count == 3, words[0] == "self", words[1] == "." { words.removeFirst(2) }
      let isService =
        words.count == 1 && !scope.locals.contains(words[0])
        && (client(words[0]) != nil
          || context.viewModel.dependencies.contains { $0.name == words[0] && isServiceType($0.type) })
      if isService { continue }
      if let child, value != significant, source.kind(value[0]) == .leftBrace,
        ChildCollectionDelegateRule.childDelegateHandler(
          &self,
          child: child, label: source.text(significant[0]), source: source, open: value[0],
          close: value[value.count - 1])
      {
        continue
      }
      if value.contains(where: { source.kind($0) == .leftBrace }) {
        issue("passes a closure to the child feature; handle the child's delegate action in this reducer")
      }
      var temp = LineWriter(indent: indent)
      temp.newLine(depth: 0)
      let statement = Statement(source: source, range: piece, blocks: [], isComment: false, isCaseLabel: false)
      renderRange(statement, value[0]..<(value[value.count - 1] + 1), depth: 0, scope: scope, into: &temp)
      let label = value[0] == significant[0] ? "" : source.text(significant[0]) + ": "
      result.append(label + temp.finishSingleLine())
    }
    return result
  }

  /// The index of the parenthesis closing the one at `open`.
  func closeOf(_ source: BodySource, _ open: Int, _ end: Int) -> Int {
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
  func matchingBrace(_ source: BodySource, _ open: Int, _ end: Int) -> Int {
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
  func isServiceType(_ type: String) -> Bool { services.contains { $0.name == type } }

  /// Rewrites non-service side effects: `Date()`, `UUID()`, `Task.sleep`, `UserDefaults`.
  mutating func sideEffect(
    _ source: BodySource, _ word: String, at index: Int, next: Int, end: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Int? {
    let afterNext = source.nextSignificant(next + 1, before: end)
    let isEmptyCall =
      next < end && source.kind(next) == .leftParen && afterNext < end && source.kind(afterNext) == .rightParen
    if word == "Date" && isEmptyCall {
      use(DependencyUse(property: "now", key: "\\.date.now"))
      // A local named `now` (`let now = player.currentTime`) would shadow the dependency.
      writer.write(scope.locals.contains("now") ? "self.now" : "now")
      return afterNext + 1
    }
    if word == "UUID" && isEmptyCall {
      use(DependencyUse(property: "uuid", key: "\\.uuid"))
      writer.write(scope.locals.contains("uuid") ? "self.uuid()" : "uuid()")
      return afterNext + 1
    }
    if let state = childState(word), next < end, source.kind(next) == .leftBrace,
      let name = context.childTrailingClosures[word]
    {
      let closure = matchingBrace(source, next, end)
      if ChildCollectionDelegateRule.childDelegateHandler(
        &self, child: word, label: name, source: source, open: next, close: closure)
      {
        writer.write(state + "()")
        return closure + 1
      }
    }
    if let state = childState(word), next < end, source.kind(next) == .leftParen {
      writer.write(
        state + "("
          + childArguments(source, open: next, end: end, scope: scope, child: word).joined(separator: ", ") + ")")
      let after = source.nextSignificant(min(end, closeOf(source, next, end) + 1), before: end)
      if after < end && source.kind(after) == .leftBrace {
        let closure = matchingBrace(source, after, end)
        if let name = context.childTrailingClosures[word],
          ChildCollectionDelegateRule.childDelegateHandler(
            &self, child: word, label: name, source: source, open: after, close: closure)
        {
          return closure + 1
        }
        issue("passes a closure to the child feature; handle the child's delegate action in this reducer")
      }
      var depth = 0
      var close = next
      while close < end {
        if source.kind(close) == .leftParen { depth += 1 }
        if source.kind(close) == .rightParen {
          depth -= 1
          if depth == 0 { break }
        }
        close += 1
      }
      return min(close + 1, end)
    }
    if let resume = SystemDependencyRule.currentSystemValue(&self, source, word, next: next, end: end, into: &writer) {
      return resume
    }
    if word == "UserDefaults" {
      note("`UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage(\"key\"))` in State")
      return nil
    }
    if word == "Task" && next < end && source.kind(next) == .period && source.isWord(afterNext, "sleep", end: end) {
      let open = source.nextSignificant(afterNext + 1, before: end)
      let label = source.nextSignificant(open + 1, before: end)
      guard open < end, source.kind(open) == .leftParen, label < end else { return nil }
      let colon = source.nextSignificant(label + 1, before: end)
      let labelText = source.text(label)
      useClock()
      if labelText == "nanoseconds" && colon < end && source.kind(colon) == .colon {
        writer.write("clock.sleep(for: .nanoseconds(")
        var close = colon + 1
        var depth = 1
        while close < end {
          if source.kind(close) == .leftParen { depth += 1 }
          if source.kind(close) == .rightParen {
            depth -= 1
            if depth == 0 { break }
          }
          close += 1
        }
        writer.write(source.text((colon + 1)..<close).trimmingCharacters(in: .whitespaces) + "))")
        return close + 1
      }
      if labelText == "for" {
        writer.write("clock.sleep")
        return open
      }
      issue("calls `Task.sleep` with a form the rewriter does not know")
      return nil
    }
    return nil
  }

  /// `UIApplication.shared.open(url)` → `.run { _ in await openURL(url) }` with `@Dependency(\.openURL)`.
  mutating func openURLEffect(_ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    let header = statement.headerIndices
    let words = header.map { source.text($0) }
    let prefix = ["UIApplication", ".", "shared", ".", "open", "("]
    guard words.starts(with: prefix), words.last == ")", statement.blocks.isEmpty, header.count > prefix.count + 1
    else { return nil }
    let arguments = argumentTexts(statement, (header[prefix.count - 1] + 1)..<header[header.count - 1])
    guard let url = arguments.first else { return nil }
    let parsed = ParsedBody(text: url, firstLine: source.line(statement.range.lowerBound))
    let snapshot = self
    guard
      var effect = StateCaptureRule.renderedInEffect(
        &self, parsed.statements.map { ($0, $0.range) }, scope: scope, inClosure: nil)
    else { return nil }
    let rendered = effect.writer.finishSingleLine()
    guard !rendered.isEmpty else {
      self = snapshot
      return nil
    }
    let captureText = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(effect.captures))
    use(DependencyUse(property: "openURL", key: "\\.openURL"))
    return [".run { \(captureText)_ in", indent + "await openURL(\(rendered))", "}"]
  }
}
