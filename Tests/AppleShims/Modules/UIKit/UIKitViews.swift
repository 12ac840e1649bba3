import Foundation

// Declarations only: the UIKit view and controller classes the fixtures' view controllers use, enough for a
// rewritten controller to type-check in Swift 6 mode. Nothing here runs.

/// An Objective-C selector's name (`#selector` needs the Objective-C runtime, which Linux lacks).
public typealias Selector = String

/// A responder in the event chain.
@MainActor
open class UIResponder: NSObject {
  public override init() {}
}

/// A rectangle's layout anchor.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    appleOnly()
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { appleOnly() }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { appleOnly() }
}

/// A horizontal anchor.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical anchor.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// A size anchor.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { appleOnly() }
}

/// A layout constraint.
@MainActor
open class NSLayoutConstraint: NSObject {
  public var isActive: Bool = false
  public var constant: CGFloat = 0
  public static func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// A guide to a view's edges.
@MainActor
open class UILayoutGuide: NSObject {
  public var topAnchor: NSLayoutYAxisAnchor { appleOnly() }
  public var bottomAnchor: NSLayoutYAxisAnchor { appleOnly() }
  public var leadingAnchor: NSLayoutXAxisAnchor { appleOnly() }
  public var trailingAnchor: NSLayoutXAxisAnchor { appleOnly() }
}

extension UIView {
  public var topAnchor: NSLayoutYAxisAnchor { appleOnly() }
  public var bottomAnchor: NSLayoutYAxisAnchor { appleOnly() }
  public var leadingAnchor: NSLayoutXAxisAnchor { appleOnly() }
  public var trailingAnchor: NSLayoutXAxisAnchor { appleOnly() }
  public var centerXAnchor: NSLayoutXAxisAnchor { appleOnly() }
  public var centerYAnchor: NSLayoutYAxisAnchor { appleOnly() }
  public var widthAnchor: NSLayoutDimension { appleOnly() }
  public var heightAnchor: NSLayoutDimension { appleOnly() }
  public var safeAreaLayoutGuide: UILayoutGuide { appleOnly() }
  public var layoutMarginsGuide: UILayoutGuide { appleOnly() }
}

/// A rectangular view.
@MainActor
open class UIView: UIResponder {
  /// How a view resizes with its superview.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
  }
  /// How content fills the view.
  public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(frame: .zero) }
  public var frame: CGRect = .zero
  public var bounds: CGRect = .zero
  public var backgroundColor: UIColor?
  public var tintColor: UIColor!
  public var isHidden = false
  public var alpha: CGFloat = 1
  public var isUserInteractionEnabled = true
  public var translatesAutoresizingMaskIntoConstraints = true
  public var autoresizingMask: AutoresizingMask = []
  public var contentMode: ContentMode = .scaleToFill
  public var layoutMargins = UIEdgeInsets()
  public var subviews: [UIView] { appleOnly() }
  public var superview: UIView? { appleOnly() }
  public var window: UIWindow? { appleOnly() }
  public func addSubview(_ view: UIView) {}
  public func removeFromSuperview() {}
  public func setNeedsLayout() {}
  public func layoutIfNeeded() {}
  public func endEditing(_ force: Bool) -> Bool { appleOnly() }
  open func layoutSubviews() {}
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
}

/// Distances from a rectangle's edges.
public struct UIEdgeInsets: Equatable, Sendable {
  public init() {}
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
  public static let zero = UIEdgeInsets()
}

/// A window.
@MainActor
open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var rootViewController: UIViewController?
  public func makeKeyAndVisible() {}
}

/// A scene.
@MainActor
open class UIScene: UIResponder {
  /// Options a scene connects with.
  open class ConnectionOptions: NSObject {}
}

/// A window scene.
@MainActor
open class UIWindowScene: UIScene {}

/// A scene's session.
@MainActor
open class UISceneSession: NSObject {}

/// A scene's delegate.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

/// A window scene's delegate.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

/// A controller of a view.
@MainActor
open class UIViewController: UIResponder {
  public init(nibName: String?, bundle: Bundle?) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  public var view: UIView! {
    get { appleOnly() }
    set {}
  }
  public var title: String?
  public var navigationItem: UINavigationItem { appleOnly() }
  public var navigationController: UINavigationController? { appleOnly() }
  public var tabBarItem: UITabBarItem! {
    get { appleOnly() }
    set {}
  }
  public var tabBarController: UITabBarController? { appleOnly() }
  public var presentingViewController: UIViewController? { appleOnly() }
  public var isModalInPresentation = false
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
  public func addChild(_ child: UIViewController) {}
  public func didMove(toParent parent: UIViewController?) {}
}

/// A navigation bar's items for one controller.
@MainActor
open class UINavigationItem: NSObject {
  public var title: String?
  public var rightBarButtonItem: UIBarButtonItem?
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var titleView: UIView?
  public var searchController: UISearchController?
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// How a large title shows.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

/// A stack of controllers.
@MainActor
open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var viewControllers: [UIViewController] = []
  public var topViewController: UIViewController? { appleOnly() }
  public func pushViewController(_ controller: UIViewController, animated: Bool) {}
  @discardableResult public func popViewController(animated: Bool) -> UIViewController? { appleOnly() }
  @discardableResult public func popToRootViewController(animated: Bool) -> [UIViewController]? { appleOnly() }
  public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {}
}

