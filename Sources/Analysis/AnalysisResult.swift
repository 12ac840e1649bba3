/// Everything the analysis found in a codebase; the input of Proposal, Plan and Report.
public struct AnalysisResult: Sendable, Codable, Equatable {
  /// Version of this JSON shape; bumped on incompatible changes.
  public var schemaVersion: Int
  /// Number of Swift files analyzed.
  public var files: Int
  /// Number of lines in those files.
  public var lines: Int
  /// The codebase's indentation unit (`"\t"`, two or four spaces), detected from its files.
  public var indentation: String
  /// Every view model, sorted by file then line.
  public var viewModels: [ViewModel]
  /// Protocols and classes injected into view models.
  public var services: [Service]
  /// SwiftUI views and UIKit view controllers that hold a view model.
  public var owners: [Owner]
  /// What the analysis could not understand or wants a person to see.
  public var diagnostics: [Diagnostic]
  /// Method conversion counts over every view model; filled in by the CLI after proposing, nil before.
  public var conversion: ConversionSummary?
  /// The codebase's structs, enums and classes that are not view models, by qualified name (not in the JSON).
  public var models: [String: ModelType] = [:]
  /// Names of the codebase's top-level stored `var`s: shared mutable state a reducer reads (not in the JSON).
  public var globalVariables: Set<String> = []

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, files, lines, indentation, viewModels, services, owners, diagnostics, conversion
  }

  /// The schema version this build writes.
  public static let currentSchemaVersion = 1

  /// Creates a result.
  public init(
    schemaVersion: Int = AnalysisResult.currentSchemaVersion, files: Int = 0, lines: Int = 0,
    indentation: String = "    ", viewModels: [ViewModel] = [], services: [Service] = [],
    owners: [Owner] = [], diagnostics: [Diagnostic] = []
  ) {
    self.schemaVersion = schemaVersion
    self.files = files
    self.lines = lines
    self.indentation = indentation
    self.viewModels = viewModels
    self.services = services
    self.owners = owners
    self.diagnostics = diagnostics
  }

  /// The service a dependency is an instance of, or nil for plain values, closures and view models.
  public func service(for dependency: Dependency) -> Service? { ServiceResolver(services).service(for: dependency) }

  /// The view model named `name` (qualified name, or its last component when unique).
  public func viewModel(named name: String) -> ViewModel? {
    if let exact = viewModels.first(where: { $0.name == name }) { return exact }
    let suffix = "." + name
    var found: ViewModel?
    for model in viewModels where model.name.hasSuffix(suffix) {
      guard found == nil else { return nil }
      found = model
    }
    return found
  }
}
