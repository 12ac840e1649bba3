/// A query method's body as the converter translated it, with what the body reads besides its parameters.
public struct QueryConversion: Sendable, Equatable {
  /// Body lines, unindented; State members are read without a prefix.
  public var body: [String]
  /// The dependencies the body reads (`calendar`, `now`): standard ones are declared locally, others refuse it.
  public var dependencies: [DependencyUse]
  /// Whether the body reads State itself (not only through the queries it calls).
  public var readsState: Bool
  /// The other queries the body calls, in order.
  public var calledQueries: [String]
  /// Whether the body is one expression returned implicitly (it needs `return` once declarations precede it).
  public var isSingleExpression: Bool

  /// Creates a query conversion.
  public init(
    body: [String], dependencies: [DependencyUse] = [], readsState: Bool, calledQueries: [String] = [],
    isSingleExpression: Bool = false
  ) {
    self.body = body
    self.dependencies = dependencies
    self.readsState = readsState
    self.calledQueries = calledQueries
    self.isSingleExpression = isSingleExpression
  }
}
