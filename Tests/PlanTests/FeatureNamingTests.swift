import Analysis
import Plan
import Testing

@Test(
  "feature names",
  arguments: [
    ("QuizViewModel", "Feature", "QuizFeature"),
    ("CountriesList.ViewModel", "Feature", "CountriesListFeature"),
    ("Profile.Model", "Feature", "ProfileFeature"),
    ("SettingsVM", "Feature", "SettingsFeature"),
    ("CartStore", "Feature", "CartFeature"),
    ("SearchModel", "Feature", "SearchFeature"),
    ("Onboarding", "Feature", "OnboardingFeature"),
    ("ListViewModel<Item>", "Feature", "ListFeature"),
    ("App.Screens.DetailViewModel", "Feature", "DetailFeature"),
    ("QuizViewModel", "Reducer", "QuizReducer"),
    ("ViewModel", "Feature", "ViewModelFeature"),
  ])
func featureNames(viewModel: String, suffix: String, expected: String) {
  #expect(FeatureNaming.featureName(forViewModel: viewModel, suffix: suffix) == expected)
}

@Test(
  "client names",
  arguments: [
    ("GamesService", "GamesClient"),
    ("APIServiceProtocol", "APIClient"),
    ("UserRepository", "UserClient"),
    ("AnalyticsClient", "AnalyticsClientDependency"), ("Client", "ClientDependency"),
    ("Service", "ServiceClient"),
    ("Clock", "ClockClient"),
  ])
func clientNames(service: String, expected: String) {
  #expect(FeatureNaming.clientName(forService: service) == expected)
}

@Test(
  "Combine pipeline markers",
  arguments: [
    ("$query.debounce(for: .seconds(1), scheduler: RunLoop.main).sink { self.search($0) }", 2),
    ("publisher.assign(to: &$value)", 1),
    ("publisher\n  .sink { _ in }\n  .store(in: &cancellables)", 1),
    ("// value.sink { }\nlet x = 1", 0),
    ("let s = \"call .sink here\"", 0),
    ("/* .assign(to:) */ sink()", 0),
    ("let kitchenSink = assign", 0),
    ("", 0),
  ])
func combineMarkers(source: String, expected: Int) {
  #expect(CombineUsage.count(in: source) == expected)
}
