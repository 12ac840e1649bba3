import Foundation
import Lexer
import Proposal

extension ConversionSession {
  /// `Publishers.CombineLatest($a, $b).map { a, b in … }.assign(to: &$c)` (also `$a.combineLatest($b)`, `$a.map`,
  /// a State subject's `.map`, with `removeDuplicates`/`receive(on:)`): `c` only mirrors other State, so it becomes
  /// a computed property of State whose body is the closure's. False when the pipeline has another shape.
  mutating func derivedState(_ statement: Statement, root: String, links: [ChainLink]) -> Bool {
    let source = statement.source
    guard let assign = links.last, assign.name == "assign", let arguments = assign.arguments else { return false }
    let target = arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    guard target.count == 4, target[0] == "to", target[2] == "&", target[3].hasPrefix("$") else { return false }
    let name = String(target[3].dropFirst())
    guard isState(name), let type = stateType(name), !isWrittenByMethods(name) else { return false }
    var sources: [String] = []
    var rest = Array(links.dropLast())
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
    } else if context.stateSubjects.contains(root) {
      sources.append(root)
    } else {
      return false
    }
    if let combine = rest.first, combine.name == "combineLatest", let combined = combine.arguments {
      sources += published(in: combined)
      rest.removeFirst()
    }
    guard !sources.isEmpty, sources.allSatisfy({ isState($0) && $0 != name }) else { return false }
    let maps = rest.filter { $0.name == "map" }
    guard maps.count == 1, let block = maps[0].block,
      rest.allSatisfy({ ["map", "removeDuplicates", "receive"].contains($0.name) })
    else { return false }
    var parameters: [String] = []
    if let signature = block.signature {
      var bracket = 0
      for i in signature {
        if source.kind(i) == .leftBracket { bracket += 1 }
        if source.kind(i) == .rightBracket { bracket -= 1 }
        if bracket == 0, source.kind(i) == .identifier { parameters.append(source.text(i)) }
      }
      guard parameters.count == sources.count else { return false }
    }
    var text = ""
    var depth = 0
    let start = block.signature.map { $0.upperBound + 1 } ?? block.open + 1
    for i in start..<block.close {
      let kind = source.kind(i)
      if kind == .leftBrace { depth += 1 }
      if kind == .rightBrace { depth -= 1 }
      if depth == 0, block.signature == nil, kind == .dollarIdentifier, source.text(i) == "$0", sources.count == 1 {
        text += context.identifiedArrays.contains(sources[0]) ? "Array(\(sources[0]))" : sources[0]
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
      context.identifiedArrays.contains(field)
        ? "let \(parameter) = Array(self.\(field))" : "let \(parameter) = self.\(field)"
    }
    derived.append(DerivedState(name: name, type: type, body: locals + body))
    translatedStatements += 1
    return true
  }

  /// Whether some method of the view model assigns or mutates `name` (then it cannot become a computed property).
  func isWrittenByMethods(_ name: String) -> Bool {
    let mutation = "\\s*(=[^=]|\\+=|-=|\\.(append|insert|remove|removeAll|toggle)\\()"
    let pattern = "(^|[^A-Za-z0-9_.])(self\\??\\.)?\(name)" + mutation
    return context.viewModel.methods.contains { method in
      (method.body ?? "").range(of: pattern, options: .regularExpression) != nil
    }
  }
}
