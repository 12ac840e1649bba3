import Foundation
import TestSupport

/// Declaration-only stand-ins of the Apple frameworks a fixture's non-UI files use (`Tests/AppleShims`).
enum AppleShims {
  /// `Tests/AppleShims`: `Modules/<Name>` per module, and `FoundationGaps.swift`.
  static let root = FixtureApps.repositoryRoot.appendingPathComponent("Tests/AppleShims")
  /// One folder per shim module.
  static let sources = root.appendingPathComponent("Modules")
  /// Apple Foundation API that Linux Foundation lacks, compiled into each app's own module.
  static let foundationGaps = root.appendingPathComponent("FoundationGaps.swift")

  /// The modules there (`AVFoundation`, `Combine`, `SwiftUI`, `UIKit`).
  static var modules: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Shims only generated code may import: app files importing SwiftUI or UIKit are views, which cannot compile here.
  static let generatedCodeOnly: Set<String> = ["SwiftUI", "UIKit"]

  /// Builds each shim module into `directory` (a module and a library that links itself when imported).
  static func build(into directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for module in modules {
      let folder = sources.appendingPathComponent(module)
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
      let result = try ProcessRun.run(
        ProcessRun.swiftc,
        [
          "-emit-library", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
          "-module-link-name", module, "-o", directory.appendingPathComponent("lib\(module).so").path,
          "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
        ] + files)
      guard result.status == 0 else { throw StandInError(message: "shim \(module) failed:\n" + result.output) }
    }
  }

  /// Flags that make the shims importable and loadable, and import `FoundationNetworking` where Linux splits it out.
  static func flags(_ directory: URL) -> [String] {
    [
      "-I", directory.path, "-L", directory.path, "-Xlinker", "-rpath", "-Xlinker", directory.path,
      "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
    ]
  }
}
