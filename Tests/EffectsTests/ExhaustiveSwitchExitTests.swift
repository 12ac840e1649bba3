import Effects
import Testing

/// A method ending in a `switch` whose every case returns ends its case there: a `return .none` after it would never
/// run. Regression (HeldOutApp's `handleDeepLink`, found by the type-check suite's warnings: "will never be
/// executed").
@Suite struct ExhaustiveSwitchExitTests {
  static func cases(_ switchBody: String) -> [String] {
    let source = """
      func open(_ target: String) -> Bool {
        switch target {
      \(switchBody)
        }
      }
      """
    return ExampleFeature.convert(source).cases.map { String($0.drop { $0 == " " }) }
  }

  @Test(arguments: [
    ("  case \"a\":\n    count = 1\n    return true\n  default:\n    return false", false),
    // No `default`: the compiler may still see the switch as exhaustive, but the check does not assume it.
    ("  case \"a\":\n    count = 1\n    return true\n  case \"b\":\n    return false", true),
    ("  case \"a\":\n    count = 1\n  default:\n    return false", true),
    ("  case \"a\":\n    count = 1\n    return true\n  case \"b\":\n    count = 2\n  default:\n    return false", true),
  ])
  func aReturnFollowsTheSwitchOnlyWhenACaseCanLeaveIt(switchBody: String, trailingReturn: Bool) {
    let lines = Self.cases(switchBody)
    let close = lines.lastIndex(of: "}")
    #expect(close != nil, "the switch is translated: \(lines)")
    let after = close.map { Array(lines[($0 + 1)...]) } ?? []
    #expect(after.contains("return .none") == trailingReturn, "\(lines)")
  }
}
