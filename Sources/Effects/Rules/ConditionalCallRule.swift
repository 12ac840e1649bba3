import Lexer
import Proposal

/// Effect rule `conditional-call`: a ternary choosing between two calls, used as a statement.
public struct ConditionalCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "conditional-call" }
  /// Short title.
  public var title: String { "Choosing between two calls" }
  /// What the rule does.
  public var summary: String {
    "`condition ? first() : second()` used as a statement is the same as `if condition { first() } else { second() }`, so each call converts on its own: a helper's or a synchronous action's body is inlined into its branch, a client call starts an effect. A branch that cannot be inlined (a helper that calls itself) stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func toggle() {
            isRunning ? stop() : start()
          }
          func stop() {
            isRunning = false
          }
          private func start() {
            isRunning = true
            elapsed = 0
          }
          """#,
        after: #"""
          case .toggle:
            if state.isRunning {
              // Inlined from `stop`.
              state.isRunning = false
            } else {
              // Inlined from `start`.
              state.isRunning = true
              state.elapsed = 0
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func countDown() {
            count > 0 ? tick() : finish()
          }
          private func tick() {
            count -= 1
            tick()
          }
          private func finish() {
            isRunning = false
          }
          """#,
        after: #"""
          case .countDown:
            if state.count > 0 {
              // TODO(tca-migrate): calls view-model method `tick` inside an expression
              // tick()
            } else {
              // Inlined from `finish`.
              state.isRunning = false
            }
            return .none
          """#, status: .partial),
      // Regression: a returned ternary in a closure became `if return isUp { … } else { … }`.
      EffectExample(
        before: #"""
          func step(isUp: Bool) {
            let next = { (value: Int) -> Int in
              return isUp ? value.advanced(by: 1) : value.advanced(by: -1)
            }
            count = next(count)
          }
          """#,
        after: #"""
          case let .step(isUp):
            let next = { (value: Int) -> Int in
              return isUp ? value.advanced(by: 1) : value.advanced(by: -1)
            }
            state.count = next(state.count)
            return .none
          """#),
    ]
  }
}

extension ConditionalCallRule {
  /// `condition ? first() : second()` used as a statement: the same statement as `if condition { first() } else {
  /// second() }`, so each call converts on its own (inlined helper, action body, client call).
  static func conditionalCallStatements(_ statement: Statement) -> [Statement]? {
    let source = statement.source
    guard statement.blocks.isEmpty else { return nil }
    let header = statement.headerIndices
    // `return c ? f() : g()` hands on a value: it is no statement of two calls.
    if let first = header.first, source.kind(first) == .keyword, !["self", "Self"].contains(source.text(first)) {
      return nil
    }
    var depth = 0
    var question: Int?
    var colon: Int?
    for (offset, index) in header.enumerated() {
      switch source.kind(index) {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .binaryOperator where depth == 0 && source.text(index) == "?":
        guard question == nil else { return nil }
        question = offset
      case .colon where depth == 0 && question != nil && colon == nil: colon = offset
      case .equal where depth == 0: return nil
      default: break
      }
    }
    guard let question, let colon, question > 0, colon > question + 1, colon < header.count - 1 else { return nil }
    let branches = [header[(question + 1)..<colon], header[(colon + 1)...]]
    guard
      branches.allSatisfy({ branch in
        guard let first = branch.first, let last = branch.last else { return false }
        return source.kind(last) == .rightParen && source.kind(first) != .leftParen
      })
    else { return nil }
    let texts = [header[..<question]] + branches
    let parts = texts.map { text in text.first.map { source.text($0..<((text.last ?? $0) + 1)) } ?? "" }
    guard parts.allSatisfy({ !$0.contains(where: \.isNewline) }) else { return nil }
    let text = "if \(parts[0]) { \(parts[1]) } else { \(parts[2]) }"
    let parsed = ParsedBody(text: text, firstLine: source.line(statement.range.lowerBound)).statements
    guard parsed.count == 1, parsed[0].blocks.count == 2,
      parsed[0].blocks.allSatisfy({ $0.statements.count == 1 })
    else { return nil }
    return parsed
  }

  /// `condition ? first() : second()` as a statement, converted as the `if` it stands for.
  static func splitsConditional(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let rewritten = conditionalCallStatements(site.statement) else { return .declined }
    for branch in rewritten { s.renderStatement(branch, depth: site.depth, scope: &scope, into: &writer) }
    return .converted
  }
}
