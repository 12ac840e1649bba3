import Lexer

/// The argument labels of the calls a body makes to overloaded methods of one receiver (`auth.login(ssoToken: t)` →
/// `login` → `[["ssoToken"]]`), so a client keeps the overloads that are called.
struct OverloadCalls {
  /// Method name → the labels of each call (nil for an unlabeled argument).
  private(set) var labels: [String: [[String?]]] = [:]

  /// Reads the calls `receiver.name(…)` in `body` for each of `names`.
  init(receiver: String, names: Set<String>, in body: String) {
    guard !names.isEmpty else { return }
    let file = SourceFile(text: body)
    let tokens = file.tokens.filter { !$0.kind.isTrivia }
    let texts = tokens.map { file.text(of: $0) }
    var index = 0
    while index + 3 < tokens.count {
      defer { index += 1 }
      guard texts[index] == receiver, tokens[index + 1].kind == .period, names.contains(texts[index + 2]),
        tokens[index + 3].kind == .leftParen
      else { continue }
      labels[texts[index + 2], default: []].append(Self.labels(tokens, texts, open: index + 3))
    }
  }

  /// The label of each top-level argument of the call whose `(` is at `open`.
  private static func labels(_ tokens: [Token], _ texts: [String], open: Int) -> [String?] {
    var result: [String?] = []
    var depth = 0
    var start = open + 1
    for index in open..<tokens.count {
      switch tokens[index].kind {
      case .leftParen, .leftBracket, .leftBrace: depth += 1
      case .rightParen, .rightBracket, .rightBrace: depth -= 1
      default: break
      }
      let ends = (depth == 1 && tokens[index].kind == .comma) || depth == 0
      guard ends else { continue }
      if start < index {
        let labeled = start + 1 < index && tokens[start + 1].kind == .colon
        result.append(labeled ? texts[start] : nil)
      }
      start = index + 1
      if depth == 0 { break }
    }
    return result
  }
}
