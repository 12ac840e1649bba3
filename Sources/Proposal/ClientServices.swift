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
    return analysis.services + models.map { service(for: $0, models: analysis.models) }
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

  /// A client view model as the service its client wraps, its published properties readable, settable (unless their
  /// setter is narrower) and streamed; their types are named from outside it (`Feature.Selection`), as features
  /// write them.
  static func service(for model: ViewModel, models: [String: ModelType] = [:]) -> Service {
    var service = Service(
      name: model.name, file: model.file, line: model.line, kind: .class,
      methods: model.methods.filter { !$0.isStatic && !$0.isPrivate }, usedBy: [],
      globalActor: model.isMainActor ? "MainActor" : nil)
    service.condition = model.condition
    let qualifier = TypeQualifier(models: models, scope: model.name)
    let publishers = model.published.compactMap { property in
      property.type.map { Method(name: property.name, line: property.line, returnType: qualifier.qualified($0)) }
    }
    service.publishers = publishers.isEmpty ? nil : publishers
    // Its published properties are read (`subFeature.selectedFeature`) and set like a service's.
    service.properties = service.publishers
    let settable = model.published.filter { $0.type != nil && $0.setterAccess == nil }.map(\.name)
    service.settableProperties = settable.isEmpty ? nil : settable
    return service
  }
}
