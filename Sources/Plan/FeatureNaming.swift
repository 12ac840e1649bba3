import Foundation

/// Names shared by the stages: view model → TCA feature, service → dependency client.
public enum FeatureNaming {
  /// The default suffix of a feature name.
  public static let defaultFeatureSuffix = "Feature"

  /// Suffixes stripped from a view model's last name component before the feature suffix is appended.
  public static let viewModelSuffixes = ["ViewModel", "VM", "Model", "Store"]

  /// Suffixes stripped from a service's name before `Client` is appended.
  public static let serviceSuffixes = ["Protocol", "Type", "Interface", "Service", "Repository", "Manager", "Provider"]

  /// The feature name for a view model: `QuizViewModel` → `QuizFeature`, `CountriesList.ViewModel` → `CountriesListFeature`.
  public static func featureName(forViewModel name: String, suffix: String = defaultFeatureSuffix) -> String {
    let parts = name.split(separator: ".").map { stripGenerics(String($0)) }
    guard let last = parts.last else { return name + suffix }
    if parts.count > 1, viewModelSuffixes.contains(last) { return parts[parts.count - 2] + suffix }
    return strip(viewModelSuffixes, from: last) + suffix
  }

  /// The dependency client name for a service: `GamesService` → `GamesClient`, `APIServiceProtocol` → `APIClient`.
  public static func clientName(forService name: String) -> String {
    var base = stripGenerics(name.split(separator: ".").last.map(String.init) ?? name)
    for _ in 0..<2 { base = strip(serviceSuffixes, from: base) }
    if base.hasSuffix("Client") { return base }
    return base + "Client"
  }

  private static func strip(_ suffixes: [String], from name: String) -> String {
    if suffixes.contains(name) { return name }
    for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  private static func stripGenerics(_ name: String) -> String {
    guard let angle = name.firstIndex(of: "<") else { return name }
    return String(name[..<angle])
  }
}
