import Testing

@testable import CLI

@Suite struct GlobTests {
  struct Case: Sendable, CustomStringConvertible {
    let pattern: String
    let path: String
    let matches: Bool
    var description: String { "\(pattern) ~ \(path)" }
  }

  static let wholePathCases: [Case] = [
    Case(pattern: "*.swift", path: "A.swift", matches: true),
    Case(pattern: "*.swift", path: "Sources/A.swift", matches: false),
    Case(pattern: "**/*.swift", path: "Sources/A.swift", matches: true),
    Case(pattern: "**/*.swift", path: "A.swift", matches: true),
    Case(pattern: "Sources/**", path: "Sources/App/A.swift", matches: true),
    Case(pattern: "Sources/**/Mocks/*.swift", path: "Sources/Mocks/A.swift", matches: true),
    Case(pattern: "Sources/**/Mocks/*.swift", path: "Sources/App/Deep/Mocks/A.swift", matches: true),
    Case(pattern: "Sources/**/Mocks/*.swift", path: "Sources/App/Mocks/Deeper/A.swift", matches: false),
    Case(pattern: "?.swift", path: "A.swift", matches: true),
    Case(pattern: "?.swift", path: "AB.swift", matches: false),
    Case(pattern: "?.swift", path: "/.swift", matches: false),
    Case(pattern: "?.swift", path: "é.swift", matches: true),
    Case(pattern: "*Tests.swift", path: "LoginTests.swift", matches: true),
    Case(pattern: "*Tests.swift", path: "Tests.swift", matches: true),
    Case(pattern: "*Tests.swift", path: "LoginTests.swift.orig", matches: false),
    Case(pattern: "*View*Model*.swift", path: "LoginViewAModelB.swift", matches: true),
    Case(pattern: "*View*Model*.swift", path: "LoginModelView.swift", matches: false),
    Case(pattern: "Game Screens/*", path: "Game Screens/List.swift", matches: true),
    Case(pattern: "./Legacy/", path: "Legacy", matches: true),
    Case(pattern: "Legacy", path: "Sources/Legacy", matches: false),
    Case(pattern: "**/Legacy", path: "Sources/Legacy", matches: true),
    Case(pattern: "a*b*c", path: "aXbYbZc", matches: true),
    Case(pattern: "a*b*c", path: "aXbYbZ", matches: false),
  ]

  @Test(arguments: wholePathCases)
  func matchesWholePaths(_ test: Case) {
    #expect(Glob(test.pattern).matches(test.path) == test.matches)
  }

  static let folderCases: [Case] = [
    Case(pattern: "Sources/Legacy", path: "Sources/Legacy/Old/A.swift", matches: true),
    Case(pattern: "**/Mocks", path: "Sources/App/Mocks/A.swift", matches: true),
    Case(pattern: "Sources/Legacy", path: "Sources/LegacyKit/A.swift", matches: false),
    Case(pattern: "Sources/*.swift", path: "Sources/A.swift", matches: true),
  ]

  @Test(arguments: folderCases)
  func matchesAPathOrAFolderOfIt(_ test: Case) {
    #expect(Glob(test.pattern).matchesItselfOrAFolder(of: test.path) == test.matches)
  }

  static let insideCases: [Case] = [
    Case(pattern: "Sources/App/*.swift", path: "Sources", matches: true),
    Case(pattern: "Sources/App/*.swift", path: "Sources/App", matches: true),
    Case(pattern: "Sources/App/*.swift", path: "Tests", matches: false),
    Case(pattern: "**/Feature/*.swift", path: "Anything/Deep", matches: true),
    Case(pattern: "Sources/App", path: "Sources/App/Deeper", matches: false),
  ]

  @Test(arguments: insideCases)
  func knowsWhichFoldersCanHoldMatches(_ test: Case) {
    #expect(Glob(test.pattern).couldMatchInside(test.path) == test.matches)
  }

  @Test func manyStarsFinishQuickly() {
    let path = String(repeating: "a", count: 2_000)
    #expect(!Glob(String(repeating: "*a", count: 50) + "b").matches(path))
    #expect(!Glob(String(repeating: "**/", count: 12) + "x").matches(String(repeating: "d/", count: 30) + "y"))
  }
}
