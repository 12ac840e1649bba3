import Foundation
import Testing

@testable import CLI

/// Generated tests `@testable import` the module their view model compiles into: the Xcode target holding the file,
/// or the package target of its `Sources/<Target>/` folder. Regression (openedx, WordPress slices): every test
/// imported the analyzed folder's name (`@testable import app`).
@Suite struct ModuleNamesTests {
  static let viewModel = """
    import SwiftUI
    final class TripViewModel: ObservableObject {
      @Published var title = ""
      func rename(_ text: String) { title = text }
    }
    struct TripView: View { @StateObject var model = TripViewModel() }
    """

  static func write(_ text: String, to path: String, in directory: URL) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func imports(generating directory: URL) throws -> [String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tca-modules-out-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = CommandLineTool.run(["generate", directory.path, "--all", "--output-dir", output.path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    var found: [String] = []
    let files = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []
    for file in files.sorted() where file.hasSuffix("Tests.swift") {
      let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
      found += text.split(separator: "\n").filter { $0.hasPrefix("@testable import ") }.map(String.init)
    }
    return found
  }

  @Test func aPackageTargetNamesTheModule() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-modules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.write("// swift-tools-version: 6.0\n", to: "Modules/Package.swift", in: directory)
    try Self.write(Self.viewModel, to: "Modules/Sources/TripKit/Views/TripViewModel.swift", in: directory)
    try Self.write("struct Other {}\n", to: "Modules/Sources/Other/Other.swift", in: directory)
    #expect(try Self.imports(generating: directory) == ["@testable import TripKit"])
  }

  @Test func anXcodeTargetNamesTheModule() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-modules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let project = Golden.fixtures.appendingPathComponent("XcodeProjects/Synchronized/project.pbxproj")
    try Self.write(
      try String(contentsOf: project, encoding: .utf8), to: "Travel.xcodeproj/project.pbxproj", in: directory)
    try Self.write(Self.viewModel, to: "Trips/TripViewModel.swift", in: directory)
    #expect(try Self.imports(generating: directory) == ["@testable import Trips"])
  }
}
