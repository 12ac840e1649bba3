import Foundation
import TestSupport

/// Compares generated text with a file under `Golden/`; `TCA_MIGRATE_UPDATE_GOLDEN=1` rewrites the file instead.
enum GoldenFile {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

  /// Whether this run rewrites golden files.
  static var updating: Bool { FixtureApps.updatingGoldens }

  /// Removes the golden folder `name` when updating, so files no longer generated do not linger.
  static func resetWhenUpdating(_ name: String) throws {
    guard updating else { return }
    try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
  }

  /// The golden text for `name`, after rewriting it with `actual` when updating; nil when missing.
  static func expected(_ name: String, actual: String) throws -> String? {
    let url = folder.appendingPathComponent(name)
    if updating {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
    }
    return try? String(contentsOf: url, encoding: .utf8)
  }
}
