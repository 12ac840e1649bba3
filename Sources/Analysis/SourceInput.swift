/// One file handed to the analysis: its path relative to the analyzed root and its bytes.
public struct SourceInput: Sendable {
  /// Path relative to the analyzed root, `/`-separated.
  public var path: String
  /// The file's bytes as read from disk.
  public var bytes: [UInt8]

  /// Creates an input.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
