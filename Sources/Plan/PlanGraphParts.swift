import Analysis
import Foundation

/// One migration phase: features whose children all migrate in earlier phases.
public struct Phase: Sendable, Codable, Equatable {
  /// 1-based phase number.
  public var number: Int
  /// Feature names, smallest effort first.
  public var features: [String]
  /// The view models of those features, same order.
  public var viewModels: [String]
  /// Whether the phase contains a cycle migrated together.
  public var hasCycle: Bool

  /// Creates a phase.
  public init(number: Int, features: [String], viewModels: [String], hasCycle: Bool = false) {
    self.number = number
    self.features = features
    self.viewModels = viewModels
    self.hasCycle = hasCycle
  }
}

/// A parent → child edge between features.
public struct FeatureEdge: Sendable, Codable, Equatable, Hashable, Comparable {
  /// The feature whose view model holds or creates the child.
  public var parent: String
  /// The child feature.
  public var child: String

  /// Creates an edge.
  public init(parent: String, child: String) {
    self.parent = parent
    self.child = child
  }

  /// Orders by parent, then child.
  public static func < (lhs: FeatureEdge, rhs: FeatureEdge) -> Bool {
    (lhs.parent, lhs.child) < (rhs.parent, rhs.child)
  }
}

/// Features that hold each other (a strongly connected component) and must migrate together.
public struct Cycle: Sendable, Codable, Equatable {
  /// Member features, sorted.
  public var features: [String]
  /// The edges among members that form the cycle, sorted.
  public var edges: [FeatureEdge]
  /// The phase they migrate in.
  public var phase: Int

  /// Creates a cycle.
  public init(features: [String], edges: [FeatureEdge], phase: Int) {
    self.features = features
    self.edges = edges
    self.phase = phase
  }
}

/// A child reference naming a type that is not a known view model; ignored for ordering.
public struct IgnoredChild: Sendable, Codable, Equatable {
  /// The view model holding the reference.
  public var viewModel: String
  /// The unknown child type name.
  public var child: String

  /// Creates an ignored-child record.
  public init(viewModel: String, child: String) {
    self.viewModel = viewModel
    self.child = child
  }
}

/// A service, or a view model classified as a client, that needs a dependency client before features use it.
public struct ClientNeed: Sendable, Codable, Equatable {
  /// The service type (or client-classified view model) in the legacy code.
  public var service: String
  /// The client to create.
  public var client: String
  /// Features that use it, sorted.
  public var usedBy: [String]
  /// For a client-classified view model: its file relative to the analyzed root; nil for services.
  public var file: String?
  /// For a client-classified view model: a `@DependencyClient` wrapping it, or `@Shared` state; nil for services.
  public var shape: ClientShape?
  /// For a client-classified view model: why it is a client; nil for services.
  public var reason: String?

  /// Creates a client need.
  public init(
    service: String, client: String, usedBy: [String], file: String? = nil, shape: ClientShape? = nil,
    reason: String? = nil
  ) {
    self.service = service
    self.client = client
    self.usedBy = usedBy
    self.file = file
    self.shape = shape
    self.reason = reason
  }

  /// Whether it comes from a view model classified as a client rather than from a service.
  public var isViewModel: Bool { shape != nil }
}

/// A view model the plan leaves out: test, preview, style or plumbing code.
public struct SkippedViewModel: Sendable, Codable, Equatable {
  /// The view model's qualified name.
  public var viewModel: String
  /// File relative to the analyzed root.
  public var file: String
  /// 1-based line of the class.
  public var line: Int
  /// Why it is not migrated.
  public var reason: String

  /// Creates a skipped record.
  public init(viewModel: String, file: String, line: Int, reason: String) {
    self.viewModel = viewModel
    self.file = file
    self.line = line
    self.reason = reason
  }
}
