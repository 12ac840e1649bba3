/// A problem the lexer found in the bytes, with where it starts.
public struct LexerDiagnostic: Sendable, Hashable {
  /// Byte offset where the problem starts.
  public var offset: Int
  /// What is wrong, for a person.
  public var message: String

  /// Creates a diagnostic at `offset`.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
