import Lexer

/// One expression of a translated reducer case, read over its statement's significant tokens and evaluated from the
/// values the case knows; it gives up (nil) on anything it does not model.
struct KnownExpression {
  /// The case's tokens.
  let source: BodySource
  /// The significant token indices to read (a block stands for itself by its `{` and `}`).
  let tokens: [Int]
  /// The offset in `tokens` of the next token to read.
  private(set) var position: Int
  /// The structs a memberwise call may build.
  let structures: KnownStructures
  /// The value a name the case binds (`state`, a local) holds; nil for names it does not bind.
  let lookup: (String) -> KnownOperand?
  /// How deeply the expression being read is nested; past `maximumNesting` the reader gives up rather than recurse.
  private var nesting = 0
  /// The deepest nesting read (a hostile `((((…))))` would otherwise exhaust the stack).
  static let maximumNesting = 64

  /// A reader of `tokens` from offset `position`.
  init(
    source: BodySource, tokens: [Int], position: Int = 0, structures: KnownStructures,
    lookup: @escaping (String) -> KnownOperand?
  ) {
    self.source = source
    self.tokens = tokens
    self.position = position
    self.structures = structures
    self.lookup = lookup
  }

  /// Whether every token was read.
  var atEnd: Bool { position >= tokens.count }

  /// The value of the whole token list, when it is one known expression.
  static func evaluate(
    _ tokens: [Int], in source: BodySource, structures: KnownStructures, lookup: @escaping (String) -> KnownOperand?
  ) -> KnownOperand? {
    var reader = KnownExpression(source: source, tokens: tokens, structures: structures, lookup: lookup)
    guard let value = reader.expression(live: true), reader.atEnd else { return nil }
    return value
  }

  /// Reads an expression (up to a `,`, `)`, `:` or the end); `live` false reads it without evaluating it, as Swift
  /// skips the other side of `&&`, `||`, `??` and a ternary.
  mutating func expression(live: Bool) -> KnownOperand? {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting, let condition = binary(above: 0, live: live) else { return nil }
    guard isText(position, "?"), kind(position) == .binaryOperator else { return condition }
    position += 1
    let chosen: Bool?
    if case .value(.bool(let value), _) = condition { chosen = value } else { chosen = nil }
    if live && chosen == nil { return nil }
    guard let whenTrue = expression(live: live && chosen == true), kind(position) == .colon else { return nil }
    position += 1
    guard let whenFalse = expression(live: live && chosen == false) else { return nil }
    guard live else { return .skipped }
    return chosen == true ? whenTrue : whenFalse
  }

  private mutating func binary(above minimum: Int, live: Bool) -> KnownOperand? {
    guard var left = prefixed(live: live) else { return nil }
    while kind(position) == .binaryOperator, case let op = text(position), op != "?" {
      guard let strength = KnownOperations.precedence(of: op) else { return nil }
      guard strength > minimum else { break }
      position += 1
      // Swift evaluates the right side only when the left side does not decide.
      let evaluatesRight: Bool
      switch op {
      case "&&": evaluatesRight = left.known == .bool(true)
      case "||": evaluatesRight = left.known == .bool(false)
      case "??": evaluatesRight = left.known == KnownValue.nilValue
      default: evaluatesRight = true
      }
      // `??` groups to the right.
      guard let right = binary(above: op == "??" ? strength - 1 : strength, live: live && evaluatesRight) else {
        return nil
      }
      guard live else { continue }
      let typedLeft = Self.typed(left, like: right, among: structures)
      let typedRight = Self.typed(right, like: left, among: structures)
      guard let combined = KnownOperations.binary(op, typedLeft, evaluatesRight ? typedRight : .skipped) else {
        return nil
      }
      left = combined
    }
    return live ? left : .skipped
  }

  /// `.name` as a case of the enum `other` holds a case of (`state.rate == .normal`).
  static func typed(_ operand: KnownOperand, like other: KnownOperand, among structures: KnownStructures)
    -> KnownOperand
  {
    guard case .implicitMember = operand, case .enumCase(let type, _) = other.known,
      let value = structures.value(of: operand, as: type)
    else { return operand }
    return .value(value, literal: false)
  }

  private mutating func prefixed(live: Bool) -> KnownOperand? {
    guard kind(position) == .prefixOperator else { return postfixed(live: live) }
    let op = text(position)
    position += 1
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting, let operand = prefixed(live: live) else { return nil }
    return live ? KnownOperations.prefix(op, operand) : .skipped
  }

