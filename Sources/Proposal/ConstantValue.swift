import Analysis
import Foundation
import Lexer

/// The expression a view model's `let` constant can be replaced with where the constant does not exist (a reducer,
/// a computed State property).
public enum ConstantValue {
  /// The inlinable expression for `property`: a one-token literal, or a short pure initializer (parenthesized
  /// unless it is a postfix chain); nil for `var`s, subjects, `self`, `UUID()`/`Date()` and closures.
  public static func inlined(_ property: StoredProperty, limit: Int = 80) -> String? {
    guard property.isLet, let value = property.initialValue, !TextScan.containsBytes(value, "Subject") else {
      return nil
    }
    let file = SourceFile(text: value)
    let significant = file.tokens.filter { !$0.kind.isTrivia }
    guard significant.count == 1 else {
      let words = significant.map { file.text(of: $0) }
      // A value wrapped over lines (`=` then the call on the next, `?? "x"` on its own) is the same expression on one.
      var trimmed = ""
      for (index, token) in significant.enumerated() {
        // A member access wrapped onto its own line (`Calendar` / `.current`) joins its base; `?? .none` keeps
        // its space.
        let joinsBase =
          token.kind == .period
          || (token.kind == .prefixPeriod && index > 0
            && [.identifier, .rightParen, .rightBracket].contains(significant[index - 1].kind))
        let hugsBracket =
          index > 0 && [.leftParen, .leftBracket].contains(significant[index - 1].kind)
          || [.rightParen, .rightBracket, .comma].contains(token.kind)
        if index > 0 && token.start != significant[index - 1].end && !joinsBase && !hugsBracket { trimmed += " " }
        trimmed += file.text(of: token)
      }
      let isPure =
        !words.contains("self") && !words.contains("UUID") && !words.contains("Date")
        && trimmed.count <= limit && !significant.contains { $0.kind == .leftBrace }
      guard isPure else { return nil }
      let isPostfixChain = significant.allSatisfy { postfixChainKinds.contains($0.kind) }
      return isPostfixChain ? trimmed : "(" + trimmed + ")"
    }
    switch significant[0].kind {
    case .integerLiteral, .floatLiteral, .regexLiteral, .identifier: return file.text(of: significant[0])
    case .keyword where ["true", "false", "nil"].contains(file.text(of: significant[0])):
      return file.text(of: significant[0])
    default: return nil
    }
  }

  /// The inlinable expression for `viewModel`'s constant `name`, unless an initializer configures it after
  /// creating it (`formatter.dateStyle = .medium`), or, when `pure`, it reads shared mutable stores (`UserDefaults`).
  public static func inlined(_ name: String, in viewModel: ViewModel, pure: Bool = false, limit: Int = 80) -> String? {
    guard let property = (viewModel.constants + viewModel.combine).first(where: { $0.name == name }),
      let value = inlined(property, limit: limit)
    else { return nil }
    let file = SourceFile(text: value)
    if pure && !Set(file.tokens.map { file.text(of: $0) }).isDisjoint(with: sharedStores) { return nil }
    let configured = viewModel.initializers.contains { usesMembers(of: name, in: $0.body ?? "") }
    return configured ? nil : value
  }

  /// Whether `text` (an initializer's body) configures `name`: a statement that starts with it (`name.x = …`,
  /// `self.name.f()`) outside closures that bind a parameter of that name (`{ a, name -> Bool in name.count > 2 }`
  /// reads the parameter). A read inside an expression (`let today = name.startOfDay(for: now)`) configures nothing.
  private static func usesMembers(of name: String, in text: String) -> Bool {
    let file = SourceFile(text: text)
    let significant = file.tokens.filter { !$0.kind.isTrivia }
    // For each open brace, whether its closure binds `name`.
    var shadows: [Bool] = []
    for index in significant.indices.dropLast() {
      let kind = significant[index].kind
      if kind == .leftBrace {
        shadows.append(bindsParameter(name, afterBrace: index, in: significant, file: file))
      } else if kind == .rightBrace {
        if !shadows.isEmpty { shadows.removeLast() }
      } else if kind == .identifier, !shadows.contains(true), file.text(of: significant[index]) == name,
        significant[index + 1].kind == .period
      {
        var first = index
        if index >= 2, significant[index - 1].kind == .period, file.text(of: significant[index - 2]) == "self" {
          first = index - 2
        }
        let startsStatement =
          first == 0 || significant[first].flags.contains(.atStartOfLine)
          || [.leftBrace, .rightBrace, .semicolon].contains(significant[first - 1].kind)
        if startsStatement { return true }
      }
    }
    return false
  }

  /// Whether the closure opened at `open` declares `name` in its signature (`{ name in`, `{ (a, name) -> T in`).
  private static func bindsParameter(_ name: String, afterBrace open: Int, in tokens: [Token], file: SourceFile)
    -> Bool
  {
    var index = open + 1
    var found = false
    while index < tokens.count {
      let text = file.text(of: tokens[index])
      if text == "in" { return found }
      switch tokens[index].kind {
      case .identifier, .wildcard, .comma, .leftParen, .rightParen, .arrow, .colon, .questionMark, .period:
        if text == name { found = true }
      default:
        return false
      }
      index += 1
    }
    return false
  }

  private static let sharedStores: Set<String> = [
    "UserDefaults", "FileManager", "ProcessInfo", "NotificationCenter", "Keychain", "random", "shared",
  ]

  /// `text` with each read of the member `name` (bare or `self.name`, not a member of another value) replaced by
  /// `expression`.
  public static func substituting(_ name: String, with expression: String, in text: String) -> String {
    let file = SourceFile(text: text)
    var output = ""
    var skipped = 0
    var previous: Token?
    for (offset, token) in file.tokens.enumerated() {
      if offset < skipped { continue }
      let word = file.text(of: token)
      let afterDot = previous.map { $0.kind == .period || $0.kind == .prefixPeriod } ?? false
      if token.kind == .keyword, word == "self", !afterDot, offset + 2 < file.tokens.count,
        file.tokens[offset + 1].kind == .period, file.text(of: file.tokens[offset + 2]) == name
      {
        output += expression
        skipped = offset + 3
        previous = file.tokens[offset + 2]
        continue
      }
      output += token.kind == .identifier && word == name && !afterDot ? expression : word
      if !token.kind.isTrivia { previous = token }
    }
    return output
  }

  private static let postfixChainKinds: Set<TokenKind> = [
    .identifier, .period, .leftParen, .rightParen, .comma, .colon, .integerLiteral, .stringOpen, .stringSegment,
    .stringClose, .prefixPeriod, .floatLiteral, .regexLiteral,
  ]
}
