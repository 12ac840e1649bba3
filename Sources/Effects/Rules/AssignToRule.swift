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
    "`publisher.assign(to: &$x)` becomes an effect iterating the publisher's `values` and sending `xChanged(value)`; when the publisher only maps other State (`$a.combineLatest($b).map { … }`, `Publishers.CombineLatest`) and no method writes `x`, `x` becomes a computed property of State instead."
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
    guard let assign = links.last, assign.name == "assign", let arguments = assign.arguments else { return false }
    let target = arguments.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    guard target.count == 4, target[0] == "to", target[2] == "&", target[3].hasPrefix("$") else { return false }
    let name = String(target[3].dropFirst())
    guard s.isState(name), let type = s.stateType(name), !isWrittenByMethods(s, name) else { return false }
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
    let mutation = "\\s*(=[^=]|\\+=|-=|\\.(append|insert|remove|removeAll|toggle)\\()"
    let pattern = "(^|[^A-Za-z0-9_.])(self\\??\\.)?\(name)" + mutation
    return s.context.viewModel.methods.contains { method in
      (method.body ?? "").range(of: pattern, options: .regularExpression) != nil
    }
  }
}
