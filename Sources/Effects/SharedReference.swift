import Proposal

/// `$x` of a `@Shared` State field: its shared reference, `state.$x`, in reducer code.
enum SharedReference {
  /// Writes `state.$x` for `$x` when `x` is `@Shared` State and the code runs in the reducer; nil otherwise.
  static func render(
    _ s: inout ConversionSession, _ word: String, at index: Int, scope: Scope, into writer: inout LineWriter
  ) -> Int? {
    let name = String(word.dropFirst())
    guard s.context.sharedFields.contains(name), s.isState(name), !scope.locals.contains(name) else { return nil }
    guard scope.mode == .reducer else {
      s.placement.issue("uses the shared reference `\(word)` inside an effect; capture `state.\(word)` first")
      writer.write(word)
      return index + 1
    }
    writer.write("state.\(word)")
    return index + 1
  }
}
