import Proposal

/// What `continue`, `break` and `return` become in a reducer case that runs one pass of a loop of the view model.
struct LoopExits {
  /// The line a `continue` of the loop becomes; nil where `continue` belongs to a nested loop.
  var continueLine: String?
  /// The line a `break` of the loop becomes (empty: nothing); nil where `break` belongs to a nested loop or switch.
  var breakLine: String?
  /// The effect a `return` out of the loop (and the method around it) also starts, if any.
  var returnEffect: String?

  /// The exits inside a block of `statement` nested in the pass: a closure has none of the pass's exits, a loop
  /// its own `break` and `continue`, a `switch` its own `break`.
  func nested(in statement: Statement, isClosure: Bool, isSwitch: Bool) -> LoopExits? {
    if isClosure { return nil }
    var inner = self
    if ["for", "while", "repeat"].contains(statement.firstWord) {
      inner.continueLine = nil
      inner.breakLine = nil
    } else if isSwitch {
      inner.breakLine = nil
    }
    return inner
  }
}
