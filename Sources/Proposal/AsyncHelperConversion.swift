import Analysis

/// An async view-model helper translated as code that runs inside an effect: the body of a reducer method.
public struct AsyncHelperConversion: Sendable, Equatable {
  /// Body lines, unindented; State it reads appears as bare names, which become the method's parameters.
  public var body: [String]
  /// The dependencies the body calls (clients, standard dependencies), for the reducer to declare.
  public var dependencies: [DependencyUse]
  /// The State fields the body reads, in order of first use.
  public var stateReads: [String]

  /// Creates an async helper conversion.
  public init(body: [String], dependencies: [DependencyUse] = [], stateReads: [String] = []) {
    self.body = body
    self.dependencies = dependencies
    self.stateReads = stateReads
  }
}
