import Analysis

/// The services clients are generated for: the codebase's services and its view models classified as
/// `@DependencyClient` clients (shared objects such as an image cache or a session manager).
public enum ClientServices {
  /// `analysis.services`, then one service per dependency-client view model (its instance methods, its isolation).
  public static func all(in analysis: AnalysisResult) -> [Service] {
    let known = Set(analysis.services.map(\.name))
    let models = analysis.viewModels.filter { model in
      model.classification == .client && model.clientShape == .dependencyClient && !known.contains(model.name)
    }
    return analysis.services + models.map(service(for:))
  }

  /// The services as their clients' endpoints declare them, for the method converter: a main-actor service's
  /// methods are `async`, because its endpoints hop to the main actor.
  public static func endpointSignatures(in analysis: AnalysisResult) -> [Service] {
    all(in: analysis).map { service in
      guard service.globalActor != nil else { return service }
      var hopping = service
      hopping.methods = service.methods.map { method in
        var endpoint = method
        if !method.isStatic { endpoint.isAsync = true }
        return endpoint
      }
      return hopping
    }
  }

  /// A client view model as the service its client wraps.
  static func service(for model: ViewModel) -> Service {
    var service = Service(
      name: model.name, file: model.file, line: model.line, kind: .class,
      methods: model.methods.filter { !$0.isStatic && !$0.isPrivate }, usedBy: [],
      globalActor: model.isMainActor ? "MainActor" : nil)
    service.condition = model.condition
    return service
  }
}
