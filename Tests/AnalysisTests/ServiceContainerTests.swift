import Analysis
import Testing

/// A type that only holds services, handed to a view model whole: each service the view model reaches through it is
/// a dependency of its own, and bodies read it without the container's prefix.
@Suite struct ServiceContainerTests {
  static let services = """
    protocol CountriesService { func countries() async throws -> [String] }
    protocol Analytics { func log(_ event: String) }
    struct DIContainer {
      let countriesService: CountriesService
      let analytics: Analytics
      static let preview = DIContainer(countriesService: Live(), analytics: Live())
    }
    struct Settings {
      let countriesService: CountriesService
      var limit: Int
    }
    """

  /// The view model's dependencies (name, container) and its `load` body, for a view model holding `property`.
  static func analyzed(property: String, body: String, extra: String = "") throws -> (
    dependencies: [String], body: String?
  ) {
    let result = analyze([
      "Services.swift": services,
      "List.swift": """
      final class ListViewModel: ObservableObject {
        @Published var names: [String] = []
        \(property)
        \(extra)
        init(container: DIContainer) { self.container = container }
        func load() async {
          \(body)
        }
      }
      """,
    ])
    let model = try #require(result.viewModels.first)
    return (
      model.dependencies.map { $0.name + ($0.container.map { " via " + $0 } ?? "") },
      model.methods.first { $0.name == "load" }?.body
    )
  }

  // Regression (the Xcode fixture's `CountriesList`): `let container: DIContainer` was one dependency no client
  // wraps; State held it (it is not Equatable) and `container.countriesService.countries()` had no known type.
  @Test(arguments: [
    (
      "let container: DIContainer", "names = (try? await container.countriesService.countries()) ?? []",
      ["container", "countriesService via container"], "names = (try? await countriesService.countries()) ?? []"
    ),
    (
      "let container: DIContainer", "self.container.analytics.log(\"load\")",
      ["container", "analytics via container"], "self.analytics.log(\"load\")"
    ),
    // A type holding a value beside its services is no container.
    (
      "let container: Settings", "names = (try? await container.countriesService.countries()) ?? []",
      ["container"], "names = (try? await container.countriesService.countries()) ?? []"
    ),
  ])
  func servicesReachedThroughAContainerAreDependencies(
    property: String, body: String, dependencies: [String], flattened: String
  ) throws {
    let result = try Self.analyzed(property: property, body: body)
    #expect(result.dependencies == dependencies)
    #expect(result.body?.contains(flattened) == true)
  }

  /// A member of the view model named like the service keeps the container's prefix: dropping it would change what
  /// the name means.
  @Test func aMemberNamedLikeTheServiceKeepsThePrefix() throws {
    let result = try Self.analyzed(
      property: "let container: DIContainer", body: "container.analytics.log(\"load\")",
      extra: "var analytics = \"\"")
    #expect(result.dependencies == ["container"])
    #expect(result.body?.contains("container.analytics.log") == true)
  }
}
