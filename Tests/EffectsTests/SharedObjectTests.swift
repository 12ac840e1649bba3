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

  /// A feature that reads the shared object declares it as `@Shared` State with the object's value type and key.
  @Test func aFeatureReadingSharedStateDeclaresItInState() throws {
    let units = try #require(Self.features.first { $0.viewModel == "UnitsViewModel" })
    let field = try #require(units.field(named: "store"))
    #expect(field.sharedAttribute == "@Shared(.preferences)")
    #expect(field.type == "Preferences")
    let refresh = units.reducerCases.first { $0.pattern == ".refresh" }
    #expect(refresh?.body == ["state.label = state.store.usesMetric ? \"km\" : \"mi\"", "return .none"])
    #expect(!units.flags.contains { $0.code == "shared-object" })
    // The feature that only hands the object on declares nothing.
    #expect(Self.features.first { $0.viewModel == "HomeViewModel" }?.field(named: "store") == nil)
  }

  /// An object whose state is no value (a property without a default) keeps the flag: declare it by hand.
  @Test func aFeatureReadingSharedStateThatIsNoValueIsToldToMoveIt() {
    let source = Self.source.replacingOccurrences(
      of: "@Published var usesMetric = true", with: "@Published var usesMetric: Bool\n  init() { usesMetric = true }")
    let analysis = Analyzer.analyze([SourceInput(path: "Home.swift", bytes: Array(source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let units = FeatureProposer(converter: rewriter).propose(analysis).features.first {
      $0.viewModel == "UnitsViewModel"
    }
    #expect(units?.field(named: "store") == nil)
    let flag = units?.flags.first { $0.code == "shared-object" }
    #expect(flag?.message.contains("`store` is `PreferencesStore`, state shared by several features") == true)
  }
}
