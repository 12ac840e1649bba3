import Analysis
import Testing

/// A service's members include what it inherits from types the codebase declares: a protocol's refined protocols, a
/// class's superclasses; a protocol extension's defaults reach the requirement.
@Suite struct InheritedServiceMemberTests {
  static let source = """
    protocol BaseRouter { func back(animated: Bool) }
    extension BaseRouter { func back(animated: Bool = true) {} }
    protocol ProfileRouter: BaseRouter { func showLogin() }
    class BaseStore { func clear() {} }
    final class ProfileStore: BaseStore { func save(_ name: String) {} }
    final class ProfileViewModel: ObservableObject {
      @Published var name = ""
      let router: ProfileRouter
      let store: ProfileStore
      init(router: ProfileRouter, store: ProfileStore) {
        self.router = router
        self.store = store
      }
      func logOut() {
        store.clear()
        router.back()
      }
    }
    struct ProfileView: View { @StateObject var model: ProfileViewModel }
    """

  static func service(_ name: String) throws -> Service {
    let analysis = Analyzer.analyze([SourceInput(path: "Profile.swift", bytes: Array(Self.source.utf8))])
    return try #require(analysis.services.first { $0.name == name })
  }

  // Regression (openedx): `ProfileRouterClient` lacked `back` and `showLoginScreen`, which `BaseRouter` declares, and
  // every navigation call became "has no endpoint for; add one".
  @Test func aProtocolHasTheRequirementsItRefines() throws {
    let router = try Self.service("ProfileRouter")
    #expect(router.methods.map(\.name).sorted() == ["back", "showLogin"])
    let back = try #require(router.methods.first { $0.name == "back" })
    #expect(back.parameters.map(\.defaultValue) == ["true"])
  }

  @Test func aClassHasItsSuperclassMethods() throws {
    let store = try Self.service("ProfileStore")
    #expect(store.methods.map(\.name).sorted() == ["clear", "save"])
  }
}
