import Lexer
import Proposal

/// Locals declared by statements kept under a TODO: a later statement reading one is refused too, since it would
/// read nothing (or a same-named State field or dependency).
struct RefusedBindings {
  /// The names, until a translated declaration binds the name again.
  var names: Set<String> = []
  /// Why a name is missing when it is not a refused declaration's (an initializer parameter).
  var reasons: [String: String] = [:]

  /// Records names that are not in scope at all, each missing for `reason`.
  mutating func unavailable(_ missing: Set<String>, reason: (String) -> String) {
    names.formUnion(missing)
    for name in missing { reasons[name] = reason(name) }
  }

  /// Why a statement reading `name` is refused.
  func reason(for name: String) -> String {
    reasons[name] ?? "uses `\(name)`, whose declaration could not be translated"
  }

  /// Records the names a refused statement declares.
  mutating func refuse(_ statement: Statement) {
    names.formUnion(statement.declaredNames)
  }

  /// Forgets the names a translated statement declares again.
  mutating func translate(_ statement: Statement) {
    guard !names.isEmpty else { return }
    let declared = statement.declaredNames
    names.subtract(declared)
    for name in declared { reasons[name] = nil }
  }

  /// The first refused name the statement reads (not a member `x.name` nor an argument label `name:`).
  func firstUse(in statement: Statement) -> String? {
    guard !names.isEmpty else { return nil }
    let source = statement.source
    let end = statement.range.upperBound
    var previous: TokenKind?
    for index in statement.range {
      let kind = source.kind(index)
      if kind.isTrivia { continue }
      defer { previous = kind }
      guard kind == .identifier, previous != .period, names.contains(source.text(index)) else { continue }
      let next = source.nextSignificant(index + 1, before: end)
      if next < end, source.kind(next) == .colon { continue }
      return source.text(index)
    }
    return nil
  }
}
