import Lexer
import Outline

/// A controller's subscription to a view-model `@Published` field or subject (`viewModel.$x….sink { … }
/// .store(in: &bag)` or `….assign(to: \.k, on: view)`) whose operators an `observe { }` block can express, located by
/// byte ranges.
public struct PublisherSubscription: Sendable, Equatable {
  /// An expression written around the subscribed value: source text with the value's places marked.
  public struct Template: Sendable, Equatable {
    /// Source text pieces; the value goes between consecutive pieces.
    public var pieces: [String]

    /// The expression with `value` in each marked place.
    public func applied(to value: String) -> String { pieces.joined(separator: value) }
  }

  /// One operator between the publisher and its subscriber.
  public enum Step: Sendable, Equatable {
    /// `.map { …$0… }`: the value becomes the expression.
    case map(Template)
    /// `.compactMap { …$0… }`: the subscriber runs only when the expression is not nil, with its unwrapped value.
    case compactMap(Template)
    /// `.filter { …$0… }`: the subscriber runs only when the condition holds.
    case filter(Template)
  }

  /// How the subscription ends.
  public enum Ending: Sendable, Equatable {
    /// `.sink { [weak self] names in … }`: the parameter names (`_` for unused) and the bytes between `in` and `}`.
    case sink(parameters: [String], weakSelf: Bool, body: Range<Int>)
    /// `.assign(to: \.path, on: target)`: the key path without `\.` and the target's source text.
    case assign(path: String, target: String)
  }

  /// A subscribed field: `$x` of a `@Published` property, or a subject property `x` itself.
  public struct Field: Sendable, Equatable {
    /// The property's name.
    public var name: String
    /// Whether it was written `$x` (the `@Published` projection) rather than `x` (a subject).
    public var projected: Bool
  }

  /// The subscribed fields: one, or two for `.combineLatest(viewModel.$y)`.
  public var fields: [Field]
  /// 1-based line of the subscription's first token.
  public var line: Int
  /// The statement's bytes, from the view-model reference through `.store(in: &…)`.
  public var range: Range<Int>
  /// Value operators in order (scheduling and `removeDuplicates()` have no `observe` form and are not kept).
  public var steps: [Step]
  /// The subscriber.
  public var ending: Ending

  /// Operators that need nothing in `observe { }`: it runs on the main actor, when a value it read changed.
  static let transparent: Set<String> = ["receive", "removeDuplicates", "eraseToAnyPublisher"]

  /// Words that make a closure more than one expression, or reach `self` (not unwrapped where the value is read).
  static let statementWords: Set<String> = [
    "return", "let", "var", "if", "guard", "for", "while", "switch", "self", "try", "await", "do",
  ]

  /// The subscription starting at significant index `start` (`viewModel` or `self` of `self.viewModel`) of a
  /// statement on `property`, when every operator in it has an `observe { }` form; nil otherwise.
  public static func recognize(_ cursor: TokenCursor, at start: Int, property: String, limit: Int)
    -> PublisherSubscription?
  {
    guard cursor.startsLine(start) || [.semicolon, .leftBrace].contains(cursor.kind(start - 1)) else { return nil }
    var index = start
    if cursor.is(index, "self"), cursor.kind(index + 1) == .period { index += 2 }
    guard cursor.isName(index), cursor.name(index) == property, let first = field(cursor, index + 1) else {
      return nil
    }
    var fields = [first]
    var steps: [Step] = []
    index += 3
    while index < limit, cursor.kind(index) == .period || cursor.kind(index) == .prefixPeriod {
      let name = cursor.text(index + 1)
      let open = index + 2
      if name == "sink" || name == "assign" {
        guard steps.allSatisfy({ if case .map = $0 { return true } else { return name == "sink" } }) else {
          return nil
        }
        return finish(
          cursor, name: name, open: open, start: start, property: property, fields: fields, steps: steps,
          limit: limit)
      }
      if transparent.contains(name), cursor.kind(open) == .leftParen, cursor.isClosed(open) {
        index = cursor.after(open)
      } else if name == "combineLatest", fields.count == 1, steps.isEmpty, cursor.kind(open) == .leftParen,
        cursor.isClosed(open), cursor.is(open + 1, "self") || cursor.name(open + 1) == property
      {
        let reference = cursor.is(open + 1, "self") ? open + 3 : open + 1
        guard cursor.name(reference) == property, let second = field(cursor, reference + 1),
          cursor.match[open] == reference + 3
        else { return nil }
        fields.append(second)
        index = cursor.after(open)
      } else if ["map", "compactMap", "filter"].contains(name), fields.count == 1, cursor.kind(open) == .leftBrace,
        let template = template(cursor, braces: open, property: property)
      {
        steps.append(name == "map" ? .map(template) : name == "filter" ? .filter(template) : .compactMap(template))
        index = cursor.after(open)
      } else {
        return nil
      }
    }
    return nil
  }

