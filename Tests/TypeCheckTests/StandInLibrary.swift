import Foundation
import TestSupport

/// The hand-written TCA 1.25.5 stand-in (`Tests/TCAStandIn`), built once per test run.
struct StandInLibrary: Sendable {
  /// Where the plugin, the library and its module were built.
  var directory: URL
  /// The flags a consumer passes to `swiftc` to import, link and expand `ComposableArchitecture`.
  var flags: [String]

  /// The stand-in's sources.
  static let sources = FixtureApps.repositoryRoot.appendingPathComponent("Tests/TCAStandIn")

  /// Libraries real TCA re-exports (`Sharing`, `Dependencies`, …), each built as a module re-exporting the stand-in.
  static let reexportedModules: [String] = {
    let list = sources.appendingPathComponent("reexported-modules.txt")
    let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }()

  /// The stand-in, built (or reused when its sources did not change) under `.build/tca-standin`.
  static let shared: Result<StandInLibrary, StandInError> = build()

  private static func build() -> Result<StandInLibrary, StandInError> {
    let directory = FixtureApps.repositoryRoot.appendingPathComponent(".build/tca-standin")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let result = try ProcessRun.run(
        "/bin/bash", [sources.appendingPathComponent("build.sh").path, directory.path], timeout: 900)
      guard result.status == 0 else { return .failure(StandInError(message: "build.sh failed:\n" + result.output)) }
      let template = try String(
        contentsOf: sources.appendingPathComponent("consumer-flags.txt"), encoding: .utf8)
      let flags = template.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        .map { $0.replacing("OUT_DIR", with: directory.path) }
      return .success(StandInLibrary(directory: directory, flags: flags + AppleShims.flags))
    } catch let error as StandInError {
      return .failure(error)
    } catch {
      return .failure(StandInError(message: "\(error)"))
    }
  }
}

/// Why the stand-in could not be built.
struct StandInError: Error, CustomStringConvertible {
  /// The build's output or the error.
  var message: String
  var description: String { message }
}
