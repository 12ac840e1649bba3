import Lexer

/// The names a piece of code reads on its own, as opposed to members of other values (`shelf.title`).
enum FreeNames {
  /// Whether `text` reads `self` or one of `names` other than after a `.`.
  static func readsAny(of names: Set<String>, in text: String) -> Bool {
    let source = ParsedBody(text: text).source
    var afterPeriod = false
    for index in source.file.tokens.indices where !source.kind(index).isTrivia {
      let kind = source.kind(index)
      if !afterPeriod, kind == .identifier || kind == .keyword {
        let word = source.text(index)
        if word == "self" || names.contains(word) { return true }
      }
      afterPeriod = kind == .period
    }
    return false
  }
}
