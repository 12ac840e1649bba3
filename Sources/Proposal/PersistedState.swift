import Analysis
import Foundation

/// State the view model persists by hand: an `init` pipeline `x.dropFirst().sink { UserDefaults.standard.set($0,
/// forKey: "k") }` on a `@Published` property or `CurrentValueSubject` whose initial value reads the same key
/// (`UserDefaults.standard.stringArray(forKey: "k") ?? []`) or is a literal. It becomes `@Shared(.appStorage("k"))`.
public struct PersistedState: Sendable, Equatable {
  /// The property (State field) name.
  public var name: String
  /// The key expression, a string literal with its quotes (`"search.recent"`).
  public var key: String
  /// The default value when nothing is stored: the `??` fallback of the initial read, or the literal.
  public var defaultValue: String

  /// The persisted properties of `viewModel`, by name.
  public static func all(of viewModel: ViewModel) -> [String: PersistedState] {
    var initial: [String: String] = [:]
    for property in viewModel.published { initial[property.name] = property.initialValue }
    for subject in SubjectProperty.all(of: viewModel) where subject.kind == .currentValue {
      initial[subject.name] = subject.initialValue
    }
    var result: [String: PersistedState] = [:]
    for body in viewModel.initializers.compactMap(\.body) {
      for statement in chainedStatements(body) {
        guard let (name, key) = persistence(statement), let value = initial[name],
          let fallback = defaultValue(value, key: key)
        else { continue }
        result[name] = PersistedState(name: name, key: key, defaultValue: fallback)
      }
    }
    return result
  }

  /// `x.dropFirst().sink { UserDefaults.standard.set($0, forKey: "k") }…` → (`x`, `"k"`).
  public static func persistence(_ statement: String) -> (name: String, key: String)? {
    let compact = LineText.withoutWhitespace(statement)
    var text = Substring(compact)
    if text.hasPrefix("self.") { text = text.dropFirst(5) }
    if text.hasPrefix("$") { text = text.dropFirst() }
    let name = String(LineText.identifierPrefix(text))
    guard !name.isEmpty else { return nil }
    text = text.dropFirst(name.count)
    var sawDropFirst = false
    while !text.hasPrefix(".sink{") {
      if text.hasPrefix(".dropFirst()") {
        sawDropFirst = true
        text = text.dropFirst(".dropFirst()".count)
      } else if text.hasPrefix(".removeDuplicates()") {
        text = text.dropFirst(".removeDuplicates()".count)
      } else if text.hasPrefix(".receive(on:"), let close = text.firstIndex(of: ")") {
        text = text[text.index(after: close)...]
      } else {
        return nil
      }
    }
    guard sawDropFirst else { return nil }
    text = text.dropFirst(".sink{".count)
    if text.hasPrefix("[weakself]") { text = text.dropFirst("[weakself]".count) }
    var value = "$0"
    let position = compact.utf8.count - text.utf8.count
    if let offset = userDefaultsOffsets(in: statement).first(where: { $0 >= position }) {
      let open = compact.utf8.index(compact.utf8.startIndex, offsetBy: offset)
      if text[..<open].hasSuffix("in") {
        value = String(text[..<open].dropLast(2))
        text = text[open...]
      }
    }
    let call = "UserDefaults.standard.set(\(value),forKey:"
    guard text.hasPrefix(call) else { return nil }
    text = text.dropFirst(call.count)
    guard text.hasPrefix("\""), let end = text.dropFirst().firstIndex(of: "\"") else { return nil }
    let key = String(text[text.startIndex...end])
    let rest = text[text.index(after: end)...]
    guard rest.hasPrefix(")}") else { return nil }
    let tail = rest.dropFirst(2)
    guard tail.isEmpty || (tail.hasPrefix(".store(in:&") && tail.hasSuffix(")")) else { return nil }
    return (name, key)
  }

  /// Where each `UserDefaults` token of `statement` starts in the statement with its whitespace removed (UTF-8).
  static func userDefaultsOffsets(in statement: String) -> [Int] {
    let tokens = TokenText(statement)
    var offsets: [Int] = []
    var compactLength = 0
    for index in 0..<tokens.count {
      if tokens.isText(index, "UserDefaults") { offsets.append(compactLength) }
      compactLength += LineText.withoutWhitespace(tokens.text(index)).utf8.count
    }
    return offsets
  }

  /// The fallback of `UserDefaults.standard.x(forKey: key) ?? fallback`, or a literal initial value.
  static func defaultValue(_ value: String, key: String) -> String? {
    let compact = LineText.withoutWhitespace(value)
    if compact.hasPrefix("UserDefaults.standard."), TextScan.containsBytes(compact, "(forKey:\(key))??"),
      case let tokens = TokenText(value), let fallback = tokens.lastMatch(["??"])
    {
      return String(LineText.trimmedLines(tokens.text(from: tokens.start(fallback + 1))))
    }
    let literal =
      compact == "[]" || compact == "\"\"" || compact == "true" || compact == "false"
      || compact == "nil" || Double(compact) != nil
    return literal ? String(LineText.trimmed(value)) : nil
  }

  /// The top-level statements of `body` as written, comments left out: a chain wrapped over several lines, its
  /// closures and their arguments included, is one statement.
  static func chainedStatements(_ body: String) -> [String] {
    ParsedBody(text: body).statements.filter { !$0.isComment }.map { $0.source.text($0.range) }
  }
}
