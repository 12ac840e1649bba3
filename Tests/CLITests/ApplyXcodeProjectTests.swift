import Foundation
import TestSupport
import Testing

@testable import CLI

/// `apply --phase 1` on a SwiftUI app with an explicit-reference `.xcodeproj`: old view models stay byte for byte
/// (but for a member building the rewritten owner from the model, commented out), new files join the project's
/// targets, TCA becomes a package dependency, and no call site keeps `.init(` of the old view model's arguments.
@Suite struct ApplyXcodeProjectTests {
  static let app = "XcodeProjects/CountriesApp"
  static let project = "CountriesApp.xcodeproj/project.pbxproj"

  /// The text of `name`'s declaration (`extension Owner {` … its closing brace at column 0) in `text`.
  static func viewModelBlock(_ text: String, owner: String) -> Substring? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.indices.first(where: {
        lines[$0] == "extension \(owner) {" && lines[$0 + 1].hasPrefix("    @MainActor")
      }),
      let end = lines[start...].firstIndex(where: { $0 == "}" })
    else { return nil }
    return lines[start...end].joined(separator: "\n")[...]
  }

  @Test func phaseOneRegistersFilesAndKeepsViewModels() throws {
    let directory = try ApplyCommandTests.repository(Self.app)
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = ApplyCommandTests.snapshot(directory)
    let dry = CommandLineTool.run(["apply", directory.path, "--phase", "1", "--dry-run"])
    #expect(dry.exitCode == 1)
    #expect(dry.stdout.contains("+++ b/\(Self.project)"))
    #expect(ApplyCommandTests.snapshot(directory) == before)

    let result = CommandLineTool.run(["apply", directory.path, "--phase", "1"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("modified \(Self.project)"))
    let after = ApplyCommandTests.snapshot(directory)
    for owner in ["CountriesList", "CountryDetails"] {
      let path = "CountriesApp/Countries/\(owner).swift"
      let old = String(decoding: try #require(before[path]), as: UTF8.self)
      let new = String(decoding: try #require(after[path]), as: UTF8.self)
      #expect(old != new, "the view in \(path) is rewritten")
      var block = String(try #require(Self.viewModelBlock(old, owner: owner)))
      if owner == "CountriesList" {
        // Its `localeReader` built the modifier from the model, and the modifier takes a store now: that member
        // alone is commented out (`ModelBuiltOwners`), or the kept model would not compile.
        let member = "var localeReader: LocaleReader { LocaleReader(viewModel: self) }"
        #expect(block.contains("        " + member))
        block = block.replacing(
          "        " + member,
          with:
            "        // TODO(tca-migrate): `LocaleReader` takes a store now, which this member of the old view model "
            + "cannot give it; delete the member with the view model once nothing uses it.\n        // " + member)
      }
      #expect(
        Self.viewModelBlock(new, owner: owner).map(String.init) == block,
        "\(owner).ViewModel is byte for byte as it was")
    }
    let tests = String(decoding: try #require(after["CountriesAppTests/CountriesListTests.swift"]), as: UTF8.self)
    #expect(tests.contains("let viewModel = CountriesList.ViewModel(container: .preview)"))
    #expect(tests.contains("let viewModel = CountryDetails.ViewModel(container: .preview, country: .sample)"))
    for path in after.keys.sorted() where path.hasSuffix(".swift") && after[path] != before[path] {
      let text = String(decoding: after[path] ?? Data(), as: UTF8.self)
      #expect(!text.contains("(store: .init("), "\(path) builds a store from the old initializer")
      #expect(!text.contains("LocaleReader(store: self)"), "\(path)")
    }
    let written = after.keys.filter { $0.hasSuffix(".swift") && after[$0] != before[$0] }.sorted()
    #expect(
      written.count == 9,
      "2 features, 2 feature tests, the client of the service the container held, 3 views and the app, 1 existing test")
    #expect(written.contains("CountriesApp/Services/CountriesClient.swift"))
    #expect(try SwiftParse.errors(atPaths: written.map { directory.appendingPathComponent($0).path }) == nil)
    let pbxproj = try #require(after[Self.project])
    try Golden.check(
      String(decoding: pbxproj, as: UTF8.self), against: "Fixtures/XcodeProjects/expected/CountriesApp.applied.pbxproj")

    try ApplyCommandTests.git(["add", "-A"], in: directory)
    try ApplyCommandTests.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "applied"], in: directory)
    let again = CommandLineTool.run(["apply", directory.path, "--phase", "1"])
    #expect(again.stdout.contains("nothing to change"), "\(again.stdout)")
    #expect(ApplyCommandTests.snapshot(directory) == after)
  }
}
