import Analysis
import Lexer

/// The stored properties a view model's initializers assign, at any depth (`self.total = total`, `total = 0`).
enum InitializerAssignments {
  /// The names assigned with `=` as `self.name` or as a statement's first word, in any initializer of `viewModel`.
  static func names(in viewModel: ViewModel) -> Set<String> {
    var names: Set<String> = []
    for initializer in viewModel.initializers {
      guard let body = initializer.body else { continue }
      let file = SourceFile(text: body)
      let tokens = file.tokens.filter { !$0.kind.isTrivia }
      for (index, token) in tokens.enumerated() where token.kind == .equal {
        guard index > 0, tokens[index - 1].kind == .identifier else { continue }
        let target = tokens[index - 1]
        let name = file.text(of: target)
        if index >= 3, tokens[index - 2].kind == .period {
          if file.token(tokens[index - 3], is: "self") { names.insert(name) }
          continue
        }
        let previous = index >= 2 ? tokens[index - 2].kind : nil
        if previous == nil || target.flags.contains(.atStartOfLine) || previous == .leftBrace
          || previous == .rightBrace || previous == .semicolon
        {
          names.insert(name)
        }
      }
    }
    return names
  }
}
