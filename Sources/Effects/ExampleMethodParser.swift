import Analysis
import Lexer

/// Reads `func`/`init` declarations from example source into `Method` values (for rule examples and tests).
public enum ExampleMethodParser {
  /// Every `func`/`init` declared at the top level of `source`, in order.
  public static func methods(in source: String) -> [Method] {
    methods(in: source, nested: false)
  }

  /// Every `func`/`init` declared in `source`; with `nested`, also those inside types.
  public static func methods(in source: String, nested: Bool) -> [Method] {
    let file = SourceFile(text: source)
    let tokens = file.tokens
    let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
    var methods: [Method] = []
    var position = 0
    var depth = 0
    while position < significant.count {
      let index = significant[position]
      let kind = tokens[index].kind
      let text = file.text(of: tokens[index])
      if kind == .leftBrace { depth += 1 }
      if kind == .rightBrace { depth -= 1 }
      if depth == 0 || nested, kind == .keyword, text == "func" || text == "init",
        let method = parseMethod(file, significant, at: position)
      {
        methods.append(method.method)
        position = method.next
        continue
      }
      position += 1
    }
    return methods
  }

  private static func parseMethod(_ file: SourceFile, _ significant: [Int], at start: Int) -> (
    method: Method, next: Int
  )? {
    let tokens = file.tokens
    func text(_ position: Int) -> String { file.text(of: tokens[significant[position]]) }
    var access: String?
    var back = start - 1
    while back >= 0, ["private", "fileprivate", "public", "internal", "@MainActor", "static"].contains(text(back)) {
      if ["private", "fileprivate", "public", "internal"].contains(text(back)) { access = text(back) }
      back -= 1
    }
    var p = start
    let isInit = text(p) == "init"
    let name = isInit ? "init" : text(p + 1)
    p += isInit ? 1 : 2
    var genericParameters: String?
    if p < significant.count, text(p) == "<" {
      var close = p
      var angles = 0
      while close < significant.count {
        if text(close) == "<" { angles += 1 }
        if text(close) == ">" { angles -= 1 }
        if angles == 0 { break }
        close += 1
      }
      guard close < significant.count else { return nil }
      genericParameters = file.text(in: Int(tokens[significant[p]].start)..<Int(tokens[significant[close]].end))
      p = close + 1
    }
    guard p < significant.count, text(p) == "(" else { return nil }
    var parameters: [Parameter] = []
    var depth = 0
    var current: [Int] = []
    while p < significant.count {
      let word = text(p)
      if word == "(" || word == "[" || word == "<" { depth += 1 }
      if word == ")" || word == "]" || word == ">" { depth -= 1 }
      if depth == 0 || (depth == 1 && word == ",") {
        if let parameter = parameter(file, significant, current) { parameters.append(parameter) }
        current = []
        if depth == 0 { break }
      } else if !(depth == 1 && word == "(" && current.isEmpty && parameters.isEmpty) {
        current.append(p)
      }
      p += 1
    }
    p += 1
    var isAsync = false
    var isThrowing = false
    var returnType: String?
    while p < significant.count, text(p) != "{" {
      if ["func", "var", "let", "init", "case", "}", "static", "subscript", "@"].contains(text(p)) { return nil }
      if text(p) == "async" { isAsync = true }
      if text(p) == "throws" { isThrowing = true }
      if text(p) == "->" {
        var end = p + 1
        while end < significant.count, text(end) != "{" {
          if ["func", "var", "let", "init", "case", "}", "static"].contains(text(end)) { return nil }
          end += 1
        }
        let range = Int(tokens[significant[p + 1]].start)..<Int(tokens[significant[end - 1]].end)
        returnType = file.text(in: range)
        p = end
        break
      }
      p += 1
    }
    guard p < significant.count else { return nil }
    let open = significant[p]
    var close = p
    depth = 0
    while close < significant.count {
      let kind = tokens[significant[close]].kind
      if kind == .leftBrace { depth += 1 }
      if kind == .rightBrace {
        depth -= 1
        if depth == 0 { break }
      }
      close += 1
    }
    guard close < significant.count else { return nil }
    let body = file.text(in: Int(tokens[open].end)..<Int(tokens[significant[close]].start))
    var method = Method(
      name: name, line: file.location(of: tokens[significant[start]]).line, isAsync: isAsync, throws: isThrowing,
      parameters: parameters, returnType: returnType, access: access, body: body,
      bodyLine: file.location(of: tokens[open]).line)
    method.genericParameters = genericParameters
    return (method, close + 1)
  }

  private static func parameter(_ file: SourceFile, _ significant: [Int], _ positions: [Int]) -> Parameter? {
    let words = positions.map { file.text(of: file.tokens[significant[$0]]) }
    guard let colon = words.firstIndex(of: ":"), colon >= 1 else { return nil }
    let name = words[colon - 1]
    let label: String? = colon >= 2 ? (words[colon - 2] == "_" ? nil : words[colon - 2]) : name
    let equals = words.firstIndex(of: "=") ?? words.count
    guard colon + 1 < equals else { return nil }
    let typeRange =
      Int(
        file.tokens[significant[positions[colon + 1]]].start)..<Int(file.tokens[significant[positions[equals - 1]]].end)
    var defaultValue: String?
    if equals < words.count - 1 {
      let range =
        Int(file.tokens[significant[positions[equals + 1]]].start)..<Int(file.tokens[significant[positions.last!]].end)
      defaultValue = file.text(in: range)
    }
    return Parameter(label: label, name: name, type: file.text(in: typeRange), defaultValue: defaultValue)
  }
}
