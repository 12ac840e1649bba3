import Analysis

/// Names of actions and identifiers in generated code; feature and client names come from `FeatureNaming`.
public enum TCANaming {
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
