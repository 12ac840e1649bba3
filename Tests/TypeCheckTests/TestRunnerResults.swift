import Foundation

/// One `@Test` function's result, read from the runner's xUnit file.
struct TestResult: Sendable, Equatable {
  /// The suite's type name (`GamesListFeatureTests`).
  var suite: String
  /// The test function (`load()`).
  var name: String
  /// The first failure message, nil when the test passed.
  var failure: String?

  /// The results in a Swift Testing `--xunit-output` file.
  static func parse(xunit: String) -> [TestResult] {
    var results: [TestResult] = []
    for chunk in xunit.components(separatedBy: "<testcase ").dropFirst() {
      let suite = attribute("classname", in: chunk).split(separator: ".").last.map(String.init) ?? ""
      let failure = chunk.components(separatedBy: "<failure message=\"").dropFirst().first.map {
        unescape(String($0.prefix { $0 != "\"" }))
      }
      let header = chunk.prefix { $0 != ">" }
      results.append(
        TestResult(
          suite: suite, name: attribute("name", in: String(header)),
          failure: header.hasSuffix("/") ? nil : failure))
    }
    return results
  }

  private static func attribute(_ name: String, in text: String) -> String {
    guard let start = text.range(of: name + "=\"") else { return "" }
    return unescape(String(text[start.upperBound...].prefix { $0 != "\"" }))
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(of: "&amp;", with: "&")
  }
}
