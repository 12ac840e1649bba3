import Foundation
import SwiftUI

/// Text for alerts and dialogs, described as data.
public struct TextState: Equatable, Hashable, Sendable, CustomStringConvertible {
  let string: String

  /// Text from a string.
  public init<S: StringProtocol>(_ content: S) { self.string = String(content) }

  /// Text from a string, without localization.
  public init(verbatim content: String) { self.string = content }

  /// The text.
  public var description: String { string }
}

/// The role of a button in an alert or dialog.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// A cancel button.
  case cancel
  /// A destructive button.
  case destructive
}

/// What a button does when tapped.
public struct ButtonStateAction<Action> {
  let action: Action?
  let animation: Animation?

  /// Sends an action, if any.
  public static func send(_ action: Action?) -> Self { Self(action: action, animation: nil) }

  /// Sends an action with an animation.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(action: action, animation: animation)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {
  /// Hashes the action.
  public func hash(into hasher: inout Hasher) { hasher.combine(action) }
}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// A button of an alert or dialog, described as data.
public struct ButtonState<Action>: Identifiable {
  /// The button's identity.
  public let id = UUID()
  /// What the button does.
  public let action: ButtonStateAction<Action>
  /// The button's label.
  public let label: TextState
  /// The button's role.
  public let role: ButtonStateRole?

  /// A button that performs a button action.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button that sends an action.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Buttons are equal when their action, label and role are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the action, label and role.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

/// Builds the buttons of an alert or dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The buttons of a block.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// A button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] { [expression] }
  /// An optional group of buttons.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] { component ?? [] }
  /// The first branch of a condition.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
  /// The second branch of a condition.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
  /// Buttons from a loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// Buttons behind an availability check.
  public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}

/// An alert, described as data.
public struct AlertState<Action>: Identifiable, _EphemeralState {
  /// The alert's identity.
  public let id = UUID()
  /// The buttons.
  public var buttons: [ButtonState<Action>]
  /// The message.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// An alert with a title, buttons and an optional message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts are equal when their title, message and buttons are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomStringConvertible {
  /// The title and message.
  public var description: String {
    "AlertState(title: \(title), message: \(message.map(\.description) ?? "nil"), buttons: \(buttons.map(\.label)))"
  }
}

/// Whether a dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The system decides.
  case automatic
  /// The title is hidden.
  case hidden
  /// The title is shown.
  case visible
}

/// A confirmation dialog, described as data.
public struct ConfirmationDialogState<Action>: Identifiable, _EphemeralState {
  /// The dialog's identity.
  public let id = UUID()
  /// The buttons.
  public var buttons: [ButtonState<Action>]
  /// The message.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title shows.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// A dialog with a title, buttons and an optional message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Dialogs are equal when their title, message, buttons and title visibility are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}
