import Analysis
import Emit
import Foundation
import Proposal

@testable import CLI

/// One fixture app before and after `generate --all`: its files as they are, and the same tree with the rewritten
/// views in place and the generated features and clients added (what `apply` of every feature leaves).
struct MigratedApp {
  /// The app's module name.
  var moduleName: String
  /// The app's files whose imports all have a stand-in here, relative to the app root.
  var appFiles: [String]
  /// Files left out of both builds, with the reason.
  var leftOut: [(path: String, reason: String)]
  /// Generated text by path relative to the app root: rewritten views (replacing the app's file) and new files.
  var generated: [String: String]
  /// The paths of the rewritten views among `generated`.
  var rewrittenViews: [String]

  /// Imports a file of either build may have: the feature build's, plus the view layer's shims.
  static let modules = GeneratedApp.linuxModules.union(AppleShims.generatedCodeOnly)

  /// Analyzes `root`, generates every feature and picks the files both builds compile.
  init(root: URL) throws {
    let config = try MigrationConfig.load(root: root.path, explicit: nil)
    let pipeline = try MigrationPipeline(
      root: root.path, config: config, converter: Converters.effectRewriter(featureSuffix: config.featureSuffix))
    moduleName = pipeline.moduleName()
    var leftOut: [(String, String)] = []
    let foreign = { (text: String) in GeneratedApp.imports(of: text).first { !Self.modules.contains($0) } }
    var appFiles: [String] = []
    for input in pipeline.inputs {
      if let module = foreign(String(decoding: input.bytes, as: UTF8.self)) {
        leftOut.append((input.path, "imports \(module)"))
      } else {
        appFiles.append(input.path)
      }
    }
    let left = Set(leftOut.map(\.0))
    let files = pipeline.files(for: pipeline.classifiedFeatures, moduleName: moduleName)
      .filter { $0.kind != .tests && !left.contains($0.path) && foreign($0.contents) == nil }
    generated = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    rewrittenViews = files.filter { $0.kind == .view }.map(\.path).sorted()
    self.appFiles = appFiles
    self.leftOut = leftOut
  }

  /// The migrated tree's files: the app's, with generated ones replacing or joining them.
  var migratedFiles: [String] { Array(Set(appFiles).union(generated.keys)).sorted() }
}
