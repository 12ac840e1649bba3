/// View models whose classification the user fixed (in `.tca-migrate.json`): never migrated, or treated as a client.
public struct ClassificationOverrides: Sendable, Equatable, Codable {
  /// View model names to leave out of the migration (no feature, no plan entry, nothing generated).
  public var skip: [String]
  /// View model names to treat as shared clients rather than features.
  public var client: [String]

  /// Creates overrides; both lists empty means the analysis decides.
  public init(skip: [String] = [], client: [String] = []) {
    self.skip = skip
    self.client = client
  }

  /// Whether `viewModel` is named in `skip` (by its qualified name, or by its last component when that is unique).
  public func skips(_ viewModel: ViewModel, in analysis: AnalysisResult) -> Bool {
    names(skip, in: analysis).contains(viewModel.name)
  }

  /// Whether `viewModel` is named in `client`.
  public func treatsAsClient(_ viewModel: ViewModel, in analysis: AnalysisResult) -> Bool {
    names(client, in: analysis).contains(viewModel.name)
  }

  /// The names in `skip` and `client` that name no view model of `analysis`.
  public func unknownNames(in analysis: AnalysisResult) -> [String] {
    (skip + client).filter { analysis.viewModel(named: $0) == nil }
  }

  private func names(_ list: [String], in analysis: AnalysisResult) -> Set<String> {
    Set(list.compactMap { analysis.viewModel(named: $0)?.name })
  }
}
