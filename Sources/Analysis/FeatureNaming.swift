/// Names every stage agrees on: view model → TCA feature, service → dependency client.
public enum FeatureNaming {
  /// The default suffix of a feature name.
  public static let defaultFeatureSuffix = "Feature"
  /// Suffixes stripped from a view model's last name component before the feature suffix is appended.
  public static let viewModelSuffixes = ["ViewModel", "VM", "Model", "Store"]
  /// Suffixes stripped (at most twice) from a service's name before `Client` is appended.
  public static let serviceSuffixes = ["Protocol", "Type", "Interface", "Service", "Repository", "Manager", "Provider"]

  /// `QuizViewModel` → `QuizFeature`; `CountriesList.ViewModel` → `CountriesListFeature`.
  public static func featureName(forViewModel name: String, suffix: String = defaultFeatureSuffix) -> String {
    let parts = LineText.split(name, at: 0x2E).map { stripGenerics(String($0)) }
    guard let last = parts.last else { return name + suffix }
    if parts.count > 1, viewModelSuffixes.contains(last) { return parts[parts.count - 2] + suffix }
    return strip(viewModelSuffixes, from: last) + suffix
  }

  /// `GameServiceProtocol` → `GameClient`; `any APIClient` → `APIClientDependency` (a client named as its service
  /// would declare that type a second time, or shadow it when it comes from another module).
  public static func clientName(forService name: String) -> String {
    var bare = Substring(name)
    for prefix in ["any ", "some "] where bare.hasPrefix(prefix) { bare = bare.dropFirst(prefix.count) }
    let type = stripGenerics(bare.split(separator: ".").last.map(String.init) ?? String(bare))
    var base = type
    for _ in 0..<2 { base = strip(serviceSuffixes, from: base) }
    let client = base.hasSuffix("Client") ? base : base + "Client"
    return client == type ? type + "Dependency" : client
  }

  /// Unique feature names for `viewModels`: pinned names first, then the naming rule, then a counter.
  public static func featureNames(
    for viewModels: [String], suffix: String = defaultFeatureSuffix, pinned: [String: String] = [:]
  ) -> [String: String] {
    var result: [String: String] = [:]
    var used: Set<String> = []
    for viewModel in viewModels {
      if let name = pinned[viewModel], !name.isEmpty, used.insert(name).inserted { result[viewModel] = name }
    }
    for viewModel in viewModels where result[viewModel] == nil {
      result[viewModel] = unique(featureName(forViewModel: viewModel, suffix: suffix), taken: &used)
    }
    return result
  }

  /// `name`, or `name2`, `name3`… when `taken` has it; `taken` gains the result.
  public static func unique(_ name: String, taken: inout Set<String>) -> String {
    var candidate = name
    var counter = 2
    while taken.contains(candidate) {
      candidate = name + String(counter)
      counter += 1
    }
    taken.insert(candidate)
    return candidate
  }

  private static func strip(_ suffixes: [String], from name: String) -> String {
    if suffixes.contains(name) { return name }
    for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  private static func stripGenerics(_ name: String) -> String {
    guard let angle = LineText.firstIndex(of: 0x3C, in: name) else { return name }
    return String(name[..<angle])
  }
}
