/// Names of features, clients and actions derived from view-model and service names.
public enum FeatureNaming {
  /// Suffixes removed from a view model's base name before the feature suffix is added.
  static let viewModelSuffixes = ["ViewModel", "ViewController", "Controller", "Model", "View", "Store", "VM"]
  /// Suffixes removed from a service name before `Client` is added.
  static let serviceSuffixes = ["Protocol", "Type", "Interface", "Providing"]
  /// Words removed after the protocol suffixes.
  static let serviceWords = ["Service", "Manager", "Client", "Provider"]

  /// `CountriesList.ViewModel` → `CountriesList`; `QuizViewModel` → `QuizViewModel` (the suffix goes later).
  public static func baseName(of typeName: String) -> String {
    let parts = typeName.split(separator: ".").map(String.init)
    guard let last = parts.last else { return typeName }
    if parts.count > 1, viewModelSuffixes.contains(last) { return parts[parts.count - 2] }
    return last
  }

  /// `QuizViewModel` → `QuizFeature`; `CountriesListView` → `CountriesListFeature`.
  public static func featureName(baseName: String, suffix: String) -> String {
    var stem = baseName
    var changed = true
    while changed {
      changed = false
      for word in viewModelSuffixes where stem.hasSuffix(word) && stem.count > word.count {
        stem.removeLast(word.count)
        changed = true
        break
      }
    }
    return stem.hasSuffix(suffix) ? stem : stem + suffix
  }

  /// `GameServiceProtocol` → `GameClient`; `APIClient` → `APIClient`.
  public static func clientName(forService service: String) -> String {
    var stem = TypeText.stripExistential(service)
    for word in serviceSuffixes where stem.hasSuffix(word) && stem.count > word.count {
      stem.removeLast(word.count)
      break
    }
    for word in serviceWords where stem.hasSuffix(word) && stem.count > word.count {
      stem.removeLast(word.count)
      break
    }
    return stem + "Client"
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
    method + "ButtonTapped"
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
