import Analysis

/// An async view-model helper translated as code that runs inside an effect: the body of a reducer method.
public struct AsyncHelperConversion: Sendable, Equatable, Codable {
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

/// An async helper that qualifies as a reducer method, translated once while the actions are converted: the cases
/// call it, and it is placed on the reducer if it is still a helper once folding is done.
public struct AsyncHelperCandidate: Sendable, Equatable, Codable {
  /// The reducer method (name, view-model line, signature, body).
  public var method: ReducerHelper
  /// Its translation: the dependencies it calls and the State fields it takes.
  public var conversion: AsyncHelperConversion

  /// Creates a candidate.
  public init(method: ReducerHelper, conversion: AsyncHelperConversion) {
    self.method = method
    self.conversion = conversion
  }
}
