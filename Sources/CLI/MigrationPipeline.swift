import Analysis
import Emit
import Foundation
import Lexer
import Proposal

/// Analysis, proposal and emitted files for a codebase: what `generate` and `apply` share.
struct MigrationPipeline {
  /// The analyzed folder.
  let root: String
  /// Files read, by path relative to `root`.
  let inputs: [SourceInput]
  /// The analysis of those files.
  let analysis: AnalysisResult
  /// The proposal for every view model (so names agree across features).
  let proposal: MigrationProposal
  /// The project's `.tca-migrate.json` (or defaults).
  let config: MigrationConfig

  /// Reads and analyzes the files of `root` that `config` lets through, leaves out the view models it skips, and
  /// proposes every feature, translating method bodies with `converter`.
  init(
    root: String, config: MigrationConfig = MigrationConfig(),
    converter: (AnalysisResult) -> any MethodConverting = { _ in VerbatimConverter() }
  ) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ToolError.usage("\(root) is not a directory; give the project folder")
    }
    let (inputs, diagnostics, _) = try SourceTree.read(root, config: config)
    self.init(root: root, inputs: inputs, diagnostics: diagnostics, config: config, converter: converter)
  }

  /// Analyzes `inputs` (already read from `root`) and proposes every feature.
  init(
    root: String, inputs: [SourceInput], diagnostics: [Diagnostic] = [], config: MigrationConfig = MigrationConfig(),
    converter: (AnalysisResult) -> any MethodConverting
  ) {
    self.root = root
    self.inputs = inputs
    self.config = config
    analysis = config.migratable(Analyzer.analyze(inputs, extraDiagnostics: diagnostics))
    var options = ProposalOptions(featureSuffix: config.featureSuffix)
    options.identifiableTypes = IdentifiableTypes.find(in: inputs.map { SourceFile(bytes: $0.bytes) })
    proposal = FeatureProposer.propose(analysis, converter: converter(analysis), options: options)
  }

  /// The feature called `name`, or a usage error listing the closest names.
  func feature(named name: String) throws -> FeatureProposal {
    if let feature = proposal.feature(named: name) { return feature }
    func stem(_ text: String) -> String {
      var result = text.lowercased()
      for suffix in ["feature", "viewmodel", "model"] where result.hasSuffix(suffix) && result.count > suffix.count {
        result.removeLast(suffix.count)
        break
      }
      return result
    }
    let scored = proposal.features.map { feature in
      let distance = min(
        EditDistance.between(stem(feature.name), stem(name)), EditDistance.between(stem(feature.viewModel), stem(name)))
      return (feature.name, distance)
    }
    let close = scored.filter { $0.1 <= max(2, name.count / 3) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3)
      .map(\.0)
    var message = "no feature or view model named '\(name)'"
    if !close.isEmpty { message += "; did you mean \(close.map { "'\($0)'" }.joined(separator: ", "))?" }
    if proposal.features.isEmpty { message += " (no view models were found under \(root))" }
    throw ToolError.usage(message)
  }

  /// The proposals of view models classified as features (what `--all` and `--phase` generate).
  var classifiedFeatures: [FeatureProposal] {
    let names = Set(analysis.viewModels.filter { $0.classification == .feature }.map(\.name))
    return proposal.features.filter { names.contains($0.viewModel) }
  }

  /// A warning for each selected proposal whose view model is classified as a client or skipped.
  func classificationNotes(for features: [FeatureProposal]) -> [String] {
    features.compactMap { feature in
      guard let model = analysis.viewModels.first(where: { $0.name == feature.viewModel }),
        model.classification != .feature
      else { return nil }
      return
        "\(model.name) is classified \(model.classification.rawValue), not a feature (\(model.classificationReason));"
        + " generated as a feature because it was asked for by name"
    }
  }

  /// What `--all` leaves out: client view models (not features; `@Shared` ones get no code) and skipped ones.
  func leftOutNotes() -> [String] {
    let clients = analysis.viewModels.filter { $0.classification == .client }
    let skipped = analysis.viewModels.filter { $0.classification == .skip }.map(\.name)
    var parts: [String] = []
    if !clients.isEmpty {
      var note =
        "not features: \(clients.count) client view model(s) (\(clients.map(\.name).joined(separator: ", "))) belong"
        + " in phase 0; each `@DependencyClient` one a generated feature uses gets its client file"
      let shared = clients.filter { $0.clientShape == .shared }.map(\.name)
      if !shared.isEmpty {
        note +=
          ", and each `@Shared`-state one (\(shared.joined(separator: ", "))) a generated feature reads gets its"
          + " value type and key"
      }
      parts.append(note + "; see `plan`")
    }
    if !skipped.isEmpty {
      parts.append("skipped: \(skipped.count) (\(skipped.joined(separator: ", "))); see `plan` for the reasons")
    }
    return parts
  }

  /// Generated files for `features`: tests go to the project's test folder when it has one, else beside the feature.
  func files(for features: [FeatureProposal], moduleName: String?) -> [GeneratedFile] {
    var sources = Dictionary(
      inputs.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }, uniquingKeysWith: { first, _ in first })
    var result: [GeneratedFile] = []
    var seen: Set<String> = []
    let modules = ModuleNames(root: root)
    // Read from the files as they are, once for every feature.
    let kept = KeptProtocols(
      sources: sources, viewModels: proposal.features.map(\.viewModel),
      modelFiles: Set(analysis.viewModels.map(\.file)))
    for feature in features {
      let testsDirectory = testsFolder() ?? (feature.file as NSString).deletingLastPathComponent
      let module = modules.module(of: feature.file) ?? moduleName
      let emitter = FeatureEmitter(options: EmitOptions(moduleName: module, testsDirectory: testsDirectory))
      for file in emitter.files(
        for: proposal, feature: feature.name, sources: sources, viewModels: analysis.viewModels,
        migrating: features.map(\.name), keptProtocols: kept)
      {
        // A client of a type outside the codebase is written beside the first feature using it, once: another copy
        // beside another feature would declare the same type twice in the module.
        let key = file.kind == .client ? "client:" + (file.path as NSString).lastPathComponent : file.path
        if seen.insert(key).inserted {
          result.append(file)
        } else if file.kind == .view, let index = result.firstIndex(where: { $0.path == file.path }) {
          result[index] = file
        }
        if file.kind == .view { sources[file.path] = file.contents }
      }
    }
    return result
  }

  /// A top-level `Tests` folder (or one ending in `Tests`), relative to the root, if the project has one.
  func testsFolder() -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    var isDirectory: ObjCBool = false
    let folders = names.filter {
      FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent($0), isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    return folders.first { $0 == "Tests" } ?? folders.sorted().first { $0.hasSuffix("Tests") }
  }

  /// The module generated tests `@testable import` when `ModuleNames` finds none for a file: a lone folder under
  /// `Sources/`, else the name of the lone `.xcodeproj` in the project folder, else the project folder's name.
  func moduleName() -> String {
    let sources = (root as NSString).appendingPathComponent("Sources")
    let modules = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).filter { !$0.hasPrefix(".") }
    let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
      $0.hasSuffix(".xcodeproj")
    }
    let folderName =
      projects.count == 1
      ? String(projects[0].dropLast(".xcodeproj".count))
      : URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
    return ModuleNames.identifier(modules.count == 1 && !modules[0].hasSuffix(".swift") ? modules[0] : folderName)
  }
}

/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
  static func between(_ left: String, _ right: String) -> Int {
    let left = Array(left)
    let right = Array(right)
    guard !left.isEmpty else { return right.count }
    var previous = Array(0...right.count)
    for (row, character) in left.enumerated() {
      var current = [row + 1] + Array(repeating: 0, count: right.count)
      for (column, other) in right.enumerated() {
        current[column + 1] = min(
          previous[column + 1] + 1, current[column] + 1, previous[column] + (character == other ? 0 : 1))
      }
      previous = current
    }
    return previous[right.count]
  }
}
