import Analysis
import Lexer
import Proposal

/// The view-model method a `#selector(…)` argument names, with its body: the handler of a selector-based observer
/// (`addObserver(self, selector:…)`) or timer (`Timer.scheduledTimer(…, target: self, selector:…)`).
struct SelectorHandler {
  /// The method's name.
  var method: String
  /// Its body's statements.
  var statements: [Statement]
  /// Its one parameter (the notification, the timer), nil when it takes none.
  var parameter: String?

  /// Whether `statement`'s header has a `#` keyword (`#selector`): checked on token kinds before any text is read,
  /// since every statement without blocks is asked.
  static func mayName(_ statement: Statement) -> Bool {
    statement.headerIndices.contains { statement.source.kind($0) == .poundKeyword }
  }

  /// The method a selector names, from the words after `#selector(`: `tick)` → `tick`, `Self.refresh(_:))` →
  /// `refresh`, `ClockViewModel.tick)` → `tick`.
  static func methodName(_ words: ArraySlice<String>) -> String? {
    var rest = words
    if rest.count > 2, rest.dropFirst().first == "." { rest = rest.dropFirst(2) }
    guard let name = rest.first, let first = name.utf8.first,
      first == 0x5F || ((first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A)
    else { return nil }
    let after = rest.dropFirst()
    guard after.first == ")" || (after.first == "(" && after.contains(")")) else { return nil }
    return name
  }

  /// The handler the words after `#selector(` name, when the view model declares it taking nothing or one value of
  /// `parameterTypes`; nil otherwise.
  static func resolve(_ s: ConversionSession, _ words: ArraySlice<String>, parameterTypes: Set<String>)
    -> SelectorHandler?
  {
    guard let name = methodName(words), let method = s.viewModelMethod(name) else { return nil }
    let statements = ParsedBody(text: method.body ?? "", firstLine: method.bodyLine).statements
    switch method.parameters.count {
    case 0:
      return SelectorHandler(method: name, statements: statements, parameter: nil)
    case 1 where parameterTypes.contains(method.parameters[0].type):
      return SelectorHandler(method: name, statements: statements, parameter: method.parameters[0].name)
    default:
      return nil
    }
  }

  /// The action the handler is, when it is an action method taking nothing (`.refresh`).
  func action(_ s: ConversionSession) -> String? {
    guard parameter == nil, let action = s.context.actionNames[method] else { return nil }
    return ".\(action)"
  }

  /// Records the handler as inlined when it is no action: its body went into the effect or a received case.
  func markInlined(_ s: inout ConversionSession) {
    if s.context.actionNames[method] == nil, !s.inlinedHelpers.contains(method) { s.inlinedHelpers.append(method) }
  }
}
