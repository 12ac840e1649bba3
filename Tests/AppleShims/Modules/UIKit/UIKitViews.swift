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
