import Analysis
import Foundation

/// Decides, from a feature's initial State, whether a reducer case can leave through an early `return` before it
/// reaches its effect, so a generated test only expects responses that will arrive.
public struct EarlyExitCheck: Sendable {
  /// Each State field's initial value as written (`false`, `[]`, `nil`); absent when unknown.
  public var initialValues: [String: String]

  /// A check against `proposal`'s default initial State (optional fields without a default start as `nil`).
  public init(proposal: FeatureProposal) {
    var values: [String: String] = [:]
    for field in proposal.state where field.wrapper == .plain || field.wrapper == .presents {
      if let value = field.defaultValue {
        values[field.name] = String(LineText.trimmed(value))
      } else if field.wrapper == .presents || field.type.map(TypeText.isOptional) == true {
        values[field.name] = "nil"
      }
    }
    initialValues = values
  }

  /// Whether the body, run from the initial State, reaches its first `.run` (false when it may return first).
  public func reachesEffect(_ body: [String]) -> Bool {
    guard let run = body.firstIndex(where: { TextScan.containsBytes($0, ".run") }) else { return false }
    var header: String?
    for line in body[..<run] {
      let trimmed = String(LineText.trimmed(line))
      if trimmed.hasPrefix("//") { continue }
      if !line.hasPrefix(" ") && !line.hasPrefix("\t") { header = trimmed }
      guard trimmed.hasPrefix("return ") || TextScan.containsBytes(trimmed, "{ return ") else { continue }
      guard let header, skipsItsExit(header) else { return false }
    }
    return true
  }

  /// Whether the `guard`/`if` line `header` lets the initial State pass without running its `return`.
  func skipsItsExit(_ header: String) -> Bool {
    let tokens = TokenText(header)
    if header.hasPrefix("guard "), let end = tokens.lastMatch([" ", "else", " ", "{"]) {
      let conditions = Self.conditions(tokens.text(6, tokens.start(end)))
      return conditions.allSatisfy { evaluate($0) == true }
    }
    if header.hasPrefix("if "), let end = tokens.firstMatch([" ", "{"]) {
      let conditions = Self.conditions(tokens.text(3, tokens.start(end)))
      return conditions.contains { evaluate($0) == false }
    }
    return false
  }

  /// The value of one condition in the initial State, or nil when it cannot tell.
  func evaluate(_ condition: String) -> Bool? {
    var text = String(LineText.trimmed(condition))
    if text.hasPrefix("let "), case let tokens = TokenText(text), let equals = tokens.firstMatch([" ", "=", " "]) {
      return field(tokens.text(from: tokens.start(equals + 3))).map { value in value != "nil" }
    }
    var negated = false
    if text.hasPrefix("!") {
      negated = true
      text.removeFirst()
    }
    let result: Bool?
    if text.hasSuffix(".isEmpty"), let value = field(String(text.dropLast(".isEmpty".count))) {
      result = ["[]", "\"\"", "[:]"].contains(value) ? true : nil
    } else if text.hasSuffix(" == nil"), let value = field(String(text.dropLast(" == nil".count))) {
      result = value == "nil"
    } else if text.hasSuffix(" != nil"), let value = field(String(text.dropLast(" != nil".count))) {
      result = value != "nil"
    } else if let value = field(text), value == "true" || value == "false" {
      result = value == "true"
    } else {
      result = nil
    }
    return result.map { negated ? !$0 : $0 }
  }

  /// The initial value of `state.name`, when the expression is exactly that.
  private func field(_ expression: String) -> String? {
    let text = String(LineText.trimmed(expression))
    guard text.hasPrefix("state.") else { return nil }
    let name = String(text.dropFirst("state.".count))
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return initialValues[name]
  }

  /// Top-level comma-separated conditions.
  static func conditions(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    for character in text {
      if character == "\"" { inString.toggle() }
      if !inString {
        if LineText.isAny(of: "([{", character) { depth += 1 }
        if LineText.isAny(of: ")]}", character) { depth -= 1 }
        if character == ",", depth == 0 {
          parts.append(current)
          current = ""
          continue
        }
      }
      current.append(character)
    }
    parts.append(current)
    return parts
  }
}
