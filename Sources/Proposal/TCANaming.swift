/// Names of features, clients and actions; feature and client names follow the same rule as the Plan stage.
public enum TCANaming {
  /// The default suffix of a feature name.
  public static let defaultFeatureSuffix = "Feature"
  /// Suffixes stripped from a view model's last name component before the feature suffix is appended.
  public static let viewModelSuffixes = ["ViewModel", "VM", "Model", "Store"]
  /// Suffixes stripped (at most twice) from a service's name before `Client` is appended.
  public static let serviceSuffixes = ["Protocol", "Type", "Interface", "Service", "Repository", "Manager", "Provider"]

  /// `QuizViewModel` → `QuizFeature`; `CountriesList.ViewModel` → `CountriesListFeature`.
  public static func featureName(forViewModel name: String, suffix: String = defaultFeatureSuffix) -> String {
    let parts = name.split(separator: ".").map { stripGenerics(String($0)) }
    guard let last = parts.last else { return name + suffix }
    if parts.count > 1, viewModelSuffixes.contains(last) { return parts[parts.count - 2] + suffix }
    return strip(viewModelSuffixes, from: last) + suffix
  }

  /// `GameServiceProtocol` → `GameClient`; `APIClient` → `APIClient`.
  public static func clientName(forService name: String) -> String {
    let bare = TypeText.stripExistential(name)
    var base = stripGenerics(bare.split(separator: ".").last.map(String.init) ?? bare)
    for _ in 0..<2 { base = strip(serviceSuffixes, from: base) }
    if base.hasSuffix("Client") { return base }
    return base + "Client"
  }

  /// Unique feature names for `viewModels`: pinned names first, then the naming rule, then a counter.
  public static func featureNames(
    for viewModels: [String], suffix: String, pinned: [String: String] = [:]
  ) -> [String: String] {
    var result: [String: String] = [:]
    var used: Set<String> = []
    for viewModel in viewModels {
      if let name = pinned[viewModel], !name.isEmpty, used.insert(name).inserted { result[viewModel] = name }
    }
    for viewModel in viewModels where result[viewModel] == nil {
      let name = featureName(forViewModel: viewModel, suffix: suffix)
      var unique = name
      var counter = 2
      while used.contains(unique) {
        unique = name + String(counter)
        counter += 1
      }
      used.insert(unique)
      result[viewModel] = unique
    }
    return result
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

  /// `GameClient` → `gameClient`; `APIClient` → `apiClient`; `URLSessionClient` → `urlSessionClient`.
  public static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var upperRun = 0
    while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
    if upperRun == 0 { return name }
    let lowered: Int
    if upperRun == characters.count {
      lowered = upperRun
    } else if upperRun > 1 {
      lowered = upperRun - 1
    } else {
      lowered = 1
    }
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// `next` called only from buttons → `nextButtonTapped`.
  public static func buttonActionName(forMethod method: String) -> String {
    let events = ["Tapped", "Pressed", "Clicked", "Selected", "Changed", "Submitted", "Toggled", "Swiped"]
    return events.contains { method.hasSuffix($0) && method.count > $0.count } ? method : method + "ButtonTapped"
  }

  /// `load` → `loadResponse`.
  public static func responseName(forMethod method: String) -> String {
    method + "Response"
  }

  /// Swift keywords that need backticks as identifiers.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
    "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
    "catch", "false", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "try",
  ]

  /// `name`, backticked when it is a keyword.
  public static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }
}
