import Analysis
import Effects
import Proposal
import Testing

@Suite struct SharedObjectTests {
  static let source = """
    final class PreferencesStore: ObservableObject {
      @Published var usesMetric = true
    }
    final class PreferencesViewModel: ObservableObject {
      @Published var title = "Preferences"
      private let store: PreferencesStore
      init(store: PreferencesStore) { self.store = store }
    }
    final class UnitsViewModel: ObservableObject {
      @Published var label = ""
      private let store: PreferencesStore
      init(store: PreferencesStore) { self.store = store }
      func refresh() { label = store.usesMetric ? "km" : "mi" }
    }
    final class HomeViewModel: ObservableObject {
      @Published var preferences: PreferencesViewModel?
      @Published var units: UnitsViewModel?
      private let store: PreferencesStore
      init(store: PreferencesStore) { self.store = store }
      func showPreferences() { preferences = PreferencesViewModel(store: store) }
      func showUnits() { units = UnitsViewModel(store: store) }
    }
    struct HomeView: View {
      @ObservedObject var viewModel: HomeViewModel
      var body: some View {
        Button("Preferences") { viewModel.showPreferences() }
        Button("Units") { viewModel.showUnits() }
      }
    }
    """

  static let features: [FeatureProposal] = {
    let analysis = Analyzer.analyze([SourceInput(path: "Home.swift", bytes: Array(source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    return FeatureProposer(converter: rewriter).propose(analysis).features
  }()

  // Regression: handing a shared-state object to a child (`PreferencesViewModel(store: store)`) left the case a TODO
  // ("uses `store`, which is neither state nor a known client"), and the child was told `store` is another view model.
  @Test func aChildHandedSharedStateIsBuiltWithoutIt() {
    let home = Self.features.first { $0.viewModel == "HomeViewModel" }
    let show = home?.reducerCases.first { $0.pattern == ".showPreferencesButtonTapped" }
    #expect(show?.body == ["state.preferences = PreferencesFeature.State()", "return .none"])
    let preferences = Self.features.first { $0.viewModel == "PreferencesViewModel" }
    #expect(preferences?.flags.contains { $0.message.contains("`store`") } == false)
  }

  /// A feature that reads the shared object is told to move it to `@Shared` in its State.
  @Test func aFeatureReadingSharedStateIsToldToMoveItToShared() {
    let units = Self.features.first { $0.viewModel == "UnitsViewModel" }
    let flag = units?.flags.first { $0.code == "shared-object" }
    #expect(flag?.message.contains("`store` is `PreferencesStore`, state shared by several features") == true)
  }
}
