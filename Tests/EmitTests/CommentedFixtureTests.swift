import Analysis
import Foundation
import Proposal
import TestSupport
import Testing

/// The fixture apps with a comment before every statement, as real code has them, convert as they do without.
@Suite struct CommentedFixtureTests {
  @Test(arguments: FixtureTests.apps)
  func commentsChangeNoMethodsConversionOrCode(app: String) throws {
    let inputs = try FixtureTests.inputs(of: app)
    let commented = inputs.map { input in
      let text = CommentedSource.commented(String(decoding: input.bytes, as: UTF8.self))
      return SourceInput(path: input.path, bytes: Array(text.utf8))
    }
    try #require(commented.map(\.bytes) != inputs.map(\.bytes))
    let plain = ConvertedFixtureTests.proposal(inputs: inputs).0
    let noted = ConvertedFixtureTests.proposal(inputs: commented).0
    #expect(Self.statuses(noted) == Self.statuses(plain))
    #expect(noted.features.map(\.name) == plain.features.map(\.name))
    for (feature, original) in zip(noted.features, plain.features) {
      #expect(Self.code(feature) == Self.code(original), "\(feature.name)")
    }
  }

  /// Every converted method's status, by feature.
  static func statuses(_ proposal: MigrationProposal) -> [String] {
    proposal.features.flatMap { feature in feature.conversions.map { "\(feature.name).\($0.method): \($0.status)" } }
  }

  /// The feature's reducer cases and computed State, without comment lines and indentation (and a computed
  /// property's `return`, which a single expression may leave out).
  static func code(_ feature: FeatureProposal) -> [String] {
    let computed = feature.computed.flatMap(\.body).map { line in
      let text = line.drop { $0 == " " || $0 == "\t" }
      return String(text.hasPrefix("return ") ? text.dropFirst("return ".count) : text)
    }
    let lines = feature.reducerCases.flatMap { [$0.pattern] + $0.body } + computed
    return lines.map { String($0.drop { $0 == " " || $0 == "\t" }) }.filter { !$0.hasPrefix("//") }
  }
}
