import Lexer
import Proposal

/// Effect rule `non-service-dependency`: date, uuid, userdefaults, print, global vars.
public struct NonServiceDependencyRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "non-service-dependency" }
  /// Short title.
  public var title: String { "Date, UUID, UserDefaults, print, global vars" }
  /// What the rule does.
  public var summary: String {
    "`Date()` becomes `now` from `@Dependency(\\\\.date.now)`, `UUID()` becomes `uuid()` from `@Dependency(\\\\.uuid)`, `UserDefaults` is kept with a note pointing to `@Shared(.appStorage(…))`, `UIApplication.shared.open` becomes `openURL` from `@Dependency(\\\\.openURL)` in an effect (and `await UIApplication.shared.open(url)` inside one becomes `await openURL(url)`; a call with `options:` or a completion handler stays under the `platform-api` TODO), `print` is kept, and a read of a global `var` of the codebase (`Current.date()`, the `var Current = World()` pattern) is kept with a note: a test cannot replace it until it is a dependency."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func stamp() {
            lastUpdated = Date()
            draft = Item(id: UUID(), title: query)
            UserDefaults.standard.set(username, forKey: "username")
            print("stamped \(count)")
          }
          """#,
        after: #"""
          // Dependency: @Dependency(\.date.now) var now
          // Dependency: @Dependency(\.uuid) var uuid
          case .stamp:
            state.lastUpdated = now
            state.draft = Item(id: uuid(), title: state.query)
            // NOTE(tca-migrate): `UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage("key"))` in State
            UserDefaults.standard.set(state.username, forKey: "username")
            print("stamped \(state.count)")
            return .none
          """#),
      EffectExample(
        before: #"""
          func openTerms() {
            let url = URL(string: "https://example.com/terms")!
            UIApplication.shared.open(url)
          }
          """#,
        after: #"""
          // Dependency: @Dependency(\.openURL) var openURL
          case .openTerms:
            let url = URL(string: "https://example.com/terms")!
            return .run { _ in
              await openURL(url)
            }
          """#),
      EffectExample(
        before: #"""
          func openSupport() async {
            let url = await api.supportURL()
            _ = await UIApplication.shared.open(url)
          }
          """#,
        after: #"""
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          // Dependency: @Dependency(\.openURL) var openURL
          case .openSupport:
            return .run { _ in
              let url = await itemsClient.supportURL()
              _ = await openURL(url)
            }
          """#),
    ]
  }
}

extension NonServiceDependencyRule {
  /// Rewrites non-service side effects: `Date()`, `UUID()`, `Task.sleep`, `UserDefaults`.
  static func sideEffect(
    _ s: inout ConversionSession,
    _ source: BodySource, _ word: String, at index: Int, next: Int, end: Int, scope: Scope,
    into writer: inout LineWriter
  ) -> Int? {
    let afterNext = source.nextSignificant(next + 1, before: end)
    let isEmptyCall =
      next < end && source.kind(next) == .leftParen && afterNext < end && source.kind(afterNext) == .rightParen
    if word == "Date" && isEmptyCall {
      s.use(DependencyUse(property: "now", key: "\\.date.now"))
      // A local named `now` (`let now = player.currentTime`) would shadow the dependency.
      writer.write(scope.locals.contains("now") ? "self.now" : "now")
      return afterNext + 1
    }
    if word == "UUID" && isEmptyCall {
      s.use(DependencyUse(property: "uuid", key: "\\.uuid"))
      writer.write(scope.locals.contains("uuid") ? "self.uuid()" : "uuid()")
      return afterNext + 1
    }
    // A child view model nested in a namespace (`CountriesList.ViewModel(…)`) is built like a plain one.
    var word = word
    var next = next
    if s.childState(word) == nil, next < end, source.kind(next) == .period {
      let member = source.nextSignificant(next + 1, before: end)
      if member < end, source.kind(member) == .identifier, s.childState(word + "." + source.text(member)) != nil {
        word += "." + source.text(member)
        next = source.nextSignificant(member + 1, before: end)
      }
    }
    if let state = s.childState(word), next < end, source.kind(next) == .leftBrace,
      let name = s.context.childTrailingClosures[word]
    {
      let closure = ChildStateArguments.matchingBrace(source, next, end)
      if ChildCollectionDelegateRule.childDelegateHandler(
        &s, child: word, label: name, source: source, open: next, close: closure)
      {
        writer.write(state + "()")
        return closure + 1
      }
    }
    if let state = s.childState(word), next < end, source.kind(next) == .leftParen {
      writer.write(
        state + "("
          + ChildStateArguments.childArguments(&s, source, open: next, end: end, scope: scope, child: word).joined(
            separator: ", ") + ")")
      let after = source.nextSignificant(min(end, ChildStateArguments.closeOf(source, next, end) + 1), before: end)
      if after < end && source.kind(after) == .leftBrace {
        let closure = ChildStateArguments.matchingBrace(source, after, end)
        if let name = s.context.childTrailingClosures[word],
          ChildCollectionDelegateRule.childDelegateHandler(
            &s, child: word, label: name, source: source, open: after, close: closure)
        {
          return closure + 1
        }
        s.placement.issue("passes a closure to the child feature; handle the child's delegate action in this reducer")
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
    if let resume = SystemDependencyRule.currentSystemValue(&s, source, word, next: next, end: end, into: &writer) {
      return resume
    }
    if let resume = openURLInEffect(&s, source, word, at: index, next: next, end: end, scope: scope, into: &writer) {
      return resume
    }
    if PlatformAPIRule.refusesPlatformType(&s, word) { return nil }
    if s.context.globalVariables.contains(word), !scope.locals.contains(word) {
      s.placement.note(
        "`\(word)` is a global `var`, which a test cannot replace; make it a dependency (a `DependencyKey` whose"
          + " `liveValue` is `\(word)`) and read it with `@Dependency`")
      return nil
    }
    if word == "UserDefaults" {
      s.placement.note("`UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage(\"key\"))` in State")
      return nil
    }
    if word == "Task" && next < end && source.kind(next) == .period && source.isWord(afterNext, "sleep", end: end) {
      let open = source.nextSignificant(afterNext + 1, before: end)
      let label = source.nextSignificant(open + 1, before: end)
      guard open < end, source.kind(open) == .leftParen, label < end else { return nil }
      let colon = source.nextSignificant(label + 1, before: end)
      let labelText = source.text(label)
      s.useClock()
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
      s.placement.issue("calls `Task.sleep` with a form the rewriter does not know")
      return nil
    }
    return nil
  }

  /// `UIApplication.shared.open(url)` → `.run { _ in await openURL(url) }` with `@Dependency(\.openURL)`.
  static func openURLEffect(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    let header = statement.headerIndices
    let words = header.map { source.text($0) }
    let prefix = ["UIApplication", ".", "shared", ".", "open", "("]
    guard words.starts(with: prefix), words.last == ")", statement.blocks.isEmpty, header.count > prefix.count + 1
    else { return nil }
    let arguments = s.argumentTexts(statement, (header[prefix.count - 1] + 1)..<header[header.count - 1])
    guard let url = arguments.first else { return nil }
    let parsed = ParsedBody(text: url, firstLine: source.line(statement.range.lowerBound))
    let snapshot = s
    guard
      var effect = StateCaptureRule.renderedInEffect(
        &s, parsed.statements.map { ($0, $0.range) }, scope: scope, inClosure: nil)
    else { return nil }
    let rendered = effect.writer.finishSingleLine()
    guard !rendered.isEmpty else {
      s = snapshot
      return nil
    }
    let captureText = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(effect.captures))
    s.use(DependencyUse(property: "openURL", key: "\\.openURL"))
    return [".run { \(captureText)_ in", s.indent + "await openURL(\(rendered))", "}"]
  }

  /// In an effect, `await UIApplication.shared.open(url)` → `await openURL(url)`: the index to resume at (the call's
  /// `(`), or nil when the call has labels, more arguments, a completion closure or no `await` before it.
  static func openURLInEffect(
    _ s: inout ConversionSession, _ source: BodySource, _ word: String, at index: Int, next: Int, end: Int,
    scope: Scope, into writer: inout LineWriter
  ) -> Int? {
    guard word == "UIApplication", scope.mode == .effect,
      let before = source.previousSignificant(index, after: 0), source.isWord(before, "await", end: end)
    else { return nil }
    var position = next
    for expected in [".", "shared", ".", "open"] {
      guard position < end, source.text(position) == expected else { return nil }
      position = source.nextSignificant(position + 1, before: end)
    }
    guard position < end, source.kind(position) == .leftParen else { return nil }
    let close = ChildStateArguments.closeOf(source, position, end)
    guard close < end else { return nil }
    let inside = ((position + 1)..<close).filter { !source.kind($0).isTrivia }
    let arguments = source.splitAtCommas(inside)
    // One unlabeled argument: `openURL` takes the URL alone.
    guard arguments.count == 1, !arguments[0].isEmpty else { return nil }
    if arguments[0].count > 1, source.kind(arguments[0][1]) == .colon { return nil }
    let after = source.nextSignificant(close + 1, before: end)
    if after < end && source.kind(after) == .leftBrace { return nil }
    s.use(DependencyUse(property: "openURL", key: "\\.openURL"))
    writer.write("openURL")
    return position
  }

  /// `UIApplication.shared.open(url)`, as an `openURL` effect.
  static func opensURL(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    s.startEffect(at: site, scope: scope, into: &writer) { openURLEffect(&$0, site.statement, scope: scope) }
  }
}
