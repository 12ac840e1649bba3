/// Finds the service a dependency refers to, by exact name or unique last name component, in constant time.
public struct ServiceResolver: Sendable {
  private let byName: [String: Service]

  /// Indexes `services`.
  public init(_ services: [Service]) {
    var byName: [String: Service] = [:]
    var byLast: [String: Service] = [:]
    for service in services {
      if byName[service.name] == nil { byName[service.name] = service }
      let last = service.name.split(separator: ".").last.map(String.init) ?? service.name
      if byLast[last] == nil { byLast[last] = service }
    }
    self.byName = byName.merging(byLast) { exact, _ in exact }
  }

  /// The service a dependency is an instance of, or nil for plain values, closures and view models.
  public func service(for dependency: Dependency) -> Service? { byName[TypeIndex.baseName(dependency.type)] }
}
