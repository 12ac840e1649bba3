import Analysis
import Proposal
import Testing

/// An injected object of a type the codebase does not declare: a value the view model only reads moves into State,
/// one it tells what to do (`analytics.userLogin()`, result dropped) stays a dependency, since an object in State
/// neither compares nor belongs there.
@Suite struct CommandedDependencyTests {
  static let source = """
    final class SignInViewModel: ObservableObject {
      @Published var name = ""
      let analytics: OutsideAnalytics
      let screen: OutsideScreen
      var filter: OutsideFilter
      init(analytics: OutsideAnalytics, screen: OutsideScreen, filter: OutsideFilter) {
        self.analytics = analytics
        self.screen = screen
        self.filter = filter
      }
      func signIn() {
        analytics.userLogin(method: .password)
        filter.limit = 5
        name = screen.title
      }
    }
    struct SignInView: View { @StateObject var model = SignInViewModel(analytics: .live, screen: .main, filter: .all) }
    """

  // Regression (openedx's `SignInViewModel`): `analytics: AuthorizationAnalytics`, a protocol from another module,
  // became a State field, and State could not be Equatable.
  @Test func anObjectToldWhatToDoStaysADependency() throws {
    let analysis = Analyzer.analyze([SourceInput(path: "SignIn.swift", bytes: Array(Self.source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "SignInViewModel" })
    let promoted = ValueDependencies.promoted(model, in: analysis)
    #expect(promoted.dependencies.map(\.name) == ["analytics"])
    #expect(Set(promoted.published.map(\.name)).isSuperset(of: ["screen", "filter"]))
  }
}
