/// A case of a view model's navigation enum (`Destination`, `Path`) that holds no child view model:
/// `alert(AlertState<AlertAction>)`, or plain data such as `session(StudySession, deck: Deck)`.
public struct NavigationCase: Sendable, Codable, Equatable {
  /// The property holding the enum (`destination`, `path`).
  public var property: String
  /// Case name.
  public var name: String
  /// Associated values as declared, labels kept (`AlertState<AlertAction>`, `StudySession, deck: Deck`).
  public var associated: String
  /// For `AlertState<X>` / `ConfirmationDialogState<X>`: `X`, the alert's action type.
  public var alertAction: String?

  /// Creates a case record.
  public init(property: String, name: String, associated: String, alertAction: String? = nil) {
    self.property = property
    self.name = name
    self.associated = associated
    self.alertAction = alertAction
  }

  /// The enum a navigation property's type names: `[Path]` → `Path`, `Destination?` → `Destination`.
  public static func enumName(ofPropertyType type: String) -> String { TypeText.element(of: type).name }

  /// `AlertState<AlertAction>` → `AlertAction`; nil for other types.
  public static func alertAction(of type: String) -> String? {
    for wrapper in ["AlertState<", "ConfirmationDialogState<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
      return String(type.dropFirst(wrapper.count).dropLast())
    }
    return nil
  }
}
