import Foundation
import Lexer
import Proposal

/// Effect rule `assign-to`: combine assign(to:).
public struct AssignToRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "assign-to" }
  /// Short title.
  public var title: String { "Combine assign(to:)" }
  /// What the rule does.
  public var summary: String {
    "`publisher.assign(to: &$x)` (or the older `assign(to: \\.x, on: self)`) becomes an effect iterating the publisher's `values` and sending `xChanged(value)`; when the publisher only maps other State (`$a.combineLatest($b).map { … }`, `Publishers.CombineLatest`, `$items.map(\\.count)`) and no method writes `x`, `x` becomes a computed property of State instead."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init() {
            NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
              .map { _ in 0 }
              .assign(to: &$count)
          }
          """#,
        after: #"""
          // Action: case countChanged(Int)
          case .onAppear:
            return .run { send in
              for await value in NotificationCenter.default.publisher(for: .NSCalendarDayChanged).map { _ in 0 }.values {
                await send(.countChanged(value))
              }
            }
          case let .countChanged(value):
            state.count = value
            return .none
          """#),
      EffectExample(
        before: #"""
          init() {
            $items
              .combineLatest($query)
              .map { items, query in items.filter { $0.title.contains(query) } }
              .assign(to: &$results)
          }
          """#,
        after: #"""
          // State: var results: [Item] {
          //   let items = self.items
          //   let query = self.query
          //   return items.filter { $0.title.contains(query) }
          // }
          case .onAppear:
            return .none
          """#),
      EffectExample(
        before: #"""
          init() {
            $items
              .map(\.count)
              .assign(to: \.count, on: self)
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          // State: var count: Int {
          //   return items.count
          // }
          case .onAppear:
            return .none
          """#),
    ]
  }
}

extension AssignToRule {
  /// `Publishers.CombineLatest($a, $b).map { a, b in … }.assign(to: &$c)` (also `$a.combineLatest($b)`, `$a.map`,
  /// a State subject's `.map`, with `removeDuplicates`/`receive(on:)`): `c` only mirrors other State, so it becomes
  /// a computed property of State whose body is the closure's. False when the pipeline has another shape.
  static func derivedState(_ s: inout ConversionSession, _ statement: Statement, root: String, links: [ChainLink])
    -> Bool
  {
    let source = statement.source
    guard let (name, assign) = assignedState(links, source: source) else { return false }
    guard s.isState(name), let type = s.stateType(name), !isWrittenByMethods(s, name) else { return false }
    var sources: [String] = []
    var rest = Array(links[..<assign])
    func published(in range: Range<Int>) -> [String] {
      range.filter { source.kind($0) == .dollarIdentifier }.map { String(source.text($0).dropFirst()) }
    }
    if root == "Publishers", let combine = rest.first, ["CombineLatest", "CombineLatest3"].contains(combine.name),
      let combined = combine.arguments
    {
      sources += published(in: combined)
      rest.removeFirst()
    } else if root.hasPrefix("$") {
      sources.append(String(root.dropFirst()))
    } else if s.context.stateSubjects.contains(root) {
      sources.append(root)
    } else {
      return false
    }
    if let combine = rest.first, combine.name == "combineLatest", let combined = combine.arguments {
      sources += published(in: combined)
      rest.removeFirst()
    }
    guard !sources.isEmpty, sources.allSatisfy({ s.isState($0) && $0 != name }) else { return false }
    let maps = rest.filter { $0.name == "map" }
    guard maps.count == 1, rest.allSatisfy({ ["map", "removeDuplicates", "receive"].contains($0.name) }) else {
      return false
    }
    // `.map(\.count)` on one State value: `count` of it.
    if maps[0].block == nil, sources.count == 1, let arguments = maps[0].arguments {
      let path = arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }.joined()
      guard path.hasPrefix("\\."), TextScan.isWord(String(path.dropFirst(2).prefix { $0 != "." && $0 != "?" }))
      else { return false }
      s.derived.append(DerivedState(name: name, type: type, body: ["return \(sources[0])" + path.dropFirst()]))
      s.translatedStatements += 1
      return true
    }
    guard let block = maps[0].block else { return false }
    let parameters = block.closureParameters(source)
    guard block.signature == nil || parameters.count == sources.count else { return false }
    var text = ""
    var depth = 0
    let start = block.signature.map { $0.upperBound + 1 } ?? block.open + 1
    for i in start..<block.close {
      let kind = source.kind(i)
      if kind == .leftBrace { depth += 1 }
      if kind == .rightBrace { depth -= 1 }
      if depth == 0, block.signature == nil, kind == .dollarIdentifier, source.text(i) == "$0", sources.count == 1 {
        text += s.context.identifiedArrays.contains(sources[0]) ? "Array(\(sources[0]))" : sources[0]
      } else if depth == 0, block.signature == nil, kind == .dollarIdentifier {
        return false
      } else {
        text += source.text(i)
      }
    }
    var body = TextScan.dedentedLines(text)
    guard !body.isEmpty else { return false }
    let simple = ["return", "guard", "let", "var", "if", "switch", "for", "while", "do"]
    if block.statements.count == 1, let first = body.first?.split(separator: " ").first,
      !simple.contains(String(first))
    {
      body[0] = "return " + body[0]
    }
    let locals = zip(parameters, sources).map { parameter, field in
      s.context.identifiedArrays.contains(field)
        ? "let \(parameter) = Array(self.\(field))" : "let \(parameter) = self.\(field)"
    }
    s.derived.append(DerivedState(name: name, type: type, body: locals + body))
    s.translatedStatements += 1
    return true
  }

  /// Whether some method of the view model assigns or mutates `name` (then it cannot become a computed property).
  static func isWrittenByMethods(_ s: ConversionSession, _ name: String) -> Bool {
    s.context.viewModel.methods.contains { method in
      method.body.map { writes(name, in: ParsedBody(text: $0).source) } ?? false
    }
  }

  /// Whether `source` assigns `name` or `self.name` (`=`, `+=`, `-=`) or calls `append`, `insert`, `remove`,
  /// `removeAll` or `toggle` on it.
  static func writes(_ name: String, in source: BodySource) -> Bool {
    let tokens = (0..<source.file.tokens.count).filter { !source.kind($0).isTrivia }
    func isDot(_ offset: Int) -> Bool {
      offset >= 0 && (source.kind(tokens[offset]) == .period || source.kind(tokens[offset]) == .prefixPeriod)
    }
    for (offset, index) in tokens.enumerated() where source.kind(index) == .identifier && source.text(index) == name {
      if isDot(offset - 1) {
        var owner = offset - 2
        if owner >= 0, source.kind(tokens[owner]) == .questionMark { owner -= 1 }
        guard owner >= 0, source.text(tokens[owner]) == "self", !isDot(owner - 1) else { continue }
      }
      guard offset + 1 < tokens.count else { continue }
      let next = tokens[offset + 1]
      switch source.kind(next) {
      case .equal: return true
      case .binaryOperator where source.text(next) == "+=" || source.text(next) == "-=": return true
      case .period where offset + 3 < tokens.count:
        let method = source.text(tokens[offset + 2])
        let mutating = ["append", "insert", "remove", "removeAll", "toggle"].contains(method)
        if mutating && source.kind(tokens[offset + 3]) == .leftParen { return true }
      default: continue
      }
    }
    return false
  }

  /// A `$a.combineLatest($b).map { … }.assign(to: &$x)` that only derives `x` from other State.
  static func derivesState(_ s: inout ConversionSession, _ site: PipelineSite, scope: Scope) -> Bool {
    site.target.range == site.statement.range
      && derivedState(&s, site.statement, root: site.root, links: site.links)
  }

  /// The State field `links` end by assigning and the position of that `assign`: `.assign(to: &$x)` last, or
  /// `.assign(to: \.x, on: self)` last or before `.store(in:)` (the form before iOS 14); nil for another ending.
  static func assignedState(_ links: [ChainLink], source: BodySource) -> (name: String, position: Int)? {
    var position = links.count - 1
    if position > 0, links[position].name == "store" { position -= 1 }
    guard position >= 0, links[position].name == "assign", let arguments = links[position].arguments else {
      return nil
    }
    let words = arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    if words.count == 4, words[0] == "to", words[2] == "&", words[3].hasPrefix("$"), position == links.count - 1 {
      return (String(words[3].dropFirst()), position)
    }
    // `to: \.x, on: self`, however the key path is split into tokens.
    let joined = words.joined()
    guard joined.hasPrefix("to:\\."), joined.hasSuffix(",on:self") else { return nil }
    let name = String(joined.dropFirst("to:\\.".count).dropLast(",on:self".count))
    guard TextScan.isWord(name) else { return nil }
    return (name, position)
  }

  /// `publisher.assign(to: &$x)` (or `assign(to: \.x, on: self)`): an effect iterating the publisher's `values`,
  /// sending `xChanged(value)`.
  static func assignsValues(_ s: inout ConversionSession, _ site: PipelineSite, scope: Scope) -> Bool {
    guard let last = site.links.last, last.name == "assign" || last.name == "store",
      site.links.contains(where: { $0.name == "assign" })
    else { return false }
    let source = site.statement.source
    guard let (name, position) = assignedState(site.links, source: source),
      let arguments = site.links[position].arguments, s.isState(name)
    else {
      s.placement.todoStatement(site.statement, reason: "Combine `assign` to a non-state target", line: site.line)
      return true
    }
    if s.context.viewModel.childReferences.contains(where: { $0.property == site.root }) {
      s.placement.todoStatement(
        site.statement,
        reason:
          "subscribes to a publisher of `\(site.root)`, a child view model; its state is the child feature's State now:"
          + " derive `\(name)` from it in this reducer, or have the child send a delegate action",
        line: site.line)
      return true
    }
    let periods = site.target.headerIndices.filter {
      (source.kind($0) == .period || source.kind($0) == .prefixPeriod) && $0 < arguments.lowerBound
    }
    let publisherEnd = periods.last ?? site.target.range.upperBound
    // State the publisher reads is captured by this effect's own list.
    var refusals: [String] = []
    guard
      var publisher = StateCaptureRule.renderedInEffect(
        &s, [(site.target, site.target.range.lowerBound..<publisherEnd)], scope: scope, inClosure: nil,
        refusals: &refusals)
    else {
      s.placement.todoStatement(site.statement, reason: refusals.joined(separator: "; "), line: site.line)
      return true
    }
    let changed = name + "Changed"
    s.responses.add(ActionCaseSpec(name: changed, payload: [s.stateType(name) ?? "Any"]))
    if s.stateType(name) == nil {
      s.placement.todo("the type of `\(name)` is unknown; replace `Any` in `\(changed)`", line: site.line)
    }
    let assigned = s.context.identifiedArrays.contains(name) ? "IdentifiedArray(uniqueElements: value)" : "value"
    s.responses.cases.append(
      ReducerCaseSpec(pattern: "let .\(changed)(value)", body: ["state.\(name) = \(assigned)", "return .none"]))
    let captureList = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(publisher.captures))
    s.pendingEffects.append([
      ".run { \(captureList)send in",
      s.indent + "for await value in \(publisher.writer.finishSingleLine()).values {",
      s.indent + s.indent + "await send(.\(changed)(value))",
      s.indent + "}",
      "}",
    ])
    return true
  }
}
