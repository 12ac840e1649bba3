import Analysis
import Foundation

/// The repository's `Fixtures/` apps, read as analysis input, and the golden-file switch the tests share.
public enum FixtureApps {
  /// The repository root (this file is `Tests/TestSupport/FixtureApps.swift`).
  public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// `Fixtures/`.
  public static let root = repositoryRoot.appendingPathComponent("Fixtures")

  /// Whether this run rewrites golden files (`TCA_MIGRATE_UPDATE_GOLDEN=1`) instead of comparing with them.
  public static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["TCA_MIGRATE_UPDATE_GOLDEN"] == "1" }

  /// Every `.swift` file under `Fixtures/<app>/<folder>`, paths relative to that folder, sorted; empty when absent.
  public static func inputs(for app: String, under folder: String = "") -> [SourceInput] {
    inputs(at: folder.isEmpty ? root.appendingPathComponent(app) : root.appendingPathComponent(app + "/" + folder))
  }

  /// The held-out sample app (`Benchmarks/HeldOutApp/Sources`), written without looking at the tool's rules.
  public static var heldOutInputs: [SourceInput] {
    inputs(at: repositoryRoot.appendingPathComponent("Benchmarks/HeldOutApp/Sources"))
  }

  /// Every `.swift` file under `base`, paths relative to it, sorted; empty when absent.
  public static func inputs(at base: URL) -> [SourceInput] {
    let enumerator = FileManager.default.enumerator(atPath: base.path)
    var inputs: [SourceInput] = []
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let data = FileManager.default.contents(atPath: base.appendingPathComponent(relative).path)
      else { continue }
      inputs.append(SourceInput(path: relative, bytes: [UInt8](data)))
    }
    return inputs.sorted { $0.path < $1.path }
  }
}
