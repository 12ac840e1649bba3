import Lexer
import Proposal

/// A child the parent's closure captured (`[weak model] in … model.deck`), read back from the navigation stack by the
/// id of the element that sent the delegate action.
struct ElementLookup {
  /// The closure's name for the child (`model`).
  var local: String
  /// The child's `Path` case (`detail`).
  var caseName: String

  /// The lookup for `child` pushed on the stack, or nil when it lives elsewhere.
  init?(_ s: ConversionSession, child: String, local: String) {
    guard !local.isEmpty, let caseName = s.context.pathCases[child] else { return nil }
    self.local = local
    self.caseName = caseName
  }

  /// The pattern of the element's `action`, its id bound to `elementID`.
  func pattern(_ action: String) -> String {
    ChildFactoryHandOver.stackElementPattern(case: caseName, action: action, id: "elementID")
  }

  /// The line that reads the child's State back; like the captured `weak` reference, it may be gone.
  var declaration: String { "guard let \(local) = state.path[id: elementID]?.\(caseName) else { return .none }" }

  /// Whether `statement` is the closure's own `guard let model, let self else { return }`, which the lookup replaces.
  func isUnwrapGuard(_ statement: Statement) -> Bool {
    let source = statement.source
    let words = statement.headerIndices.filter { source.kind($0) != .comma }.map { source.text($0) }
    guard words.first == "guard", words.last == "else" || words.contains("else") else { return false }
    let names = Set(words).subtracting(["guard", "let", "else", "{", "}"])
    let exits = statement.blocks.allSatisfy { block in
      (block.open + 1..<block.close).allSatisfy { source.kind($0).isTrivia || source.text($0) == "return" }
    }
    return exits && !names.isEmpty && names.isSubset(of: [local, "self"])
  }
}
