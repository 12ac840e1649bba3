import Proposal
import Testing

/// What `ViewRewriteRule` derives for the view rewrite, checked through the whole pipeline (analysis, proposal,
/// emit) rather than on a hand-built `ViewRewrite`.
@Suite struct ViewRewritePipelineTests {
  /// A `.sheet(item: $viewModel.route)` over an enum that became `destination` is presented by the view rewrite, so
  /// the feature does not also flag the binding as one of what is not State.
  @Test func aRouteSheetIsPresentedNotFlagged() throws {
    let example = try #require(
      ViewRewriteRule().examples.first { $0.before.contains(".sheet(item: $viewModel.sheet)") })
    let generated = RuleExampleTests.generated(for: example.before)
    #expect(generated.contains("@Presents var destination: Destination.State?"))
    #expect(generated.contains("$store.scope(state: \\.destination?.episode, action: \\.destination.episode)"))
    #expect(!generated.contains("binds `sheet`"), "\(generated)")
  }

  /// The child's members the rule hands the rewrite: its State's fields and actions read through, a factory of
  /// grandchildren gets a TODO.
  @Test func aScopeChildsFactoryReadThroughItsParentGetsATodo() {
    let source = """
      final class DetailViewModel: ObservableObject {
        @Published var title = ""
      }
      final class LibraryViewModel: ObservableObject {
        @Published var podcasts: [String] = []
        func refresh() { podcasts = [] }
        func detailViewModel(for id: Int) -> DetailViewModel { DetailViewModel() }
      }
      final class AppViewModel: ObservableObject {
        let library = LibraryViewModel()
      }
      struct AppView: View {
        @ObservedObject var viewModel: AppViewModel
        var body: some View {
          List(viewModel.library.podcasts, id: \\.self) { podcast in
            NavigationLink(podcast) { DetailView(viewModel: viewModel.library.detailViewModel(for: 1)) }
          }
          .refreshable { viewModel.library.refresh() }
        }
      }
      struct DetailView: View {
        @ObservedObject var viewModel: DetailViewModel
        var body: some View { Text(viewModel.title) }
      }
      """
    let generated = RuleExampleTests.generated(for: source)
    #expect(generated.contains("List(store.library.podcasts, id: \\.self) { podcast in"))
    #expect(generated.contains(".refreshable { store.send(.library(.refresh)) }"))
    let todos = generated.components(separatedBy: "is not State of the child").count - 1
    #expect(todos == 1, "\(generated)")
    #expect(generated.contains("`viewModel.library.detailViewModel` is not State of the child `library`"))
  }
}
