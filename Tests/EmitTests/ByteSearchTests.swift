import Analysis
import Testing

/// The byte search the call-site and owner-extension passes use instead of `String.contains` (`LineText`'s) answers
/// as `String.contains` does for the names they look for.
@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("struct RootView: View {}", "RootView", true),
    ("struct RootView: View {}", "View {}", true),
    ("struct RootView: View {}", "Root view", false),
    ("abc", "abcd", false),
    ("", "a", false),
    ("aaab", "aab", true),
    ("extension  Kiwix", "extension Kiwix", false),
    ("let café = CaféModel()", "CaféModel", true),
    ("let cafe = CafeModel()", "CaféModel", false),
  ])
  func answersAsStringContainsDoes(text: String, needle: String, expected: Bool) {
    #expect(LineText.containsBytes(text, needle) == expected)
    #expect(text.contains(needle) == expected)
  }
}
