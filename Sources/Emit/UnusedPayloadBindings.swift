import Analysis
import Proposal

/// Payload names a reducer case binds but no line of code in it reads (the code that used them stays under a TODO
/// as comments): matched without binding, as the compiler asks (`case .reload:` for all unused,
/// `case let .save(item, _):` for some), so the generated code carries no "never used" warning.
enum UnusedPayloadBindings {
  /// `pattern` (`let .name(a, b)`, plain names only; any other pattern as written) without the names `body` does
  /// not read outside comments.
  static func pattern(_ pattern: String, body: [String]) -> String {
    guard pattern.hasPrefix("let ."), pattern.hasSuffix(")"), let open = pattern.firstIndex(of: "(") else {
      return pattern
    }
    let name = pattern[pattern.index(pattern.startIndex, offsetBy: 4)..<open]
    let inner = pattern[pattern.index(after: open)..<pattern.index(before: pattern.endIndex)]
    let names = LineText.split(String(inner), at: 0x2C).map { String(LineText.trimmed($0)) }
    guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(LineText.isIdentifierASCII) }),
      !name.contains("(")
    else { return pattern }
    let code = body.filter { !LineText.trimmed($0).hasPrefix("//") }
    let used = names.map { bound in bound != "_" && code.contains { TextScan.containsWord($0, bound) } }
    if !used.contains(true) { return String(name) }
    if zip(names, used).allSatisfy({ $1 || $0 == "_" }) { return pattern }
    let kept = zip(names, used).map { $1 ? $0 : "_" }
    return "let \(name)(\(kept.joined(separator: ", ")))"
  }
}
