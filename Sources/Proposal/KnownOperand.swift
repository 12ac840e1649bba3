/// A piece of an expression while a case evaluation reads it: a known value, or a part only a member access or a
/// call completes. Every piece is free of effects: the evaluation gives up on any call it does not know.
enum KnownOperand: Equatable, Sendable {
  /// A known value; `literal` when written as a literal, so its type is still open (`1` may be a `Double`).
  case value(KnownValue, literal: Bool)
  /// A closure literal, never run by the evaluation.
  case closure
  /// `.name` without a base (`.whitespaces`).
  case implicitMember(String)
  /// A name nothing in the case binds: a type, a function, a payload or a dependency (`Stop`, `max`, `now`).
  case name(String)
  /// A value built without effects that the evaluation does not model (`Date(timeIntervalSince1970: 0)`).
  case opaque
  /// A piece Swift does not evaluate here (the other side of `&&`, `??` or a ternary).
  case skipped

  /// The known value, when the piece is one.
  var known: KnownValue? {
    if case .value(let value, _) = self { return value }
    return nil
  }

  /// Whether the piece is a literal (its type still open).
  var isLiteral: Bool {
    if case .value(_, let literal) = self { return literal }
    return false
  }
}

/// The operators and functions a case evaluation applies to known values.
enum KnownOperations {
  /// Binding strength of the binary operators the evaluation knows; nil for others.
  static func precedence(of op: String) -> Int? {
    switch op {
    case "||": return 1
    case "&&": return 2
    case "==", "!=", "<", ">", "<=", ">=": return 3
    case "??": return 4
    case "..<", "...": return 5
    case "+", "-": return 6
    case "*", "/", "%": return 7
    default: return nil
    }
  }

  /// `left op right`; nil when the evaluation does not know the result.
  static func binary(_ op: String, _ left: KnownOperand, _ right: KnownOperand) -> KnownOperand? {
    // The right side Swift did not evaluate: the left side decided.
    if right == .skipped { return ["&&", "||", "??"].contains(op) ? left : nil }
    guard let a = left.known, let b = right.known else { return nil }
    let literal = left.isLiteral && right.isLiteral
    switch (op, a, b) {
    case ("&&", .bool(let x), .bool(let y)): return .value(.bool(x && y), literal: false)
    case ("||", .bool(let x), .bool(let y)): return .value(.bool(x || y), literal: false)
    case ("==", _, _), ("!=", _, _):
      guard let equal = equal(left, right) else { return nil }
      return .value(.bool(op == "==" ? equal : !equal), literal: false)
    case ("+", .string(let x), .string(let y)): return .value(.string(x + y), literal: literal)
    case ("??", .nilValue, _): return right
    case ("??", _, _): return left
    case ("..<", .int(let x), .int(let y)): return x >= y ? .value(.emptyCollection, literal: false) : nil
    case ("...", .int(let x), .int(let y)): return x > y ? .value(.emptyCollection, literal: false) : nil
    case (_, .int(let x), .int(let y)):
      return integer(op, x, y, literal: literal)
    default:
      guard let x = number(left), let y = number(right) else { return nil }
      return floating(op, x, y)
    }
  }

  /// Whether two known values are equal; nil when the evaluation cannot tell.
  static func equal(_ left: KnownOperand, _ right: KnownOperand) -> Bool? {
    guard let a = left.known, let b = right.known else { return nil }
    switch (a, b) {
    case (.nilValue, .structure), (.structure, .nilValue), (.nilValue, .built), (.built, .nilValue): return false
    // The same expression builds equal values; two different ones may too.
    case (.built(let left), .built(let right)): return left == right ? true : nil
    case (.emptyCollection, .elements), (.elements, .emptyCollection): return false
    case (.elements(let left), .elements(let right)):
      return left.count != right.count ? false : left == right ? true : nil
    case (.structure, .structure): return nil
    case (.nilValue, _), (_, .nilValue): return a == b
    case (.int, .double), (.double, .int):
      guard let x = number(left), let y = number(right) else { return nil }
      return x == y
    default:
      // Values of two different kinds are of two different types, which `==` would not compile for.
      return sameKind(a, b) ? a == b : nil
    }
  }

