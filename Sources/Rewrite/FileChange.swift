/// One file the rewrite will create or modify, with its exact old and new bytes.
public struct FileChange: Sendable, Hashable {
  /// Whether the file is new or replaces an existing one.
  public enum Kind: String, Sendable, Hashable {
    /// The file does not exist yet.
    case created
    /// The file exists and gets new contents.
    case modified
  }

  /// Absolute, normalized path.
  public var path: String
  /// The complete new contents.
  public var newBytes: [UInt8]
  /// The contents the file had when planned; `nil` for a new file. The writer refuses if the disk no longer matches.
  public var oldBytes: [UInt8]?

  /// A change of `path` from `oldBytes` (`nil` = create) to `newBytes`.
  public init(path: String, newBytes: [UInt8], oldBytes: [UInt8]?) {
    self.path = path
    self.newBytes = newBytes
    self.oldBytes = oldBytes
  }

  /// Created or modified.
  public var kind: Kind { oldBytes == nil ? .created : .modified }

  /// The `created PATH` / `modified PATH` line reported for this change.
  public func reportLine(relativeTo root: String? = nil) -> String {
    "\(kind.rawValue) \(FilePath.relative(path, to: root))"
  }

  /// The unified diff of this change, labelled with the path relative to `root`.
  public func unifiedDiff(relativeTo root: String? = nil) -> String {
    UnifiedDiff.render(path: FilePath.relative(path, to: root), old: oldBytes, new: newBytes)
  }
}

/// A file's desired complete contents, as produced by the generating stages.
public struct PlannedFile: Sendable, Hashable {
  /// Absolute path.
  public var path: String
  /// The complete contents the file should have.
  public var contents: [UInt8]

  /// `path` should hold `contents`.
  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }

  /// `path` should hold the UTF-8 of `text`.
  public init(path: String, text: String) {
    self.init(path: path, contents: Array(text.utf8))
  }

  /// `path` should hold `original` with `edits` applied (every other byte kept).
  public init(path: String, applying edits: [TextEdit], to original: [UInt8]) throws {
    self.init(path: path, contents: try TextEdit.apply(edits, to: original))
  }
}
