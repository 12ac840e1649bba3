import Analysis
import Effects
import Foundation
import Proposal
import Testing

/// Factory methods that build a child view model for the view, and closures stored on children, through the whole
/// proposal stage with the effect rewriter.
@Suite struct ChildFactoryTests {
  static func proposal(_ source: String) -> MigrationProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    return FeatureProposer.propose(analysis, converter: rewriter)
  }

  static let child = """
    final class OnboardingViewModel: ObservableObject {
      @Published var name: String
      let onFinish: (String) -> Void
      init(name: String, onFinish: @escaping (String) -> Void) {
        self.name = name
        self.onFinish = onFinish
      }
      func done() { onFinish(name) }
    }
    """

  @Test func aFactoryAViewShowsBecomesAPresentingActionAndItsCallbackTheDelegateCase() throws {
    let source =
      Self.child + """

        final class SettingsViewModel: ObservableObject {
          @Published var displayName = ""
          @Published var finished = false
          func completeOnboarding(name: String) {
            displayName = name
            finished = true
          }
          func makeOnboardingViewModel() -> OnboardingViewModel {
            OnboardingViewModel(name: displayName) { [weak self] name in
              self?.completeOnboarding(name: name)
            }
          }
        }
        struct RootView: View {
          @StateObject var settings = SettingsViewModel()
          var body: some View {
            OnboardingView(viewModel: settings.makeOnboardingViewModel())
          }
        }
        """
    let proposal = Self.proposal(source)
    let parent = try #require(proposal.feature(named: "SettingsFeature"))
    #expect(parent.field(named: "onboarding")?.type == "OnboardingFeature.State?")
    #expect(parent.field(named: "path") == nil)
    #expect(parent.path.isEmpty)
    #expect(parent.children.map(\.kind) == [.presented])
    let show = try #require(parent.reducerCases.first { $0.pattern == ".showOnboarding" })
    #expect(show.body == ["state.onboarding = OnboardingFeature.State(name: state.displayName)", "return .none"])
    let delegate = try #require(
      parent.reducerCases.first { $0.pattern == "let .onboarding(.presented(.delegate(.onFinish(name))))" })
    let statements = delegate.body.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(statements.contains("state.displayName = name"))
    #expect(statements.contains("state.finished = true"))
    #expect(parent.helpers.isEmpty)
    #expect(parent.conversions.filter { $0.status != .full }.isEmpty)
    #expect(Set(parent.conversions.map(\.method)) == ["makeOnboardingViewModel", "completeOnboarding"])
    let view = try #require(parent.views.first { $0.owner == "RootView" })
    #expect(view.actions["makeOnboardingViewModel"] == nil, "the view must not send an action where it needs a child")
    #expect(view.factories["makeOnboardingViewModel"]?.contains("send `.showOnboarding`") == true)
    let child = try #require(proposal.feature(named: "OnboardingFeature"))
    #expect(child.nestedEnum(named: "Delegate")?.cases.map(\.name) == ["onFinish"])
    #expect(!child.flags.contains { $0.code == "unknown-service" }, "a callback is a delegate, not a client")
    #expect(
      child.reducerCases.first { $0.pattern == ".done" }?.body == ["return .send(.delegate(.onFinish(state.name)))"])
  }

  @Test func aChildSentOnASubjectToAViewControllerIsPushedAndTheSubjectGoes() throws {
    let source = """
      import Combine
      final class DetailViewModel: ObservableObject {
        let item: String
        init(item: String) { self.item = item }
      }
      final class ListViewModel: ObservableObject {
        @Published var items: [String] = []
        let showDetail = PassthroughSubject<DetailViewModel, Never>()
        func select(at index: Int) {
          let item = items[index]
          let detail = DetailViewModel(item: item)
          showDetail.send(detail)
        }
      }
      final class ListViewController: UIViewController {
        let viewModel = ListViewModel()
        override func viewDidLoad() {
          viewModel.showDetail.sink { [weak self] detail in
            self?.navigationController?.pushViewController(DetailViewController(viewModel: detail), animated: true)
          }
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          viewModel.select(at: indexPath.row)
        }
      }
      """
    let parent = try #require(Self.proposal(source).feature(named: "ListFeature"))
    #expect(parent.path.map(\.name) == ["detail"])
    #expect(parent.action(named: "delegate") == nil)
    let select = try #require(parent.reducerCases.first { $0.pattern == "let .select(index)" })
    #expect(
      select.body == [
        "let item = state.items[index]", "let detail = DetailFeature.State(item: item)",
        "state.path.append(.detail(detail))", "return .none",
      ])
    #expect(parent.conversions.first { $0.method == "select" }?.status == .full)
  }

  @Test(arguments: [
    """
    func detailViewModel(for id: Int) -> DetailViewModel {
      if let cached = cache[id] { return cached }
      let model = DetailViewModel(id: id)
      cache[id] = model
      return model
    }
    """,
    """
    func detailViewModel(for id: Int) -> DetailViewModel {
      let model = DetailViewModel(id: id)
      current = model
      return model
    }
    """,
    """
    func detailViewModel(for id: Int) -> DetailViewModel {
      id > 0 ? DetailViewModel(id: id) : DetailViewModel(id: 0)
    }
    """,
    """
    func showDetail() {}
    func detailViewModel(for id: Int) -> DetailViewModel { DetailViewModel(id: id) }
    """,
  ])
  func factoriesThatKeepOrChooseTheirChildStayTodos(factory: String) throws {
    try Self.expectRefused(factory: factory, use: "DetailView(viewModel: viewModel.detailViewModel(for: 1))")
  }

  @Test func aFactoryCalledForEachRowOfAListStaysATodo() throws {
    try Self.expectRefused(
      factory: "func detailViewModel(for id: Int) -> DetailViewModel { DetailViewModel(id: id) }",
      use: "ForEach([1, 2]) { id in DetailView(viewModel: viewModel.detailViewModel(for: id)) }")
  }

  @Test func theSameFactoryShownOnceIsTranslated() throws {
    let source = Self.listSource(
      factory: "func detailViewModel(for id: Int) -> DetailViewModel { DetailViewModel(id: id) }",
      use: "DetailView(viewModel: viewModel.detailViewModel(for: 1))")
    let parent = try #require(Self.proposal(source).feature(named: "ListFeature"))
    #expect(parent.helpers.isEmpty)
    #expect(parent.action(named: "showDetail") != nil)
    #expect(parent.conversions.first { $0.method == "detailViewModel" }?.status == .full)
  }

  static func expectRefused(factory: String, use: String) throws {
    let parent = try #require(proposal(listSource(factory: factory, use: use)).feature(named: "ListFeature"))
    let helper = try #require(parent.helpers.first { $0.name == "detailViewModel" })
    #expect(helper.reason.hasPrefix("creates a child view model"))
    #expect(!parent.actions.contains { $0.method == "detailViewModel" })
    #expect(!parent.conversions.contains { $0.method == "detailViewModel" })
  }

  static func listSource(factory: String, use: String) -> String {
    """
    final class DetailViewModel: ObservableObject {
      let id: Int
      init(id: Int) { self.id = id }
    }
    final class ListViewModel: ObservableObject {
      private var cache: [Int: AnyObject] = [:]
      private var current: AnyObject?
    \(factory)
    }
    struct ListView: View {
      @StateObject var viewModel = ListViewModel()
      var body: some View {
        \(use)
      }
    }
    """
  }

  @Test func aClosureStoredOnAChildInAnArrayAndAStackIsHandledForBoth() throws {
    let source = """
      final class RowModel: ObservableObject, Identifiable {
        let id: Int
        var onDelete: (Int) -> Void = { _ in }
        init(id: Int) { self.id = id }
        func deleteTapped() { onDelete(id) }
      }
      final class ListModel: ObservableObject {
        @Published var rows: [RowModel] = []
        @Published var path: [RowModel] = []
        func add(_ id: Int) {
          let row = makeRow(id)
          rows.append(row)
          path.append(row)
        }
        func remove(_ row: RowModel) {
          rows.removeAll { $0 === row }
        }
        private func makeRow(_ id: Int) -> RowModel {
          let row = RowModel(id: id)
          row.onDelete = { [weak self] id in
            guard let self, let index = self.rows.firstIndex(where: { $0.id == id }) else { return }
            self.rows.remove(at: index)
            self.path.removeAll { $0.id == id }
          }
          return row
        }
      }
      struct ListView: View {
        @StateObject var model = ListModel()
        var body: some View {
          NavigationStack(path: $model.path) {
            Button("Add") { model.add(1) }
          }
        }
      }
      """
    let parent = try #require(Self.proposal(source).feature(named: "ListFeature"))
    let body = [
      "guard let index = state.rows.firstIndex(where: { $0.id == id }) else { return .none }",
      "state.rows.remove(at: index)", "state.path.removeAll { $0.row?.id == id }", "return .none",
    ]
    #expect(
      parent.reducerCases.first { $0.pattern == "let .rows(.element(id: _, action: .delegate(.onDelete(id))))" }?
        .body == body)
    #expect(
      parent.reducerCases.first {
        $0.pattern == "let .path(.element(id: _, action: .row(.delegate(.onDelete(id)))))"
      }?.body == body)
    let add = try #require(parent.reducerCases.first { $0.pattern.hasPrefix("let .add") })
    #expect(add.body.contains("state.path.append(.row(row))"))
    #expect(!add.body.joined().contains("TODO"))
    let remove = try #require(parent.reducerCases.first { $0.pattern == "let .remove(row)" })
    #expect(remove.body.first == "state.rows.removeAll { $0.id == row.id }")
    #expect(parent.conversions.filter { $0.status != .full }.isEmpty)
  }
}

