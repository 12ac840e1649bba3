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

/// A service that needs a dependency client before features can use it.
public struct ClientNeed: Sendable, Codable, Equatable {
  /// The service type in the legacy code.
  public var service: String
  /// The client to create.
  public var client: String
  /// Features that use it, sorted.
  public var usedBy: [String]

  /// Creates a client need.
  public init(service: String, client: String, usedBy: [String]) {
    self.service = service
    self.client = client
    self.usedBy = usedBy
  }
}
