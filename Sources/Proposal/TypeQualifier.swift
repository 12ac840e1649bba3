import Analysis
import Lexer

/// Qualifies types a view model names from an enclosing namespace (`SortOrder` in `enum CountriesList { … }`), so the
/// feature, which lives outside that namespace, names the same type.
struct TypeQualifier {
  /// The codebase's model types by qualified name.
  var models: [String: ModelType]
  /// The scopes a written type name is looked up in, innermost first (`["CountriesList"]` for a view model declared
  /// in `enum CountriesList`; a service's own name first for its client).
  var scopes: [String]

  /// A qualifier for types written inside `viewModel` (a qualified name).
  init(models: [String: ModelType], viewModel: String) {
    var parts = LineText.split(viewModel, at: 0x2E).map(String.init)
    parts.removeLast()
    self.init(models: models, scope: parts.joined(separator: "."))
  }

  /// A qualifier for types written inside the type or namespace `scope` (a qualified name, empty for none), which
  /// code outside it now names: its own nested types first, then those of the namespaces around it.
  init(models: [String: ModelType], scope: String) {
    self.models = models
    var scopes: [String] = []
    var parts = LineText.split(scope, at: 0x2E).map(String.init).filter { !$0.isEmpty }
    while !parts.isEmpty {
      scopes.append(parts.joined(separator: "."))
      parts.removeLast()
    }
    self.scopes = scopes
  }

  /// The namespace, innermost first, declaring the type `word` names (uppercase names only).
  private func scope(of word: String) -> String? {
    guard word.first?.isUppercase == true else { return nil }
    return scopes.first { models[$0 + "." + word] != nil }
  }

  /// `type` with each leading type name resolved through the enclosing namespaces.
  func qualified(_ type: String) -> String {
    guard !scopes.isEmpty else { return type }
    var result = ""
    var word = ""
    var previous: Character = " "
    func flush() {
      guard !word.isEmpty else { return }
      if previous != ".", let scope = scope(of: word) {
        result += scope + "." + word
      } else {
        result += word
      }
      word = ""
    }
    for character in type {
      if character.isLetter || character.isNumber || character == "_" {
        if word.isEmpty { previous = result.last ?? " " }
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `expression` (a default value such as `Search()`) with its type names qualified; string literals stay as written.
  func qualifiedExpression(_ expression: String) -> String {
    guard !scopes.isEmpty else { return expression }
    let tokens = TokenText(expression)
    var result = ""
    var previous: TokenKind?
    for index in 0..<tokens.count {
      let kind = tokens.kind(index)
      let text = tokens.text(index)
      if kind == .identifier, previous != .period, let scope = scope(of: text) {
        result += scope + "." + text
      } else {
        result += text
      }
      if !kind.isTrivia { previous = kind }
    }
    return result
  }

  /// Qualifies the types of State fields and their default values, computed properties and action payloads.
  static func apply(to proposal: inout FeatureProposal, viewModel: String, models: [String: ModelType]) {
    let qualifier = TypeQualifier(models: models, viewModel: viewModel)
    guard !qualifier.scopes.isEmpty else { return }
    for index in proposal.state.indices {
      proposal.state[index].type = proposal.state[index].type.map(qualifier.qualified)
      proposal.state[index].defaultValue = proposal.state[index].defaultValue.map(qualifier.qualifiedExpression)
    }
    for index in proposal.computed.indices {
      proposal.computed[index].type = qualifier.qualified(proposal.computed[index].type)
    }
    for index in proposal.actions.indices {
      for item in proposal.actions[index].payload.indices {
        proposal.actions[index].payload[item].type = qualifier.qualified(proposal.actions[index].payload[item].type)
      }
    }
  }
}