@Suite struct ChildFactoryPlacementTests {
  @Test(arguments: [
    ("NavigationLink(\"Open\") { DetailView(viewModel: viewModel.makeDetailViewModel()) }", true),
    (
      "Text(\"\").sheet(isPresented: .constant(true)) { DetailView(viewModel: viewModel.makeDetailViewModel()) }", false
    ),
  ])
  func aFactoryUsedInNavigationIsPushedAndInASheetPresented(use: String, pushed: Bool) throws {
    let source = """
      final class DetailViewModel: ObservableObject {
        let title: String
        init(title: String) { self.title = title }
      }
      final class ListViewModel: ObservableObject {
        @Published var title = ""
        func makeDetailViewModel() -> DetailViewModel {
          let detail = DetailViewModel(title: title)
          return detail
        }
      }
      struct ListView: View {
        @StateObject var viewModel = ListViewModel()
        var body: some View {
          \(use)
        }
      }
      """
    let parent = try #require(ChildFactoryTests.proposal(source).feature(named: "ListFeature"))
    let show = try #require(parent.reducerCases.first { $0.pattern == ".showDetail" })
    let placed =
      pushed ? "state.path.append(.detail(detail))" : "state.detail = detail"
    #expect(show.body == ["let detail = DetailFeature.State(title: state.title)", placed, "return .none"])
    #expect(parent.path.map(\.name) == (pushed ? ["detail"] : []))
    #expect((parent.field(named: "detail") != nil) == !pushed)
  }

