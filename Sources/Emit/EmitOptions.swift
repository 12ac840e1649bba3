/// Options for rendering generated files.
public struct EmitOptions: Sendable, Equatable {
  /// The app module the generated tests import with `@testable`; nil writes a TODO instead.
  public var moduleName: String?
  /// Folder (relative to the analyzed root) for generated test files.
  public var testsDirectory: String

  /// Creates options.
  public init(moduleName: String? = nil, testsDirectory: String = "Tests") {
    self.moduleName = moduleName
    self.testsDirectory = testsDirectory
  }
}

/// One file the emitter produced.
public struct GeneratedFile: Sendable, Equatable {
  /// What the file is.
  public enum Kind: String, Sendable, Equatable, Codable {
    /// `XFeature.swift`.
    case feature
    /// `XClient.swift`.
    case client
    /// `XFeatureTests.swift`.
    case tests
    /// The rewritten owning view or view controller.
    case view
  }

  /// Path relative to the analyzed root.
  public var path: String
  /// Full file contents.
  public var contents: String
  /// Feature, client, tests or view.
  public var kind: Kind

  /// Creates a generated file.
  public init(path: String, contents: String, kind: Kind) {
    self.path = path
    self.contents = contents
    self.kind = kind
  }
}
