import Testing

@testable import Effects

@Suite struct InlinedArgumentTests {
  @Test(arguments: [
    (".notDownloaded", "DownloadState", ": DownloadState"),
    ("[]", "[Item]", ": [Item]"),
    ("[:]", "[String: Int]", ": [String: Int]"),
    ("nil", "Item?", ": Item?"),
    ("items", "[Item]", ""),
    ("0", "Int", ""),
  ])
  func literalsWithoutATypeOfTheirOwnAreAnnotated(_ value: String, _ type: String, _ expected: String) {
    #expect(HelperInliningRule.annotation(for: value, type: type) == expected)
  }
}
