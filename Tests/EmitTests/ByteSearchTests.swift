import Testing

@testable import Emit

/// The byte search that replaced `String.contains` in the call-site passes answers as it did.
@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("struct RootView: View {}", "RootView", true),
    ("struct RootView: View {}", "View {}", true),
    ("struct RootView: View {}", "Root view", false),
    ("abc", "abcd", false),
    ("", "a", false),
    ("abc", "", false),
    ("aaab", "aab", true),
    ("extension  Kiwix", "extension Kiwix", false),
    ("let café = CaféModel()", "CaféModel", true),
    ("let cafe = CafeModel()", "CaféModel", false),
  ])
  func answersAsStringContainsDoes(text: String, needle: String, expected: Bool) {
    #expect(ByteSearch.contains(text, needle) == expected)
    #expect(text.contains(needle) == expected)
  }
}
