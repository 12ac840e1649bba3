@_exported import Foundation

// The slice of UIKit a generated reducer may use: `IndexPath`'s row and section (UIKit's extension of Foundation's
// `IndexPath`). Implemented as UIKit documents them, since generated tests run them.

extension IndexPath {
  /// The row of a table view index path (its second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section of a table or collection view index path (its first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item of a collection view index path (its second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// An index path for a row in a section.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path for an item in a section.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}
