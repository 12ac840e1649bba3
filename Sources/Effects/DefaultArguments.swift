import Analysis
import Lexer
import Proposal

/// Arguments a service call left to its method's defaults (`analytics.log("checkout")` for
/// `log(_ event: String, _ params: [String: String] = [:])`): a client endpoint is a closure, which has no defaults,
/// so the call writes them out (`analyticsClient.log("checkout", [:])`).
struct DefaultArguments {
  /// Text to write before a token index (just after a call's last argument), with the token's byte offset to know it
  /// is the same body.
  private var pending: [Int: (offset: UInt32, text: String)] = [:]

  /// Records the defaults missing from the call whose `(` is at `open` in `source`, when the written arguments are
  /// the method's first ones in order and every later parameter has a default.
  mutating func note(call open: Int, in source: BodySource, end: Int, method: Method) {
    guard open < end, source.kind(open) == .leftParen else { return }
    let close = StatementParser(source: source).matching(open, end: end)
    guard close > open, source.kind(close) == .rightParen else { return }
    // A trailing closure is an argument after the parentheses: leave such calls as written.
    let after = source.nextSignificant(close + 1, before: end)
    guard after >= end || source.kind(after) != .leftBrace else { return }
    let labels = source.argumentLabels(open: open, close: close)
    guard labels.count < method.parameters.count else { return }
    for (label, parameter) in zip(labels, method.parameters) where label != parameter.label { return }
    let missing = method.parameters[labels.count...]
    guard missing.allSatisfy({ $0.defaultValue != nil }) else { return }
    let written = missing.map { parameter in
      (parameter.label.map { "\($0): " } ?? "") + (parameter.defaultValue ?? "")
    }
    let text = (labels.isEmpty ? "" : ", ") + written.joined(separator: ", ")
    let point = Self.insertionPoint(source, open: open, close: close)
    pending[point] = (source.file.tokens[point].start, text)
  }

  /// Where arguments added to a call go: right after its last argument, so a `)` on a line of its own stays there
  /// (`…\n  ), forceVersion: nil\n)`, not `…\n, forceVersion: nil)`).
  private static func insertionPoint(_ source: BodySource, open: Int, close: Int) -> Int {
    var last = close - 1
    while last > open, source.kind(last).isTrivia { last -= 1 }
    return last + 1
  }

  /// Records `arguments` to write after those of the call whose `(` is at `open` in `source`.
  mutating func append(_ arguments: [String], call open: Int, in source: BodySource, end: Int) {
    guard !arguments.isEmpty, open < end, source.kind(open) == .leftParen else { return }
    let close = StatementParser(source: source).matching(open, end: end)
    guard close > open, source.kind(close) == .rightParen else { return }
    let written = source.nextSignificant(open + 1, before: close) < close
    let text = (written ? ", " : "") + arguments.joined(separator: ", ")
    let point = Self.insertionPoint(source, open: open, close: close)
    pending[point] = (source.file.tokens[point].start, (take(at: point, in: source) ?? "") + text)
  }

  /// The text to write before token `index` of `source`, once.
  mutating func take(at index: Int, in source: BodySource) -> String? {
    guard let entry = pending[index], index < source.file.tokens.count,
      source.file.tokens[index].start == entry.offset
    else { return nil }
    pending[index] = nil
    return entry.text
  }
}
