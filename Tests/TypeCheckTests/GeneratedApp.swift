import Analysis
import Emit
import Foundation
import Proposal

@testable import CLI

/// One fixture app's generated TCA code and the app files it compiles with on Linux.
struct GeneratedApp {
  /// One proposed feature and the generated files that belong to it.
  struct Feature: Sendable {
    /// The feature type's name (`GamesListFeature`).
    var name: String
    /// Generated `XFeature.swift`, relative to the app root.
    var file: String
    /// Generated `XFeatureTests.swift`, when the feature has tests.
    var testsFile: String?
    /// Generated client files the feature uses.
    var clientFiles: [String]
  }

  /// The module the generated tests `@testable import`.
  var moduleName: String
  /// Every view model classified as a feature (what `generate --all` writes).
  var features: [Feature]
  /// Generated files by path relative to the app root (views left out: SwiftUI/UIKit do not exist here).
  var generated: [String: String]
  /// App files that compile on Linux and declare no view model but clients (models, services, shared objects),
  /// relative to the app root.
  var appFiles: [String]
  /// App files left out, with the reason.
  var leftOut: [(path: String, reason: String)]

  /// Imports a Linux build of an app file may have.
  static let linuxModules: Set<String> = Set(
    ["Foundation", "Observation", "Dispatch", "ComposableArchitecture"] + AppleShims.modules
      + StandInLibrary.reexportedModules
  ).subtracting(AppleShims.generatedCodeOnly)

  /// Analyzes `root`, proposes and generates every feature, and picks the app files that compile here.
  init(root: URL) throws {
    let config = try MigrationConfig.load(root: root.path, explicit: nil)
    let pipeline = try MigrationPipeline(
      root: root.path, config: config, converter: Converters.effectRewriter(featureSuffix: config.featureSuffix))
    moduleName = pipeline.moduleName()
    let proposed = pipeline.classifiedFeatures
    let files = pipeline.files(for: proposed, moduleName: moduleName).filter { $0.kind != .view }
    generated = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    let clientPaths = Dictionary(
      files.filter { $0.kind == .client }.map { (Self.stem($0.path), $0.path) }, uniquingKeysWith: { first, _ in first }
    )
    features = proposed.map { feature in
      // The value types of the shared-state objects its State declares come with it, as clients do.
      let sharedValues = pipeline.proposal.sharedStates(declaredBy: feature).map(\.valueType)
      return Feature(
        name: feature.name,
        file: files.first { $0.kind == .feature && Self.stem($0.path) == feature.name }?.path ?? feature.name,
        testsFile: files.first { $0.kind == .tests && Self.stem($0.path) == feature.name + "Tests" }?.path,
        clientFiles: (feature.clients + sharedValues).compactMap { clientPaths[$0] })
    }
    // A client view model's file stays: its generated client wraps the old object. Files of the others are replaced.
    let viewModelFiles = Set(pipeline.analysis.viewModels.filter { $0.classification != .client }.map(\.file))
    var appFiles: [String] = []
    var leftOut: [(String, String)] = []
    for input in pipeline.inputs {
      let text = String(decoding: input.bytes, as: UTF8.self)
      let foreign = Self.imports(of: text).filter { !Self.linuxModules.contains($0) }
      if let module = foreign.first {
        leftOut.append((input.path, "imports \(module)"))
      } else if viewModelFiles.contains(input.path) {
        leftOut.append((input.path, "declares a view model (the old code the feature replaces)"))
      } else {
        appFiles.append(input.path)
      }
    }
    self.appFiles = appFiles
    self.leftOut = leftOut
  }

  /// The modules a file imports (`import X`, `@testable import X`, `import struct X.Y`).
  static func imports(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      guard words.first == "import", words.count >= 2 else { return nil }
      let target =
        words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "typealias"].contains(words[1])
        ? words[2] : words[1]
      return String(target.split(separator: ".").first ?? target)
    }
  }

  /// `Sources/X/GamesClient.swift` → `GamesClient`.
  static func stem(_ path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }
}
