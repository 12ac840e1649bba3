import Analysis
import Testing

@testable import Proposal

@Suite struct SharedStateProposalTests {
  @Test(
    arguments: [
      ("AppSettingsStore", [], "AppSettings"),
      ("SessionViewModel", [], "Session"),
      ("Preferences", [], "PreferencesState"),
      ("CartManager", ["Cart"], "CartState"),
      ("CartManager", ["Cart", "CartState"], "CartValue"),
      ("Outer.ThemeStore", [], "Theme"),
    ] as [(String, [String], String)])
  func valueTypeNames(_ object: String, _ taken: [String], _ expected: String) {
    #expect(SharedStateProposal.name(for: object, taken: Set(taken)) == expected)
  }

  static let models = Analyzer.analyze([
    SourceInput(
      path: "Models.swift",
      bytes: Array(
        """
        enum Rate: Double { case normal = 1, fast = 2 }
        enum Route { case home, detail(Int) }
        enum Tab: Hashable { case feed, profile(String) }
        struct Point: Equatable { var x = 0 }
        struct Loose { var y = 0 }
        final class Box {}
        """.utf8))
  ]).models

  @Test(arguments: [
    ("Bool", true), ("[String: Int]", true), ("Date?", true), ("Set<UUID>", true), ("Rate", true),
    ("Tab", true), ("Point", true), ("[Point]", true), ("Route", false), ("Loose", false), ("Box", false),
    ("CGFloat", false), ("any Codable", false),
  ])
  func valueTypes(_ type: String, _ isValue: Bool) {
    #expect(SharedStateProposal.isValue(type, models: Self.models) == isValue, "\(type)")
  }
}
