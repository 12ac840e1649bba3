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

  /// The modules there (`AVFoundation`, `Combine`, `SwiftUI`, `UIKit`), from `build-order.txt`.
  static var modules: [String] {
    let text = (try? String(contentsOf: sources.appendingPathComponent("build-order.txt"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { String($0) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
  }

  /// Shims only generated code may import: app files importing SwiftUI or UIKit are views, which cannot compile here.
  static let generatedCodeOnly: Set<String> = ["SwiftUI", "UIKit"]

  /// Flags that import `FoundationNetworking` where Linux splits it out (the stand-in's build folder, which the
  /// consumer flags search, holds the shim modules: `Tests/TCAStandIn/build.sh` builds them).
  static let flags = ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]
}
