import Foundation

// Declarations only: UIKit's controls, labels and stacks the fixtures' view controllers use. Nothing here runs.

/// A control.
@MainActor
open class UIControl: UIView {
  /// Control events.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 64)
    public static let valueChanged = Event(rawValue: 4096)
    public static let editingChanged = Event(rawValue: 131072)
    public static let primaryActionTriggered = Event(rawValue: 8192)
  }
  public var isEnabled = true
  public var isSelected = false
  public func addTarget(_ target: Any?, action: Selector, for events: Event) {}
  public func addAction(_ action: UIAction, for events: Event) {}
}

/// A button.
@MainActor
open class UIButton: UIControl {
  /// A button type.
  public enum ButtonType: Int, Sendable { case custom, system, close }
  public convenience init(type: ButtonType) { self.init(frame: .zero) }
  public convenience init(type: ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
  public func setTitle(_ title: String?, for state: UIControl.State) {}
  public func setImage(_ image: UIImage?, for state: UIControl.State) {}
  public var titleLabel: UILabel? { appleOnly() }
}

extension UIControl {
  /// A control state.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let disabled = State(rawValue: 2)
    public static let selected = State(rawValue: 4)
  }
}

/// A label.
@MainActor
open class UILabel: UIView {
  public var text: String?
  public var font: UIFont!
  public var textColor: UIColor!
  public var numberOfLines = 1
  public var textAlignment: NSTextAlignment = .natural
}

/// A font.
open class UIFont: NSObject, @unchecked Sendable {
  /// A text style.
  public struct TextStyle: Hashable, Sendable {
    public static let body = TextStyle()
    public static let headline = TextStyle()
    public static let subheadline = TextStyle()
    public static let caption1 = TextStyle()
    public static let title1 = TextStyle()
    public static let title2 = TextStyle()
    public static let largeTitle = TextStyle()
    public static let footnote = TextStyle()
  }
  /// A weight.
  public struct Weight: Hashable, Sendable {
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
  }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { appleOnly() }
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { appleOnly() }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { appleOnly() }
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { appleOnly() }
}

/// Text alignment.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// An image view.
@MainActor
open class UIImageView: UIView {
  public init(image: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public convenience override init(frame: CGRect) { self.init(image: nil) }
  public var image: UIImage?
}

/// A text field.
@MainActor
open class UITextField: UIControl {
  /// When the clear button shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  /// A border style.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  public var text: String?
  public var placeholder: String?
  public var isSecureTextEntry = false
  public var keyboardType: UIKeyboardType = .default
  public var textContentType: UITextContentType!
  public var borderStyle: BorderStyle = .none
  public var clearButtonMode: ViewMode = .never
  public var delegate: UITextFieldDelegate?
}

/// A text field's delegate.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {}

/// A switch.
@MainActor
open class UISwitch: UIControl {
  public var isOn = false
  public func setOn(_ on: Bool, animated: Bool) {}
}

/// A stepper.
@MainActor
open class UIStepper: UIControl {
  public var value: Double = 0
  public var minimumValue: Double = 0
  public var maximumValue: Double = 100
  public var stepValue: Double = 1
}

/// A segmented control.
@MainActor
open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var selectedSegmentIndex = 0
}

/// A spinner.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// Its style.
  public enum Style: Int, Sendable { case medium, large }
  public init(style: Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var hidesWhenStopped = true
  public var isAnimating: Bool { appleOnly() }
  public func startAnimating() {}
  public func stopAnimating() {}
}

/// A stack of views.
@MainActor
open class UIStackView: UIView {
  /// How views are spread.
  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing }
  /// How views are aligned.
  public enum Alignment: Int, Sendable { case fill, leading, center, trailing }
  public init(arrangedSubviews: [UIView]) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public convenience override init(frame: CGRect) { self.init(arrangedSubviews: []) }
  public var axis: NSLayoutConstraint.Axis = .horizontal
  public var spacing: CGFloat = 0
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public var isLayoutMarginsRelativeArrangement = false
  public func addArrangedSubview(_ view: UIView) {}
}

extension NSLayoutConstraint {
  /// A layout axis.
  public enum Axis: Int, Sendable { case horizontal, vertical }
}
