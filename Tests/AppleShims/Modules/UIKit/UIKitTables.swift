import Foundation

// Declarations only: UIKit's tables, search, alerts and pasteboard the fixtures' view controllers use. Nothing
// here runs.

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