  /// The field of `.$x` or `.x` at `index` (the period before it).
  private static func field(_ cursor: TokenCursor, _ index: Int) -> Field? {
    guard cursor.kind(index) == .period || cursor.kind(index) == .prefixPeriod else { return nil }
    if cursor.isName(index + 1) { return Field(name: cursor.name(index + 1), projected: false) }
    let text = cursor.text(index + 1)
    guard cursor.kind(index + 1) == .dollarIdentifier, text.count > 1 else { return nil }
    return Field(name: String(text.dropFirst()), projected: true)
  }

  /// A `{ …$0… }` closure as a template: one expression, no nested closures, no capture of the view model.
  private static func template(_ cursor: TokenCursor, braces open: Int, property: String) -> Template? {
    guard cursor.isClosed(open) else { return nil }
    let close = cursor.match[open]
    guard close > open + 1 else { return nil }
    var pieces: [String] = []
    var piece = ""
    var sawValue = false
    for index in (open + 1)..<close {
      let kind = cursor.kind(index)
      if kind == .leftBrace || kind == .semicolon || kind == .keyword && statementWords.contains(cursor.text(index)) {
        return nil
      }
      if cursor.startsLine(index), index > open + 1 { return nil }
      if cursor.isName(index), cursor.name(index) == property { return nil }
      if kind == .dollarIdentifier {
        guard cursor.is(index, "$0") else { return nil }
        pieces.append(piece)
        piece = ""
        sawValue = true
        continue
      }
      if index > open + 1, cursor.token(index).start != cursor.token(index - 1).end, !piece.isEmpty || sawValue {
        piece += " "
      }
      piece += cursor.text(index)
    }
    guard sawValue else { return nil }
    pieces.append(piece)
    return Template(pieces: pieces)
  }

  /// The subscription ending with `.sink` or `.assign` at `open`, stored with `.store(in: &…)`.
  private static func finish(
    _ cursor: TokenCursor, name: String, open: Int, start: Int, property: String, fields: [Field], steps: [Step],
    limit: Int
  ) -> PublisherSubscription? {
    guard cursor.isClosed(open) else { return nil }
    let close = cursor.match[open]
    let ending: Ending
    if name == "sink" {
      guard cursor.kind(open) == .leftBrace, let sink = sinkClosure(cursor, open: open, close: close),
        sink.parameters.count == fields.count
      else { return nil }
      ending = .sink(parameters: sink.parameters, weakSelf: sink.weakSelf, body: sink.body)
    } else {
      // `.assign(to: \.path, on: target)`
      guard fields.count == 1, cursor.kind(open) == .leftParen, cursor.is(open + 1, "to"),
        cursor.kind(open + 2) == .colon, cursor.kind(open + 3) == .backslash
      else { return nil }
      var index = open + 4
      var path: [String] = []
      while cursor.kind(index) == .period || cursor.kind(index) == .prefixPeriod, cursor.isName(index + 1) {
        path.append(cursor.name(index + 1))
        index += 2
      }
      guard !path.isEmpty, cursor.kind(index) == .comma, cursor.is(index + 1, "on"), cursor.kind(index + 2) == .colon,
        index + 3 < close
      else { return nil }
      for target in (index + 3)..<close where cursor.isName(target) && cursor.name(target) == property { return nil }
      ending = .assign(path: path.joined(separator: "."), target: cursor.compactText(index + 3, close))
    }
    // `.store(in: &bag)` and nothing after it in the statement.
    let store = close + 1
    guard cursor.kind(store) == .period || cursor.kind(store) == .prefixPeriod, cursor.is(store + 1, "store"),
      cursor.kind(store + 2) == .leftParen,
      cursor.is(store + 3, "in"), cursor.isClosed(store + 2)
    else { return nil }
    let end = cursor.match[store + 2]
    guard end < limit, cursor.startsLine(end + 1) || cursor.kind(end + 1) == .semicolon || end + 1 == limit,
      cursor.kind(end + 1) != .period
    else { return nil }
    return PublisherSubscription(
      fields: fields, line: cursor.location(start).line,
      range: Int(cursor.token(start).start)..<Int(cursor.token(end).end), steps: steps, ending: ending)
  }

  /// `{ [weak self] a, b in body }`: parameter names, whether `self` is weak, and the bytes between `in` and `}`.
  private static func sinkClosure(_ cursor: TokenCursor, open: Int, close: Int) -> (
    parameters: [String], weakSelf: Bool, body: Range<Int>
  )? {
    var index = open + 1
    var weakSelf = false
    if cursor.kind(index) == .leftBracket {
      guard cursor.isClosed(index), cursor.match[index] == index + 3, cursor.is(index + 2, "self"),
        cursor.is(index + 1, "weak") || cursor.is(index + 1, "unowned")
      else { return nil }
      weakSelf = cursor.is(index + 1, "weak")
      index += 4
    }
    var parameters: [String] = []
    while index < close, cursor.isName(index) || cursor.kind(index) == .wildcard {
      parameters.append(cursor.text(index))
      index += 1
      if cursor.kind(index) == .comma { index += 1 }
    }
    guard !parameters.isEmpty, cursor.is(index, "in"), index + 1 < close else { return nil }
    return (parameters, weakSelf, Int(cursor.token(index).end)..<Int(cursor.token(close).start))
  }
}
