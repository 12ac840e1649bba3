import Lexer

/// `ForEach(store.visibleTrips) { trip in TripRow(store: trip) }`: the elements of State are values, not stores, so a
/// view taking a store cannot be handed one. Such a call gets a TODO naming what to iterate instead. Run on a view's
/// final text, since which call took a store depends on every feature's rewrite.
enum StateElementStores {
  /// `text` with a TODO above each `X(store: element)` inside a `ForEach` over a store's State; nil when none.
  static func flag(_ text: String) -> String? {
    let scan = TokenScan(file: SourceFile(text: text))
    var edits = EditList()
    var index = 0
    while index + 4 < scan.count {
      defer { index += 1 }
      guard scan.text(index) == "ForEach", scan.text(index + 1) == "(", let close = scan.matching(index + 1),
        isStore(scan.text(index + 2)), scan.text(index + 3) == ".", scan.text(index + 4) != "scope",
        scan.text(close + 1) == "{", let body = scan.matching(close + 1), let element = scan.identifier(close + 2),
        scan.text(close + 3) == "in"
      else { continue }
      let collection = scan.source(from: index + 2, through: close - 1)
      for label in (close + 4)..<body
      where isStore(scan.text(label)) && scan.text(label + 1) == ":" && scan.text(label + 2) == element
        && [",", ")"].contains(scan.text(label + 3)) && scan.text(label - 1) == "("
      {
        // `addTodo` keeps a TODO the previous feature's pass already wrote.
        let callee = scan.text(label - 2)
        edits.addTodo(
          "`\(element)` is an element of `\(collection)`, State, not a store: iterate "
            + "`store.scope(state:action:)` of the collection and hand `\(callee)` each element's store.",
          above: label, in: scan)
      }
    }
    return edits.edits.isEmpty ? nil : edits.apply(to: scan.file)
  }

  /// `store`, or a relayed `settingsStore`.
  private static func isStore(_ name: String) -> Bool { name == "store" || name.hasSuffix("Store") }
}
