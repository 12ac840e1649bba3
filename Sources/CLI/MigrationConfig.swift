import Analysis
import Foundation

/// The project's `.tca-migrate.json`: which files are read, the feature naming suffix, and classification overrides.
struct MigrationConfig: Sendable, Equatable {
  /// The file looked for at PATH.
  static let fileName = ".tca-migrate.json"
  /// Every key the file may have.
  static let keys = ["client", "exclude", "featureSuffix", "include", "skip"]

  /// Paths never read (nor descended into).
  var exclude: [Glob] = []
  /// When set, only paths matching one of these are read.
  var include: [Glob]?
  /// Appended to a view model's base name to name its feature (`Quiz` + `Feature`).
  var featureSuffix = FeatureNaming.defaultFeatureSuffix
  /// View models the user classified as skipped or as clients.
  var overrides = ClassificationOverrides()
  /// Where the file was read from, as the diagnostics name it (relative to PATH when inside it); nil for defaults.
  var source: String?

  /// The configuration for `root`: `explicit` (from `--config`, which must exist), else `root/.tca-migrate.json`
  /// when `root` is a folder holding one, else the defaults.
  static func load(root: String, explicit: String?) throws -> MigrationConfig {
    let path: String
    if let explicit {
      guard !explicit.isEmpty else { throw ToolError.usage("--config needs a file path") }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: explicit, isDirectory: &isDirectory), !isDirectory.boolValue else {
        throw ToolError.usage("--config \(explicit): no such file")
      }
      path = explicit
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
        return MigrationConfig()
      }
      path = (root as NSString).appendingPathComponent(fileName)
      guard FileManager.default.fileExists(atPath: path) else { return MigrationConfig() }
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ToolError.usage("cannot read \(path) (permission denied?)")
    }
    var config = try parse(data, path: path)
    config.source = relative(path, to: root)
    return config
  }

  /// Parses the file's bytes; `path` names it in errors. Unknown keys and wrongly typed values are usage errors.
  static func parse(_ data: Data, path: String) throws -> MigrationConfig {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      throw ToolError.usage("\(path) is not valid JSON: \(detail)")
    }
    guard let dictionary = object as? [String: Any] else {
      throw ToolError.usage("\(path) must hold a JSON object, like {\"exclude\": [\"Legacy/**\"]}")
    }
    let unknown = dictionary.keys.filter { !keys.contains($0) }.sorted()
    guard unknown.isEmpty else {
      let named = unknown.map { "'\($0)'" }.joined(separator: ", ")
      throw ToolError.usage(
        "\(path): unknown key\(unknown.count == 1 ? "" : "s") \(named) (known: \(keys.joined(separator: ", ")))")
    }
    var config = MigrationConfig()
    config.exclude = try strings(dictionary, "exclude", path: path).map(Glob.init)
    if dictionary["include"] != nil { config.include = try strings(dictionary, "include", path: path).map(Glob.init) }
    if let value = dictionary["featureSuffix"] {
      guard let suffix = value as? String, isIdentifierFragment(suffix) else {
        throw ToolError.usage(
          "\(path): 'featureSuffix' must be a non-empty string of letters, digits and underscores, like \"Feature\"")
      }
      config.featureSuffix = suffix
    }
    config.overrides = ClassificationOverrides(
      skip: try strings(dictionary, "skip", path: path), client: try strings(dictionary, "client", path: path))
    let both = Set(config.overrides.skip).intersection(config.overrides.client).sorted()
    guard both.isEmpty else {
      throw ToolError.usage("\(path): \(both.map { "'\($0)'" }.joined(separator: ", ")) is in both 'skip' and 'client'")
    }
    return config
  }

  /// Whether the file at `relativePath` (below PATH) is read.
  func reads(_ relativePath: String) -> Bool {
    guard !exclude.contains(where: { $0.matchesItselfOrAFolder(of: relativePath) }) else { return false }
    guard let include else { return true }
    return include.contains { $0.matchesItselfOrAFolder(of: relativePath) }
  }

  /// Whether the folder at `relativePath` (below PATH) may hold files that are read.
  func descends(into relativePath: String) -> Bool {
    guard !exclude.contains(where: { $0.matchesItselfOrAFolder(of: relativePath) }) else { return false }
    guard let include else { return true }
    return include.contains { $0.matchesItselfOrAFolder(of: relativePath) || $0.couldMatchInside(relativePath) }
  }

  /// `analysis` without the view models `skip` names: no feature, plan entry or generated file is made for them,
  /// and no other view model, view or service refers to them.
  func migratable(_ analysis: AnalysisResult) -> AnalysisResult {
    guard !overrides.skip.isEmpty else { return analysis }
    let skipped = Set(analysis.viewModels.filter { overrides.skips($0, in: analysis) }.map(\.name))
    guard !skipped.isEmpty else { return analysis }
    var result = analysis
    result.viewModels.removeAll { skipped.contains($0.name) }
    for index in result.viewModels.indices {
      result.viewModels[index].children.removeAll { skipped.contains($0) }
      result.viewModels[index].childReferences.removeAll {
        skipped.contains(analysis.viewModel(named: $0.type)?.name ?? $0.type)
      }
    }
    result.owners.removeAll { skipped.contains($0.viewModel) }
    result.services = result.services.compactMap { service in
      var service = service
      let wasUsed = !service.usedBy.isEmpty
      service.usedBy.removeAll { skipped.contains($0) }
      return wasUsed && service.usedBy.isEmpty ? nil : service
    }
    return result
  }

  /// Warnings for `skip` and `client` names that match no view model (a typo, or a view model that was removed).
  func diagnostics(for analysis: AnalysisResult) -> [Diagnostic] {
    guard let source else { return [] }
    return overrides.unknownNames(in: analysis).map { name in
      Diagnostic(
        file: source, line: 1, severity: .warning,
        message: "'\(name)' in \(Self.fileName) names no view model (a typo, or one that was removed or excluded)",
        code: "config-unknown-view-model")
    }
  }

  private static func strings(_ dictionary: [String: Any], _ key: String, path: String) throws -> [String] {
    guard let value = dictionary[key] else { return [] }
    guard let list = value as? [Any], let strings = list as? [String], strings.allSatisfy({ !$0.isEmpty }) else {
      throw ToolError.usage("\(path): '\(key)' must be a list of non-empty strings")
    }
    return strings
  }

  private static func isIdentifierFragment(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9") ~= $0 }
  }

  private static func relative(_ path: String, to root: String) -> String {
    let file = URL(fileURLWithPath: path).standardizedFileURL.path
    let folder = URL(fileURLWithPath: root).standardizedFileURL.path
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : path
  }
}
