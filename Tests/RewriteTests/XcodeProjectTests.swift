import Foundation
import Rewrite
import Testing

/// Reading, round-tripping and editing hand-written `project.pbxproj` files in the shapes Xcode 13–16 write.
@Suite struct XcodeProjectTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeProjects")
  static let projects = ["CountriesApp/CountriesApp.xcodeproj/project.pbxproj", "Synchronized/project.pbxproj"]

  static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(path)))
  }

  /// Compares `actual` with the golden file `expected/NAME`, or rewrites it when `TCA_MIGRATE_UPDATE_GOLDEN=1`.
  static func checkGolden(_ actual: [UInt8], _ name: String) throws {
    let url = fixtures.appendingPathComponent("expected/" + name)
    if ProcessInfo.processInfo.environment["TCA_MIGRATE_UPDATE_GOLDEN"] == "1" {
      try Data(actual).write(to: url)
    }
    let expected = [UInt8](try Data(contentsOf: url))
    #expect(expected == actual, "golden \(name) differs; rerun with TCA_MIGRATE_UPDATE_GOLDEN=1 and review")
  }

  /// Whether every line of `original` appears in `edited`, in order (nothing was removed or rewritten).
  static func keepsEveryLine(_ original: [UInt8], _ edited: [UInt8]) -> Bool {
    let old = original.split(separator: 0x0A, omittingEmptySubsequences: false)
    var remaining = edited.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
    for line in old {
      guard let index = remaining.firstIndex(where: { $0.elementsEqual(line) }) else { return false }
      remaining = remaining[(index + 1)...]
    }
    return true
  }

  @Test(arguments: projects)
  func readAndWriteUnchangedGivesTheSameBytes(_ path: String) throws {
    let bytes = try Self.bytes(path)
    let document = try PropertyListDocument(bytes: bytes)
    #expect(try document.written() == bytes)
    var offset = 0
    for token in document.tokens {
      #expect(token.range.lowerBound == offset)
      offset = token.range.upperBound
    }
    #expect(offset == bytes.count)
  }

  @Test func explicitProjectResolvesGroupsFilesAndTargets() throws {
    let project = try XcodeProject(bytes: try Self.bytes(Self.projects[0]))
    #expect(project.filePaths["C0A1000000000000000F0005"] == "CountriesApp/Model/Country.swift")
    #expect(project.filePaths["C0A1000000000000000F000C"] == "README.md")
    #expect(project.group(for: "CountriesApp/Countries")?.id == "C0A100000000000000050005")
    #expect(project.group(for: "CountriesApp/Countries/Rows")?.remainder == "Rows")
    #expect(
      project.targets(compiling: "CountriesApp/Model/Country.swift").map(\.name) == ["CountriesApp", "CountriesWidget"])
    #expect(project.targets.filter(\.isTests).map(\.name) == ["CountriesAppTests"])
    #expect(project.synchronizedGroups.isEmpty)
  }

  static let countriesFiles = [
    NewSourceFile(
      path: "CountriesApp/Countries/CountriesListFeature.swift", anchor: "CountriesApp/Countries/CountriesList.swift",
      isTest: false),
    NewSourceFile(
      path: "CountriesApp/Services/CountriesClient.swift", anchor: "CountriesApp/Countries/CountriesList.swift",
      isTest: false),
    NewSourceFile(
      path: "CountriesApp/Countries/Rows/CountryRowFeature.swift", anchor: "CountriesApp/Countries/CountriesList.swift",
      isTest: false),
    NewSourceFile(path: "CountriesAppTests/CountriesListFeatureTests.swift", anchor: nil, isTest: true),
  ]

  @Test func registersNewFilesAndThePackageInTheExplicitProject() throws {
    let original = try Self.bytes(Self.projects[0])
    let project = try XcodeProject(bytes: original)
    let result = try XcodeProjectRegistration.register(Self.countriesFiles, in: project)
    #expect(result.notes.isEmpty)
    let edited = try #require(result.bytes)
    try Self.checkGolden(edited, "CountriesApp.registered.pbxproj")
    #expect(Self.keepsEveryLine(original, edited))
    let after = try XcodeProject(bytes: edited)
    let newIDs = after.ids.subtracting(project.ids)
    #expect(newIDs.count == 11, "4 references, 4 build files, package, product, frameworks build file")
    #expect(newIDs.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isHexDigit) })
    #expect(
      after.targets(compiling: "CountriesApp/Countries/CountriesListFeature.swift").map(\.name) == ["CountriesApp"])
    #expect(
      after.targets(compiling: "CountriesApp/Countries/Rows/CountryRowFeature.swift").map(\.name) == ["CountriesApp"])
    #expect(
      after.targets(compiling: "CountriesAppTests/CountriesListFeatureTests.swift").map(\.name) == ["CountriesAppTests"]
    )
    let again = try XcodeProjectRegistration.register(Self.countriesFiles, in: after)
    #expect(again.bytes == nil, "registering twice changes nothing")
  }

  @Test func synchronizedFoldersGetOnlyThePackage() throws {
    let original = try Self.bytes(Self.projects[1])
    let project = try XcodeProject(bytes: original)
    #expect(Set(project.synchronizedGroups.values) == ["Trips", "TripsTests"])
    let files = [
      NewSourceFile(path: "Trips/TripListFeature.swift", anchor: "Trips/TripListModel.swift", isTest: false),
      NewSourceFile(path: "TripsTests/TripListFeatureTests.swift", anchor: nil, isTest: true),
    ]
    let result = try XcodeProjectRegistration.register(files, in: project)
    let edited = try #require(result.bytes)
    try Self.checkGolden(edited, "Synchronized.registered.pbxproj")
    #expect(Self.keepsEveryLine(original, edited))
    let after = try XcodeProject(bytes: edited)
    #expect(after.objects("PBXFileReference").count == project.objects("PBXFileReference").count)
    #expect(after.objects("XCRemoteSwiftPackageReference").count == 1)
    #expect(try XcodeProjectRegistration.register(files, in: after).bytes == nil)
  }

  @Test func freshIDsNeverCollide() {
    var ids = XcodeObjectIDs(taken: [])
    let first = ids.make("seed")
    var other = XcodeObjectIDs(taken: [first])
    let second = other.make("seed")
    #expect(first != second)
    #expect(first.count == 24 && second.count == 24)
  }

  @Test(arguments: [
    "{", "{ a = (b, ; }", "{ a = \"unterminated; }", "/* open", "{ a = b; } trailing", "(((((", "{ = b; }", "",
    "{ a = <0011; }", "{ objects = {}; rootObject = X; }",
  ])
  func malformedInputThrowsAndNeverCrashes(_ text: String) {
    #expect(throws: RewriteError.self) { try XcodeProject(bytes: Array(text.utf8)) }
  }

  @Test func deepNestingIsRefused() {
    let text = String(repeating: "(", count: 10_000)
    #expect(throws: RewriteError.self) { try PropertyListDocument(bytes: Array(text.utf8)) }
  }
}

@Suite struct XcodeProjectEditorTests {
  static let project = """
    {
    \tobjects = {
    \t\tP = {isa = PBXProject; mainGroup = G; targets = (); };
    \t\tG = {isa = PBXGroup; children = (A, B); sourceTree = "<group>"; };
    \t\tH = {isa = PBXGroup; children = (A,); sourceTree = "<group>"; };
    \t};
    \trootObject = P;
    }
    """

  @Test(arguments: [("G", "{isa = PBXGroup; children = (A, B, C); "), ("H", "{isa = PBXGroup; children = (A, C,); ")])
  func inlineArraysGetTheElementAfterTheirLast(_ owner: String, _ expected: String) throws {
    var editor = XcodeProjectEditor(project: try XcodeProject(bytes: Array(Self.project.utf8)))
    editor.append("C", to: "children", of: owner)
    let text = String(decoding: try editor.result(), as: UTF8.self)
    #expect(text.split(separator: "\n").contains { $0.hasPrefix("\t\t\(owner) = \(expected)") })
  }
}
