import Analysis
import Proposal
import Testing

@Suite struct NamingTests {
  @Test(arguments: [
    ("QuizViewModel", "QuizFeature"), ("CountriesList.ViewModel", "CountriesListFeature"),
    ("ProfileView.ViewModel", "ProfileViewFeature"), ("SettingsStore", "SettingsFeature"), ("LoginVM", "LoginFeature"),
    ("Cart", "CartFeature"), ("ListViewModel<Item>", "ListFeature"), ("Onboarding.Model", "OnboardingFeature"),
  ])
  func featureName(viewModel: String, feature: String) {
    #expect(Builders.feature(Builders.model(viewModel)).name == feature)
  }

  @Test func aClientDeclaredFirstDoesNotTakeTheScreensName() throws {
    let source = """
      final class CartStore: ObservableObject {
        static let shared = CartStore()
        @Published private(set) var products: [String] = []
      }
      final class CartViewModel: ObservableObject {
        @Published var promoCode = ""
      }
      struct CartView: View {
        @StateObject var viewModel = CartViewModel()
        var body: some View { TextField("Promo", text: $viewModel.promoCode) }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Cart.swift", bytes: Array(source.utf8))])
    #expect(analysis.viewModels.first { $0.name == "CartStore" }?.classification == .client)
    let proposal = FeatureProposer().propose(analysis)
    #expect(proposal.features.first { $0.viewModel == "CartViewModel" }?.name == "CartFeature")
  }

  @Test func featureSuffixIsConfigurable() {
    let proposal = Builders.feature(Builders.model("QuizViewModel"), options: ProposalOptions(featureSuffix: "Reducer"))
    #expect(proposal.name == "QuizReducer")
  }

  @Test(arguments: [
    ("GameService", "GameClient"), ("GameServiceProtocol", "GameClient"), ("APIClient", "APIClientDependency"),
    ("NetworkManager", "NetworkClient"), ("ScoreStoring", "ScoreStoringClient"),
    ("any WeatherService", "WeatherClient"),
    ("ArticlesRepositoryProtocol", "ArticlesClient"),
  ])
  func clientName(service: String, client: String) {
    #expect(FeatureNaming.clientName(forService: service) == client)
  }

  @Test(arguments: [("GameClient", "gameClient"), ("APIClient", "apiClient"), ("URLSessionClient", "urlSessionClient")])
  func lowerCamel(name: String, expected: String) {
    #expect(TCANaming.lowerCamel(name) == expected)
  }

  @Test func publicMethodsMakeAPublicReducer() {
    let model = Builders.model(methods: [Method(name: "refresh", line: 3, access: "public", body: "")])
    #expect(Builders.feature(model).isPublic)
    #expect(!Builders.feature(Builders.model(methods: [Builders.method("refresh")])).isPublic)
  }
}

@Suite struct UniqueNamingTests {
  @Test func clashingNamesGetACounterAndPinnedNamesWin() {
    let first = Builders.model("Quiz.ViewModel")
    let second = Builders.model("QuizViewModel")
    let third = Builders.model("ScoreViewModel")
    let analysis = AnalysisResult(viewModels: [first, second, third])
    let proposal = FeatureProposer(options: ProposalOptions(pinnedFeatureNames: ["ScoreViewModel": "Scoreboard"]))
      .propose(analysis)
    #expect(proposal.features.map(\.name) == ["QuizFeature", "QuizFeature2", "Scoreboard"])
  }
}

@Suite struct FeatureLookupTests {
  @Test(arguments: ["QuizFeature", "Quiz.ViewModel", "ViewModel", "Quiz"])
  func findsAFeatureByAnyOfItsNames(name: String) {
    let proposal = FeatureProposer().propose(AnalysisResult(viewModels: [Builders.model("Quiz.ViewModel")]))
    #expect(proposal.feature(named: name)?.name == "QuizFeature")
  }

  @Test func unknownNamesFindNothing() {
    let proposal = FeatureProposer().propose(AnalysisResult(viewModels: [Builders.model("Quiz.ViewModel")]))
    #expect(proposal.feature(named: "Score") == nil)
  }
}

@Suite struct EntryPointTests {
  @Test func staticEntryPointMatchesTheInstance() {
    let analysis = SampleFeature.analysis
    let options = ProposalOptions(identifiableTypes: ["Product"])
    let viaStatic = FeatureProposer.propose(analysis, converter: ScriptedConverter(), options: options)
    let viaInstance = FeatureProposer(options: options, converter: ScriptedConverter()).propose(analysis)
    #expect(viaStatic == viaInstance)
    #expect(viaStatic.features.first?.conversions.allSatisfy { $0.status != .manual } == true)
  }
}
