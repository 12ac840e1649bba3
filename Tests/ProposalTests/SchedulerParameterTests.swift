import Analysis
import Proposal
import Testing

/// A view model generic over a Combine `Scheduler` (the way it is handed a test scheduler) becomes a plain feature:
/// the parameter goes, what it typed is TCA's `mainQueue` dependency, and parents drop its argument.
@Suite struct SchedulerParameterTests {
  struct Case: Sendable {
    var declaration: String
    var parent: String
    var erasedClause: String?
    var erasedWhere: String?
    var parentType: String
    var childArguments: String?
  }

  static let cases: [Case] = [
    Case(
      declaration: "final class SuggestionsViewModel<S: Scheduler>: ObservableObject",
      parent: "SuggestionsViewModel<DispatchQueue>", erasedClause: nil, erasedWhere: nil,
      parentType: "SuggestionsViewModel", childArguments: nil),
    Case(
      declaration:
        "final class SuggestionsViewModel<Item: Equatable, S>: ObservableObject where S: Combine.Scheduler, Item: Sendable",
      parent: "SuggestionsViewModel<Int, RunLoop>", erasedClause: "<Item: Equatable>", erasedWhere: "Item: Sendable",
      parentType: "SuggestionsViewModel<Int>", childArguments: "<Int>"),
  ]

  static func source(_ c: Case) -> String {
    """
    \(c.declaration) {
      @Published var recent: [String] = []
      private let scheduler: S
      init(scheduler: S) {
        self.scheduler = scheduler
      }
      func clear() {
        recent = []
      }
    }
    final class FinderViewModel: ObservableObject {
      @Published var query = ""
      let suggestions: \(c.parent)
      init() {
        suggestions = \(c.parent)(scheduler: .main)
      }
    }
    struct FinderView: View { @StateObject var model = FinderViewModel() }
    """
  }

  @Test(arguments: cases) func theSchedulerParameterIsErased(_ c: Case) throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Finder.swift", bytes: Array(Self.source(c).utf8))])
    let erased = try #require(SchedulerParameters.erased(analysis))
    let child = try #require(erased.viewModels.first { $0.name == "SuggestionsViewModel" })
    #expect(child.genericParameters == c.erasedClause)
    #expect(child.whereClause == c.erasedWhere)
    #expect(child.dependencies.map(\.type) == ["AnySchedulerOf<DispatchQueue>"])
    let parent = try #require(erased.viewModels.first { $0.name == "FinderViewModel" })
    #expect(parent.childReferences.map(\.genericArguments) == [c.childArguments])
    #expect(parent.initializers.first?.body?.contains("\(c.parentType)(scheduler: .main)") == true)
  }

  // openedx's `SearchViewModel<S>` holds a `Debounce<S>` (a scheduler and a due time): after the parameter went,
  // the type still named `S`.
  @Test func aTypeNamingTheParameterNamesTheDependencyType() throws {
    let source = """
      final class SearchViewModel<S: Scheduler>: ObservableObject {
        @Published var text = ""
        private let debounce: Debounce<S>
        init(debounce: Debounce<S>) {
          self.debounce = debounce
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Search.swift", bytes: Array(source.utf8))])
    let model = try #require(SchedulerParameters.erased(analysis)?.viewModels.first)
    #expect(model.dependencies.map(\.type) == ["Debounce<AnySchedulerOf<DispatchQueue>>"])
    #expect(model.initializers.first?.parameters.map(\.type) == ["Debounce<AnySchedulerOf<DispatchQueue>>"])
  }

  @Test func aModelWithoutSchedulerParametersIsLeftAlone() {
    let source = "final class ListViewModel<Item: Equatable>: ObservableObject { @Published var items: [Item] = [] }"
    let analysis = Analyzer.analyze([SourceInput(path: "List.swift", bytes: Array(source.utf8))])
    #expect(SchedulerParameters.erased(analysis) == nil)
  }

  // Regression: a child built in the parent's `init` kept every argument (`SuggestionsFeature.State(scheduler:
  // .main)`), though its State has no such field: the scheduler is the child feature's `mainQueue` dependency. With
  // no argument left, the field's default builds it, and no `onAppear` is left holding the line.
  @Test func theParentBuildsTheChildStateWithoutTheScheduler() throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Finder.swift", bytes: Array(Self.source(Self.cases[0]).utf8))])
    let parent = try #require(analysis.viewModels.first { $0.name == "FinderViewModel" })
    let feature = try #require(FeatureProposer().propose(analysis, for: parent).features.first)
    #expect(feature.stateInitializer == nil)
    let field = try #require(feature.state.first { $0.name == "suggestions" })
    #expect(field.type == "SuggestionsFeature.State")
    #expect(field.defaultValue == "SuggestionsFeature.State()")
    #expect(!feature.actions.contains { $0.name == "onAppear" })
  }
}
