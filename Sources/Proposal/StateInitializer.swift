import Analysis

/// An explicit `State.init` mirroring the view model's initializer, for State fields it derived from its arguments.
public struct StateInitializer: Sendable, Equatable, Codable {
  /// Parameters, in the view model's order (types with view-model types replaced by their State).
  public var parameters: [Parameter]
  /// Assignments, one `self.field = expression` per line.
  public var assignments: [String]
  /// Dependencies the setup lines declare locally (`@Dependency(\.uuid) var uuid`); nil when none.
  public var dependencies: [DependencyUse]?
  /// `true` when it is failable (`init?`), as the view model's was: its `return nil` lines stay.
  public var isFailable: Bool?

  /// Creates an initializer.
  public init(parameters: [Parameter], assignments: [String]) {
    self.parameters = parameters
    self.assignments = assignments
  }
}

extension FeatureProposal {
  /// The `State.init` generated tests build State with: none for a failable one, whose accepted arguments are not
  /// known; State's memberwise initializer builds it instead.
  var testInitializer: StateInitializer? { stateInitializer?.isFailable == true ? nil : stateInitializer }
}

extension Parameter {
  /// `label name: Type = default` as declared.
  public var declaration: String {
    let head = label == name ? name : "\(label ?? "_") \(name)"
    return "\(head): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
  }
}
