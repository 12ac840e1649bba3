/// Deterministic test values for TCA's own dependencies (`date.now`, `uuid`, clocks, calendar).
enum StandardTestValues {
  /// What the feature's stubbed standard dependencies evaluate to in a test (`now` → the fixed date), by property.
  static func values(in proposal: FeatureProposal) -> [String: String] {
    var values: [String: String] = [:]
    for dependency in proposal.dependencies where dependency.key == "\\.date.now" {
      values[dependency.property] = "Date(timeIntervalSince1970: 0)"
    }
    return values
  }

  /// Deterministic test values for TCA's own dependencies, by `@Dependency` key.
  static let byKey: [String: String] = [
    "\\.continuousClock": "$0.continuousClock = ImmediateClock()",
    "\\.date.now": "$0.date.now = Date(timeIntervalSince1970: 0)",
    "\\.uuid": "$0.uuid = .incrementing",
    "\\.calendar": "$0.calendar = Calendar(identifier: .gregorian)",
    "\\.locale": "$0.locale = Locale(identifier: \"en_US_POSIX\")",
    "\\.timeZone": "$0.timeZone = TimeZone(secondsFromGMT: 0)!",
    "\\.mainQueue": "$0.mainQueue = .immediate",
    "\\.openURL": "$0.openURL = OpenURLEffect { _ in true }",
    "\\.dismiss": "$0.dismiss = DismissEffect {}",
  ]
}
