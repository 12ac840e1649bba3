import Foundation
import Lexer
import Outline

/// What a view model property's wrapper says: `@Shared`/`@SharedReader` keys, `@AppStorage` keys, and whether it is
/// observed State.
extension ViewModelBuilder {
  /// The `@Shared(…)` / `@SharedReader(…)` attribute as State writes it (`@Shared(.appStorage("k"))`), if any.
  func sharedAttribute(_ property: PropertyDeclaration) -> String? {
    guard let attribute = property.attributes.first(where: { $0.name == "Shared" || $0.name == "SharedReader" })
    else { return nil }
    return "@" + attribute.name + (attribute.arguments.map { "(\($0))" } ?? "")
  }

  /// The value type of the codebase's key an `@Shared(.key)` / `@SharedReader(.key)` property names, if any.
  func sharedKeyValueType(_ property: PropertyDeclaration) -> String? {
    guard
      let arguments = property.attributes.first(where: { $0.name == "Shared" || $0.name == "SharedReader" })?.arguments
    else { return nil }
    return sharedKeys.valueType(ofAttributeArgument: arguments)
  }

  /// The key of an `@AppStorage("key")` wrapper (its first argument), if any.
  func appStorageKey(_ property: PropertyDeclaration) -> String? {
    guard let arguments = property.attributes.first(where: { $0.name == "AppStorage" })?.arguments else { return nil }
    var depth = 0
    for (offset, character) in arguments.enumerated() {
      if LineText.isAny(of: "([{", character) { depth += 1 } else if LineText.isAny(of: ")]}", character) { depth -= 1 }
      if character == "," && depth == 0 {
        return String(LineText.trimmed(arguments.prefix(offset)))
      }
    }
    return String(LineText.trimmed(arguments))
  }

  /// Whether the property is State a view observes: `@Published` in an `ObservableObject`; in an `@Observable` class,
  /// a stored `var` that is neither `@ObservationIgnored`, `lazy` nor under another property wrapper.
  func isObservedState(_ property: PropertyDeclaration, kind: ViewModelKind) -> Bool {
    switch kind {
    case .observableObject, .published:
      return property.hasAttribute("Published")
    case .observable:
      return !property.isLet && !property.hasAttribute("ObservationIgnored") && !property.modifiers.contains("lazy")
        && !property.attributes.contains {
          $0.name != "MainActor" && $0.name != "Published" && $0.name.first?.isUppercase == true
        }
    }
  }
}
