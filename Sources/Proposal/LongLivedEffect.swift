import Analysis

/// A case whose only work is an effect looping over a notification (`for await _ in
/// NotificationCenter.default.notifications(named: .x) { await send(.y) }`): it runs until cancelled, and sends
/// only when the notification is posted, so a test starts it, receives nothing and cancels it, as SwiftUI cancels
/// a `.task` when its view goes away. The effect may carry a cancellation ID.
enum LongLivedEffect {
  /// The notification the case body's effect observes (`.newEpisodesAvailable`); nil unless the body is only such
  /// a loop whose iterations only send actions.
  static func observedNotification(_ body: [String]) -> String? {
    var lines = body.map { String(LineText.trimmed($0)) }.filter { !$0.isEmpty }
    // A cancellation ID the effect carries (`.cancellable(id: CancelID.x, cancelInFlight: true)`) changes nothing.
    if let last = lines.last, last.hasPrefix(".cancellable(id: "), last.hasSuffix(")") { lines.removeLast() }
    let opening = "NotificationCenter.default.notifications(named: "
    guard lines.count >= 5, lines[0] == "return .run { send in", lines[1].hasPrefix("for await _ in " + opening),
      lines[1].hasSuffix(") {"), lines[(lines.count - 2)...] == ["}", "}"],
      lines[2..<(lines.count - 2)].allSatisfy({ $0.hasPrefix("await send(.") && $0.hasSuffix(")") })
    else { return nil }
    let name = lines[1].dropFirst(("for await _ in " + opening).count).dropLast(") {".count)
    guard name.hasPrefix("."), name.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return nil
    }
    return String(name)
  }
}
