import Analysis

/// How much work migrating one feature is, with the counts it was computed from.
///
/// Formula (points): `2 + 1×state + 2×methods + 2×asyncMethods + 3×combinePipelines + 1×combineProperties
/// + 2×expectedTodos`. The base 2 covers the reducer scaffold, the view and the test file; an async method
/// counts as a method plus 2 for its `.run` effect and response action. Sizes: XS ≤ 8 < S ≤ 16 < M ≤ 32
/// < L ≤ 64 < XL.
public struct Effort: Sendable, Codable, Equatable {
  /// T-shirt size of a feature's effort.
  public enum Size: String, Sendable, Codable, Equatable, CaseIterable {
    /// Up to 8 points.
    case xs = "XS"
    /// 9 to 16 points.
    case s = "S"
    /// 17 to 32 points.
    case m = "M"
    /// 33 to 64 points.
    case l = "L"
    /// More than 64 points.
    case xl = "XL"

    /// The size for `points`.
    public init(points: Int) {
      switch points {
      case ...8: self = .xs
      case ...16: self = .s
      case ...32: self = .m
      case ...64: self = .l
      default: self = .xl
      }
    }
  }

  /// The formula, for people reading a plan.
  public static let formula =
    "points = 2 + 1×state + 2×methods + 2×async methods + 3×Combine pipelines + 1×Combine properties"
    + " + 2×expected TODOs; XS ≤ 8 < S ≤ 16 < M ≤ 32 < L ≤ 64 < XL"

  /// Observed state properties.
  public var state: Int
  /// Instance methods (initializers excluded).
  public var methods: Int
  /// Of those, `async` methods.
  public var asyncMethods: Int
  /// `.sink`, `.assign` and `debounce` occurrences in method, initializer and Combine property code.
  public var combinePipelines: Int
  /// Combine stored properties (cancellables, subjects, publishers).
  public var combineProperties: Int
  /// TODOs the effect rewriter expects to leave (supplied by the caller).
  public var expectedTodos: Int

  /// Creates an effort from its counts.
  public init(
    state: Int, methods: Int, asyncMethods: Int, combinePipelines: Int, combineProperties: Int, expectedTodos: Int
  ) {
    self.state = state
    self.methods = methods
    self.asyncMethods = asyncMethods
    self.combinePipelines = combinePipelines
    self.combineProperties = combineProperties
    self.expectedTodos = expectedTodos
  }

  /// Measures `viewModel`; `expectedTodos` is the effect rewriter's estimate.
  public init(viewModel: ViewModel, expectedTodos: Int = 0) {
    let instanceMethods = viewModel.methods.filter { !$0.isStatic }
    let code =
      (viewModel.methods + viewModel.initializers).compactMap(\.body)
      + viewModel.combine.compactMap(\.initialValue)
    self.init(
      state: viewModel.published.count, methods: instanceMethods.count,
      asyncMethods: instanceMethods.filter(\.isAsync).count,
      combinePipelines: code.reduce(0) { $0 + CombineUsage.count(in: $1) },
      combineProperties: viewModel.combine.count, expectedTodos: max(0, expectedTodos))
  }

  /// Points per the formula.
  public var points: Int {
    2 + state + 2 * methods + 2 * asyncMethods + 3 * combinePipelines + combineProperties + 2 * expectedTodos
  }

  /// T-shirt size of `points`.
  public var size: Size { Size(points: points) }

  /// `7 pts (XS)`.
  public var label: String { "\(points) pts (\(size.rawValue))" }
}
