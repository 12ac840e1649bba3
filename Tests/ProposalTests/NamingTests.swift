import Analysis
import Proposal
import Testing

@Suite struct NamingTests {
  @Test(arguments: [
    ("QuizViewModel", "QuizFeature"), ("CountriesList.ViewModel", "CountriesListFeature"),
    ("ProfileView.ViewModel", "ProfileFeature"), ("SettingsStore", "SettingsFeature"), ("LoginVM", "LoginFeature"),
    ("Cart", "CartFeature"), ("SearchFeature", "SearchFeature"), ("Onboarding.Model", "OnboardingFeature"),
  ])
  func featureName(viewModel: String, feature: String) {
    #expect(Builders.feature(Builders.model(viewModel)).name == feature)
  }

  @Test func featureSuffixIsConfigurable() {
    let proposal = Builders.feature(Builders.model("QuizViewModel"), options: ProposalOptions(featureSuffix: "Reducer"))
    #expect(proposal.name == "QuizReducer")
  }

  @Test(arguments: [
    ("GameService", "GameClient"), ("GameServiceProtocol", "GameClient"), ("APIClient", "APIClient"),
    ("NetworkManager", "NetworkClient"), ("ScoreStoring", "ScoreStoringClient"),
    ("any WeatherProviding", "WeatherClient"),
  ])
  func clientName(service: String, client: String) {
    #expect(FeatureNaming.clientName(forService: service) == client)
  }

  @Test(arguments: [("GameClient", "gameClient"), ("APIClient", "apiClient"), ("URLSessionClient", "urlSessionClient")])
  func lowerCamel(name: String, expected: String) {
    #expect(FeatureNaming.lowerCamel(name) == expected)
  }

  @Test func publicMethodsMakeAPublicReducer() {
    let model = Builders.model(methods: [Method(name: "refresh", line: 3, access: "public", body: "")])
    #expect(Builders.feature(model).isPublic)
    #expect(!Builders.feature(Builders.model(methods: [Builders.method("refresh")])).isPublic)
  }
}
