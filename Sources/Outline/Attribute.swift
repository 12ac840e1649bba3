/// An attribute written on a declaration: `@MainActor`, `@Published`, `@Environment(\.dismiss)`.
public struct Attribute: Sendable, Equatable {
  /// The name without `@` (`MainActor`, `Published`).
  public var name: String
  /// The text between the parentheses, if any (`\.dismiss`, `SettingsModel.self`).
  public var arguments: String?

  /// Creates an attribute.
  public init(name: String, arguments: String? = nil) {
    self.name = name
    self.arguments = arguments
  }
}

/// Where a declaration sits relative to `#if` regions.
public struct ConditionalRegion: Sendable, Equatable {
  /// The condition of each enclosing clause, outermost first (`DEBUG`, `!DEBUG`, `else`).
  public var conditions: [String]
  /// Index of the branch within its `#if` group (0 for `#if`, 1 for the first `#elseif`/`#else`, …) for the innermost region.
  public var branch: Int

  /// Creates a region description.
  public init(conditions: [String], branch: Int) {
    self.conditions = conditions
    self.branch = branch
  }
}

extension ConditionalRegion {
  /// The condition a declaration here compiles under, as one `#if` expression (`SUBSCRIPTION`, or `!(DEBUG)` in an
  /// `#else`); nil inside an `#elseif` branch or nested `#if`s, whose full condition the region does not keep.
  public var wholeCondition: String? {
    guard conditions.count == 1, let condition = conditions.first else { return nil }
    return branch == 0 || (branch == 1 && condition.hasPrefix("!(")) ? condition : nil
  }
}