  @Test func aChildHandedAFormatterClosureStaysUnderATodoAndTheLocalClosureStaysCode() throws {
    let source = """
      final class ClockService {
        func now() -> Date { Date() }
      }
      final class SavedViewModel: ObservableObject {
        @Published var title = ""
        private let formatDate: (Date) -> String
        private let clock: ClockService
        init(formatDate: @escaping (Date) -> String, clock: ClockService) {
          self.formatDate = formatDate
          self.clock = clock
        }
        func refresh() { title = formatDate(clock.now()) }
      }
      final class TabViewModel: ObservableObject {
        @Published var saved: SavedViewModel?
        func showSaved() {
          let formatter: (Date) -> String = { date in
            date.description
          }
          saved = SavedViewModel(formatDate: formatter, clock: ClockService())
        }
        func showPlain() {
          saved = SavedViewModel(formatDate: { $0.description }, clock: ClockService())
        }
      }
      struct TabView: View {
        @StateObject var viewModel = TabViewModel()
        var body: some View {
          Button("Saved") { viewModel.showSaved() }
        }
      }
      """
    let parent = try #require(ChildFactoryTests.proposal(source).feature(named: "TabFeature"))
    let show = try #require(parent.reducerCases.first { $0.pattern == ".showSavedButtonTapped" })
    // The local is a closure the case declares, not one stored on a child.
    #expect(Array(show.body.prefix(3)) == ["let formatter: (Date) -> String = { date in", "  date.description", "}"])
    #expect(
      show.body.contains(
        "// TODO(tca-migrate): passes `formatDate` to `SavedViewModel`, whose feature gets it as a dependency, not "
          + "State; provide it through the child's client"))
    #expect(!show.body.contains { $0.contains("SavedFeature.State(formatDate:") })
    let plain = try #require(parent.reducerCases.first { $0.pattern == ".showPlain" })
    #expect(plain.body.first == show.body[3])
  }
}