  /// `max(…)`, `min(…)` or `abs(_)` of known numbers; nil for other functions or values.
  static func function(_ name: String, _ arguments: [KnownOperand]) -> KnownOperand? {
    let integers = arguments.compactMap { operand -> Int? in
      if case .value(.int(let value), _) = operand { return value }
      return nil
    }
    let literal = arguments.allSatisfy(\.isLiteral)
    if integers.count == arguments.count, let first = integers.first {
      switch name {
      case "max" where integers.count > 1: return .value(.int(integers.max() ?? first), literal: literal)
      case "min" where integers.count > 1: return .value(.int(integers.min() ?? first), literal: literal)
      case "abs" where integers.count == 1 && first != .min: return .value(.int(abs(first)), literal: literal)
      default: return nil
      }
    }
    let numbers = arguments.compactMap(number)
    guard numbers.count == arguments.count, let first = numbers.first else { return nil }
    switch name {
    case "max" where numbers.count > 1: return .value(.double(numbers.max() ?? first), literal: false)
    case "min" where numbers.count > 1: return .value(.double(numbers.min() ?? first), literal: false)
    case "abs" where numbers.count == 1: return .value(.double(abs(first)), literal: false)
    default: return nil
    }
  }

  /// `!x` or `-x`.
  static func prefix(_ op: String, _ operand: KnownOperand) -> KnownOperand? {
    switch (op, operand.known) {
    case ("!", .bool(let value)): return .value(.bool(!value), literal: false)
    case ("-", .int(let value)) where value != .min: return .value(.int(-value), literal: operand.isLiteral)
    case ("-", .double(let value)): return .value(.double(-value), literal: operand.isLiteral)
    default: return nil
    }
  }

  private static func integer(_ op: String, _ x: Int, _ y: Int, literal: Bool) -> KnownOperand? {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case "+": result = x.addingReportingOverflow(y)
    case "-": result = x.subtractingReportingOverflow(y)
    case "*": result = x.multipliedReportingOverflow(by: y)
    // Two literals divided take their type from the context: `3 / 2` is 1.5 when a `Double` is expected.
    case "/" where !literal: result = x.dividedReportingOverflow(by: y)
    case "%" where !literal: result = x.remainderReportingOverflow(dividingBy: y)
    case "<": return .value(.bool(x < y), literal: false)
    case ">": return .value(.bool(x > y), literal: false)
    case "<=": return .value(.bool(x <= y), literal: false)
    case ">=": return .value(.bool(x >= y), literal: false)
    default: return nil
    }
    return result.overflow ? nil : .value(.int(result.partialValue), literal: literal)
  }

  private static func floating(_ op: String, _ x: Double, _ y: Double) -> KnownOperand? {
    let value: KnownValue
    switch op {
    case "+": value = .double(x + y)
    case "-": value = .double(x - y)
    case "*": value = .double(x * y)
    case "/" where y != 0: value = .double(x / y)
    case "<": value = .bool(x < y)
    case ">": value = .bool(x > y)
    case "<=": value = .bool(x <= y)
    case ">=": value = .bool(x >= y)
    default: return nil
    }
    return .value(value, literal: false)
  }

  /// A `Double`, or an integer literal that takes the `Double` type (a typed `Int` would not compile with one).
  private static func number(_ operand: KnownOperand) -> Double? {
    switch operand {
    case .value(.double(let value), _): return value
    case .value(.int(let value), literal: true): return Double(value)
    default: return nil
    }
  }

  private static func sameKind(_ a: KnownValue, _ b: KnownValue) -> Bool {
    switch (a, b) {
    case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.emptyCollection, .emptyCollection),
      (.emptyDictionary, .emptyDictionary):
      return true
    case (.enumCase(let left, _), .enumCase(let right, _)): return left == right
    default: return false
    }
  }
}
