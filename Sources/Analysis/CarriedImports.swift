import Outline

/// The imports of a view model's files that its feature file keeps: app and library modules its types come from.
enum CarriedImports {
  /// Modules a reducer file does not take over from the view model's file: the feature imports
  /// `ComposableArchitecture` (which re-exports Point-Free's libraries) and `Foundation` itself, and UI, Combine and
  /// Observation belong to what it replaces.
  static let replaced: Set<String> = [
    "ComposableArchitecture", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "Observation", "XCTest", "Testing",
    "CasePaths", "Clocks", "CombineSchedulers", "ConcurrencyExtras", "CustomDump", "Dependencies", "DependenciesMacros",
    "IdentifiedCollections", "IssueReporting", "Perception", "Sharing", "SwiftNavigation", "SwiftUINavigation",
    "UIKitNavigation",
  ]
  /// Declaration kinds an import may name (`import struct Models.Account`).
  static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

  /// The import declarations of `outlines` whose module is not in `replaced`, each once, in order.
  static func declarations(in outlines: [FileOutline]) -> [String] {
    var result: [String] = []
    for declaration in outlines.flatMap(\.importDeclarations) where !result.contains(declaration) {
      var words = LineText.split(declaration, at: 0x20).map(String.init)
      if words.count > 1, kinds.contains(words[0]) { words.removeFirst() }
      guard let path = words.first, let module = LineText.split(path, at: 0x2E).first,
        !replaced.contains(String(module))
      else { continue }
      result.append(declaration)
    }
    return result
  }
}