/// Tabs of controllers.
@MainActor
open class UITabBarController: UIViewController {
  public var viewControllers: [UIViewController]?
  public var selectedIndex = 0
  public func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {}
}

/// A tab's item.
@MainActor
open class UITabBarItem: NSObject {
  public init(title: String?, image: UIImage?, tag: Int) {}
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {}
  public var badgeValue: String?
}

/// A bar button.
@MainActor
open class UIBarButtonItem: NSObject {
  /// A system item.
  public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, trash, refresh, action, close }
  /// A style.
  public enum Style: Int, Sendable { case plain, done }
  public init(barButtonSystemItem: SystemItem, target: Any?, action: Selector?) {}
  public init(title: String?, style: Style, target: Any?, action: Selector?) {}
  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {}
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {}
  public init(title: String?, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {}
  public var isEnabled = true
  public var title: String?
}

/// A menu.
@MainActor
open class UIMenu: NSObject {
  public init(title: String = "", children: [UIAction] = []) {}
}

/// An action with a handler.
@MainActor
open class UIAction: NSObject {
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {}
}

/// Control events.
public struct UIControlEvents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

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

/// A scroll view.
@MainActor
open class UIScrollView: UIView {
  public var contentInset = UIEdgeInsets()
  public var keyboardDismissMode: KeyboardDismissMode = .none
  public var refreshControl: UIRefreshControl?
  /// How scrolling dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// A scroll view's delegate.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// A pull-to-refresh control.
@MainActor
open class UIRefreshControl: UIControl {
  public func beginRefreshing() {}
  public func endRefreshing() {}
  public var isRefreshing: Bool { appleOnly() }
}

/// A table.
@MainActor
open class UITableView: UIScrollView {
  /// A table style.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// A row animation.
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
  public init(frame: CGRect, style: Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public weak var dataSource: UITableViewDataSource?
  public weak var delegate: UITableViewDelegate?
  public var tableHeaderView: UIView?
  public var tableFooterView: UIView?
  public var rowHeight: CGFloat = 44
  public var estimatedRowHeight: CGFloat = 44
  public var allowsSelection = true
  public var backgroundView: UIView?
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    appleOnly()
  }
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { appleOnly() }
  public func reloadData() {}
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { appleOnly() }
  public var indexPathForSelectedRow: IndexPath? { appleOnly() }
}

/// A table's data source.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// A table's delegate.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// A table row.
@MainActor
open class UITableViewCell: UIView {
  /// A cell style.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// An accessory.
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark }
  /// A selection style.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var textLabel: UILabel? { appleOnly() }
  public var detailTextLabel: UILabel? { appleOnly() }
  public var imageView: UIImageView? { appleOnly() }
  public var contentView: UIView { appleOnly() }
  public var accessoryType: AccessoryType = .none
  public var selectionStyle: SelectionStyle = .default
  public var accessoryView: UIView?
  public var contentConfiguration: UIContentConfiguration?
  public func defaultContentConfiguration() -> UIListContentConfiguration { appleOnly() }
  open func prepareForReuse() {}
}

/// A cell's content configuration.
public protocol UIContentConfiguration {}

/// The list cell's standard content.
public struct UIListContentConfiguration: UIContentConfiguration {
  /// Text properties.
  public struct TextProperties {
    public var color: UIColor = .label
    public var font: UIFont {
      get { appleOnly() }
      set {}
    }
    public var numberOfLines = 1
  }
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties()
}

/// A table view controller.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var tableView: UITableView! {
    get { appleOnly() }
    set {}
  }
  public var refreshControl: UIRefreshControl?
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { appleOnly() }
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}

extension UITableViewCell {
  /// An editing style.
  public enum EditingStyle: Int, Sendable { case none, delete, insert }
}

/// Swipe actions of a row.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  public init(actions: [UIContextualAction]) {}
}

/// A swipe action.
@MainActor
open class UIContextualAction: NSObject {
  /// Its style.
  public enum Style: Int, Sendable { case normal, destructive }
  public init(
    style: Style, title: String?, handler: @escaping (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
  ) {}
  public var backgroundColor: UIColor!
}

/// A search bar.
@MainActor
open class UISearchBar: UIView {
  public var text: String?
  public var placeholder: String?
  public weak var delegate: UISearchBarDelegate?
}

/// A search bar's delegate.
@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {}

/// A search controller.
@MainActor
open class UISearchController: UIViewController {
  public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var searchBar: UISearchBar { appleOnly() }
  public weak var searchResultsUpdater: UISearchResultsUpdating?
  public var obscuresBackgroundDuringPresentation = true
  public var isActive = false
}

/// Updates search results.
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  func updateSearchResults(for searchController: UISearchController)
}

/// An alert or action sheet.
@MainActor
open class UIAlertController: UIViewController {
  /// Its style.
  public enum Style: Int, Sendable { case actionSheet, alert }
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
  }
  public func addAction(_ action: UIAlertAction) {}
  public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
  public var textFields: [UITextField]? { appleOnly() }
}

/// An alert's button.
@MainActor
open class UIAlertAction: NSObject {
  /// Its style.
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {}
}

/// The pasteboard.
@MainActor
open class UIPasteboard: NSObject {
  public static var general: UIPasteboard { appleOnly() }
  public var string: String?
}