  private mutating func postfixed(live outerLive: Bool) -> KnownOperand? {
    guard var operand = primary(live: outerLive) else { return nil }
    var live = outerLive
    var chainedNil = false
    while !atEnd {
      switch kind(position) {
      case .period:
        guard position + 1 < tokens.count else { return nil }
        let name = text(position + 1)
        position += 2
        if kind(position) == .leftParen || kind(position) == .leftBrace {
          guard let arguments = arguments(live: live) else { return nil }
          guard live else { continue }
          guard let result = KnownMembers.call(name, on: operand, arguments, structures: structures) else {
            return nil
          }
          operand = result
        } else if live {
          guard let result = KnownMembers.property(name, of: operand, structures: structures) else { return nil }
          operand = result
        }
      case .questionMark where kind(position + 1) == .period:
        position += 1
        // `a?.b…` is nil, and the rest of the chain not evaluated, when `a` is nil.
        if live, operand.known == KnownValue.nilValue {
          chainedNil = true
          live = false
        }
      case .exclamationMark:
        position += 1
        // A force unwrap of nil traps.
        if live, operand.known == KnownValue.nilValue { return nil }
      case .leftParen:
        guard let arguments = arguments(live: live) else { return nil }
        guard live else { continue }
        guard let result = KnownMembers.call(operand, arguments, structures: structures) else { return nil }
        operand = result
      default:
        return chainedNil ? .value(.nilValue, literal: false) : (live ? operand : .skipped)
      }
    }
    return chainedNil ? .value(.nilValue, literal: false) : (live ? operand : .skipped)
  }

  private mutating func primary(live: Bool) -> KnownOperand? {
    guard !atEnd else { return nil }
    let word = text(position)
    let start = position
    position += 1
    switch kind(start) {
    case .integerLiteral:
      return Self.integer(word).map { .value(.int($0), literal: true) }
    case .floatLiteral:
      return Self.floating(word).map { .value(.double($0), literal: true) }
    case .stringOpen:
      return string(opener: word)
    case .keyword:
      switch word {
      case "true": return .value(.bool(true), literal: true)
      case "false": return .value(.bool(false), literal: true)
      case "nil": return .value(.nilValue, literal: true)
      case "self": return lookup(word)
      default: return nil
      }
    case .identifier:
      return lookup(word) ?? .name(word)
    case .leftParen:
      guard let inner = expression(live: live), kind(position) == .rightParen else { return nil }
      position += 1
      return inner
    case .leftBracket:
      if kind(position) == .rightBracket {
        position += 1
        return .value(.emptyCollection, literal: true)
      }
      guard kind(position) == .colon, kind(position + 1) == .rightBracket else { return nil }
      position += 2
      return .value(.emptyDictionary, literal: true)
    case .prefixPeriod:
      guard kind(position) == .identifier else { return nil }
      position += 1
      return .implicitMember(text(position - 1))
    case .leftBrace:
      return skipClosure(from: start) ? .closure : nil
    default:
      return nil
    }
  }

  /// A plain one-line string literal without escapes or interpolation.
  private mutating func string(opener: String) -> KnownOperand? {
    guard opener == "\"" else { return nil }
    var value = ""
    if kind(position) == .stringSegment {
      value = text(position)
      guard !value.utf8.contains(UInt8(ascii: "\\")) else { return nil }
      position += 1
    }
    guard kind(position) == .stringClose else { return nil }
    position += 1
    return .value(.string(value), literal: true)
  }

  /// `(label: value, …)` and trailing closures, read as the call's arguments.
  private mutating func arguments(live: Bool) -> [KnownArgument]? {
    var result: [KnownArgument] = []
    if kind(position) == .leftParen {
      position += 1
      while kind(position) != .rightParen {
        var label: String?
        if kind(position) == .identifier || kind(position) == .keyword, kind(position + 1) == .colon {
          label = text(position)
          position += 2
        }
        guard let value = expression(live: live) else { return nil }
        result.append(KnownArgument(label: label, value: value))
        if kind(position) == .comma {
          position += 1
        } else if kind(position) != .rightParen {
          return nil
        }
      }
      position += 1
    }
    while kind(position) == .leftBrace {
      position += 1
      guard skipClosure(from: position - 1) else { return nil }
      result.append(KnownArgument(label: nil, value: .closure))
    }
    return result
  }

  /// Steps over a closure's `}` (its insides are not among the tokens).
  private mutating func skipClosure(from open: Int) -> Bool {
    guard kind(open + 1) == .rightBrace else { return false }
    position = open + 2
    return true
  }

  private func kind(_ offset: Int) -> TokenKind? {
    offset < tokens.count ? source.kind(tokens[offset]) : nil
  }

  private func text(_ offset: Int) -> String { offset < tokens.count ? source.text(tokens[offset]) : "" }

  private func isText(_ offset: Int, _ word: String) -> Bool { offset < tokens.count && text(offset) == word }

  /// A decimal integer literal's value (`1_000`); nil for other bases or one that overflows.
  static func integer(_ text: String) -> Int? {
    let digits = text.filter { $0 != "_" }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }

  /// A decimal floating-point literal's value (`0.5`, `1e3`); nil for a hexadecimal one.
  static func floating(_ text: String) -> Double? {
    let digits = text.filter { $0 != "_" }
    guard digits.first?.isNumber == true, !digits.contains(where: { $0 == "x" || $0 == "X" }) else { return nil }
    return Double(digits)
  }
}

/// One argument of a call: its label and value.
struct KnownArgument: Equatable, Sendable {
  /// The argument label; nil when unlabeled.
  var label: String?
  /// The argument's value.
  var value: KnownOperand
}
