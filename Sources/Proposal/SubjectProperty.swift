import Analysis
import Foundation

/// A Combine subject stored on a view model: a `CurrentValueSubject` holds state, a `PassthroughSubject` sends
/// events to whoever subscribed (in TCA, the parent, through a delegate action).
public struct SubjectProperty: Sendable, Equatable {
  /// Which subject.
  public enum Kind: String, Sendable, Equatable {
    /// `CurrentValueSubject<Output, Failure>(initial)`.
    case currentValue
    /// `PassthroughSubject<Output, Failure>()`.
    case passthrough
  }

  /// Property name.
  public var name: String
  /// Current-value or passthrough.
  public var kind: Kind
  /// The subject's `Output` type.
  public var output: String
  /// A current-value subject's initial value text; nil for passthrough subjects.
  public var initialValue: String?
  /// 1-based line of the property.
  public var line: Int

  /// The subject stored in `property`, when its type or initial value names one with a `Never` failure.
  public static func parse(_ property: StoredProperty) -> SubjectProperty? {
    let text = (property.type ?? "") + " " + (property.initialValue ?? "")
    // Only text with a subject type's name right before `<` is lexed (most stored properties are not subjects).
    guard TextScan.containsBytes(text, "Subject<") else { return nil }
    let words = [(Kind.currentValue, "CurrentValueSubject"), (.passthrough, "PassthroughSubject")]
    let tokens = TokenText(text)
    for (kind, word) in words {
      guard let start = tokens.firstMatch([word, "<"]) else { continue }
      let arguments = genericArguments(tokens.text(from: tokens.start(start + 2)))
      guard arguments.count == 2, arguments[1] == "Never" else { return nil }
      var initial: String?
      if kind == .currentValue {
        guard let value = property.initialValue, case let valueTokens = TokenText(value),
          let call = valueTokens.firstMatch([word, "<"])
        else { return nil }
        initial = callArgument(valueTokens.text(from: valueTokens.start(call + 2)))
        guard initial != nil else { return nil }
      }
      return SubjectProperty(
        name: property.name, kind: kind, output: arguments[0], initialValue: initial, line: property.line)
    }
    return nil
  }

  /// The subjects among a view model's stored properties.
  public static func all(of viewModel: ViewModel) -> [SubjectProperty] {
    (viewModel.combine + viewModel.constants).compactMap(parse)
  }

  /// Passthrough subjects the view model subscribes to itself in `init` (`reloadRequests.throttle(…).sink { … }`):
  /// inputs the view pokes, which become actions the view sends. Subject name → action name (the subject's own name
  /// when the short name is taken by a method or property).
  public static func inputs(of viewModel: ViewModel) -> [String: String] {
    inputs(of: viewModel, subjects: all(of: viewModel))
  }

  /// `inputs(of:)` with the view model's `subjects` already found.
  static func inputs(of viewModel: ViewModel, subjects: [SubjectProperty]) -> [String: String] {
    let passthrough = subjects.filter { $0.kind == .passthrough }
    guard !passthrough.isEmpty else { return [:] }
    // Each body is parsed once, whatever the number of subjects.
    let bodies = viewModel.initializers.compactMap(\.body).map { ParsedBody(text: $0).statements }
    var result: [String: String] = [:]
    for subject in passthrough {
      if bodies.contains(where: { subscribes(to: subject.name, in: $0) }) {
        let action = inputActionName(subject.name)
        let taken =
          viewModel.methods.contains { $0.name == action } || viewModel.published.contains { $0.name == action }
        result[subject.name] = taken ? subject.name : action
      }
    }
    return result
  }

