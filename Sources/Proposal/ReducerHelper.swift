/// A view-model helper converted into a private method of the reducer, shared by the cases that need it.
public struct ReducerHelper: Sendable, Equatable, Codable {
  /// Method name.
  public var name: String
  /// 1-based line of the view-model method.
  public var line: Int
  /// `pause(_ state: inout State) -> Effect<Action>`.
  public var signature: String
  /// Body lines, relative indentation kept.
  public var body: [String]

  /// Creates a reducer helper.
  public init(name: String, line: Int, signature: String, body: [String]) {
    self.name = name
    self.line = line
    self.signature = signature
    self.body = body
  }
}
