import Analysis
import Effects
import Proposal
import Testing

/// A method parameter's default stays on its action case, so the calls that omitted it still build the case.
@Suite struct DefaultedParameterTests {
  static let source = """
    final class PageService { func items(page: Int) async -> [String] { [] } }
    final class PageViewModel: ObservableObject {
      @Published var page = 0
      @Published var items: [String] = []
      let api: PageService
      init(api: PageService) { self.api = api }
      func load(refresh: Bool = false) async {
        if refresh { page = 0 }
        items = await api.items(page: page)
      }
      func appear() async { await load() }
      func track(file: String = #file, owner: String = self.description) {}
    }
    struct PageView: View {
      @StateObject var viewModel = PageViewModel(api: PageService())
      var body: some View { List {}.task { await viewModel.load() } }
    }
    """

  static func feature() throws -> FeatureProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "Page.swift", bytes: Array(Self.source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "PageViewModel" })
    return ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0]
  }

  // Regression (openedx): `case discovery(page: Int, withProgress: Bool)` lost `= true`, and every
  // `.send(.discovery(page: 1))` stopped compiling.
  @Test func theCaseKeepsTheDefault() throws {
    let feature = try Self.feature()
    let load = try #require(feature.actions.first { $0.method == "load" }, "\(feature.actions.map(\.declaration))")
    #expect(load.declaration == "load(refresh: Bool = false)")
  }

  // The bare case name would be the case's constructor, not an action.
  @Test func aCallWithoutArgumentsSendsTheCaseCalled() throws {
    let feature = try Self.feature()
    let appear = try #require(feature.reducerCases.first { $0.pattern == ".appear" })
    #expect(appear.body.contains { $0.contains(".send(.load())") }, "\(appear.body)")
    #expect(feature.views.first?.defaultedCases == [load(feature)])
  }

  // A default read from the call site (`#file`) or the view model (`self`) cannot sit on an enum case.
  @Test func defaultsAnEnumCaseCannotHoldAreDropped() throws {
    let feature = try Self.feature()
    let track = try #require(feature.actions.first { $0.method == "track" })
    #expect(track.payload.map(\.defaultValue) == [nil, nil])
  }

  private func load(_ feature: FeatureProposal) -> String {
    feature.actions.first { $0.method == "load" }?.name ?? ""
  }
}
