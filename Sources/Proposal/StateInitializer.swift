/// An explicit `State.init` mirroring the view model's initializer, for State fields it derived from its arguments.
public struct StateInitializer: Sendable, Equatable, Codable {
  /// One parameter: the view model's label, name, type and default.
  public struct Parameter: Sendable, Equatable, Codable {
    /// Argument label; nil for `_`.
    public var label: String?
    /// Parameter name.
    public var name: String
    /// Type text.
    public var type: String
    /// Default value text.
    public var defaultValue: String?

    /// Creates a parameter.
    public init(label: String?, name: String, type: String, defaultValue: String? = nil) {
      self.label = label
      self.name = name
      self.type = type
      self.defaultValue = defaultValue
    }

    /// `label name: Type = default` as declared.
    public var declaration: String {
      let head = label == name ? name : "\(label ?? "_") \(name)"
      return "\(head): \(type)" + (defaultValue.map { " = \($0)" } ?? "")
    }
  }

  /// Parameters, in the view model's order.
  public var parameters: [Parameter]
  /// Assignments, one `self.field = expression` per line.
  public var assignments: [String]

  /// Creates an initializer.
  public init(parameters: [Parameter], assignments: [String]) {
    self.parameters = parameters
    self.assignments = assignments
  }
}