  /// The names of `subjects` the view model's initializers subscribe to: a pipeline ending in `.sink` that starts
  /// from one or takes one as an argument (`a.combineLatest(b).sink { … }`), whatever the operators in between.
  static func subscribedInternally(of viewModel: ViewModel, subjects: [SubjectProperty]) -> Set<String> {
    guard !subjects.isEmpty else { return [] }
    let names = Set(subjects.map(\.name))
    var found: Set<String> = []
    func visit(_ statements: [Statement]) {
      for statement in statements {
        let words = statement.headerIndices.map { statement.source.text($0) }
        if zip(words, words.dropFirst()).contains(where: { $0 == "." && $1 == "sink" }) {
          found.formUnion(words.filter(names.contains))
        }
        for block in statement.blocks { visit(block.statements) }
      }
    }
    for body in viewModel.initializers.compactMap(\.body) { visit(ParsedBody(text: body).statements) }
    return found
  }

  /// The action a view sends instead of poking an input subject: `reloadRequests` → `reloadRequested`,
  /// `refreshSubject` → `refresh`, `retryTapped` → `retryTapped`.
  public static func inputActionName(_ name: String) -> String {
    for suffix in ["Requests", "Request"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return name.dropLast(suffix.count) + "Requested"
    }
    for suffix in ["Subject", "Publisher", "Triggers", "Trigger", "Events", "Relay"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// Whether one of `statements` starts with `name` (or `self.name`) and chains into `.sink` through translatable
  /// operators only, at any depth; a chain wrapped over lines (`.throttle(\n  for: …\n)`) is read whole.
  private static func subscribes(to name: String, in statements: [Statement]) -> Bool {
    statements.contains { statement in
      let source = statement.source
      var words = statement.headerIndices.map { source.text($0) }[...]
      if words.starts(with: ["self", "."]) { words = words.dropFirst(2) }
      let chain = Array(words.dropFirst())
      if words.first == name, chain.first == ".", chain.dropFirst().first != "send",
        zip(chain, chain.dropFirst()).contains(where: { $0 == "." && $1 == "sink" }),
        operators(of: chain).allSatisfy(translatableOperators.contains)
      {
        return true
      }
      return statement.blocks.contains { subscribes(to: name, in: $0.statements) }
    }
  }

  /// The operators an input pipeline's action is made from; a pipeline using another (`combineLatest`, `map`) stays
  /// a TODO, so its subject gets no action for `send` to reach.
  package static let translatableOperators: Set<String> = ["throttle", "debounce", "receive", "sink", "store"]

  /// The names called on the chain outside parentheses: `.throttle(…).sink { … }.store(in:)` → throttle, sink, store.
  private static func operators(of chain: [String]) -> [String] {
    var depth = 0
    var names: [String] = []
    for (index, word) in chain.enumerated() {
      switch word {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "." where depth == 0 && index + 1 < chain.count: names.append(chain[index + 1])
      default: break
      }
    }
    return names
  }

  /// `A, B<C, D>>…` (after the `<`) → `["A", "B<C, D>"]`.
  private static func genericArguments(_ text: String) -> [String] {
    var depth = 0
    var current = ""
    var result: [String] = []
    for character in text {
      if character == ">" && depth == 0 {
        result.append(String(LineText.trimmedLines(current)))
        return result
      }
      if LineText.isAny(of: "<([", character) { depth += 1 }
      if LineText.isAny(of: ">)]", character) { depth -= 1 }
      if character == "," && depth == 0 {
        result.append(String(LineText.trimmedLines(current)))
        current = ""
      } else {
        current.append(character)
      }
    }
    return []
  }

  /// The argument of the first call in `text` (`…>(value)`), joined onto one line; nil when empty.
  private static func callArgument(_ text: String) -> String? {
    guard let open = text.firstIndex(of: "(") else { return nil }
    var depth = 0
    var argument = ""
    for character in text[text.index(after: open)...] {
      if LineText.isAny(of: "([{", character) { depth += 1 }
      if LineText.isAny(of: ")]}", character) {
        if depth == 0 { break }
        depth -= 1
      }
      argument.append(character)
    }
    let lines = TextScan.lines(argument).map { String(LineText.trimmed($0)) }.filter { !$0.isEmpty }
    let value = lines.joined(separator: " ")
    return value.isEmpty ? nil : value
  }
}
