import Analysis
import Emit
import Proposal
import Testing

/// A view that built its own view model under `@StateObject`/`@State` keeps its store in `@State`, built in the same
/// place; its callers are left as they were.
@Suite struct OwnedStoreTests {
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let before: String
    /// Lines the rewritten owner holds, trimmed.
    let expected: [String]
    /// Whether the owner keeps its store (its callers then do not change).
    let keeps: Bool
    var description: String { name }
  }

  static func rewrite(bindable: Bool = false) -> ViewRewrite {
    ViewRewrite(
      owner: "CounterView", file: "CounterView.swift", kind: .view, property: "viewModel", propertyLine: 4,
      feature: "CounterFeature", viewModel: "CounterViewModel", bindable: bindable, actions: ["next": "next"])
  }

  static let cases = [
    Case(
      name: "a state object built in its declaration",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel = CounterViewModel()
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: [
        "@State private var store = Store(initialState: CounterFeature.State()) { CounterFeature() }",
        "var body: some View { Button(\"Next\") { store.send(.next) } }",
      ], keeps: true),
    Case(
      name: "an observable model in @State, not private",
      before: """
        import SwiftUI

        struct CounterView: View {
          @State var viewModel = CounterViewModel()
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["@State var store = Store(initialState: CounterFeature.State()) { CounterFeature() }"], keeps: true),
    // Regression: the store was `let store` set in `init`, so each redraw of the parent built a new store and State.
    Case(
      name: "a state object built in init",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(title: String) {
            _viewModel = StateObject(wrappedValue: CounterViewModel(title: title))
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: [
        "@State private var store: StoreOf<CounterFeature>",
        "_store = State(initialValue: Store(initialState: CounterFeature.State()) { CounterFeature() })",
      ], keeps: true),
    // Regression: IceCubes' AboutView holds `@State private var account: AccountsListRowViewModel?` and sets it in
    // `.task`; it became `let accountStore: StoreOf<…>`, so `if let accountStore` and `accountStore = model` did not
    // compile and every caller was handed a store built from an empty State. And the helper's own
    // `let viewModel: Account = …` was renamed as if it were the property.
    Case(
      name: "an optional model the view sets later, and a local of the same name",
      before: """
        import SwiftUI

        struct CounterView: View {
          @State private var viewModel: CounterViewModel?
          var body: some View {
            VStack {
              if let viewModel { Text(viewModel.title) }
            }
            .task {
              let viewModel = viewModel
              viewModel = await fetch()
              self.viewModel = CounterViewModel()
              viewModel = nil
            }
          }
          private func fetch() async -> CounterViewModel {
            let viewModel: Account = await lookUp()
            return .init(account: viewModel)
          }
          private func show(viewModel: Account) { print(viewModel.id) }
        }
        """,
      expected: [
        "@State private var store: StoreOf<CounterFeature>?",
        "if let store { Text(store.title) }",
        "// TODO(tca-migrate): `store` holds a store now: assign `Store(initialState: CounterFeature.State(…)) { "
          + "CounterFeature() }` built where the view model was.",
        "let store = store",
        "store = await fetch()",
        "self.store = Store(initialState: CounterFeature.State()) { CounterFeature() }",
        "store = nil",
        "let viewModel: Account = await lookUp()",
        "return .init(account: viewModel)",
        "private func show(viewModel: Account) { print(viewModel.id) }",
      ], keeps: true),
    Case(
      name: "a state object handed in is built by the caller",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(viewModel: CounterViewModel) {
            _viewModel = StateObject(wrappedValue: viewModel)
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["let store: StoreOf<CounterFeature>", "self.store = store"], keeps: false),
    // Regression: `.init(wrappedValue: viewModel)` read as the view model's initializer: the view built a new store
    // and dropped the one it was handed, and `self._viewModel = …` became `self.self.store = …`.
    Case(
      name: "a state object handed in through the wrapper's init, after self",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(viewModel: CounterViewModel) {
            self._viewModel = .init(wrappedValue: viewModel)
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["let store: StoreOf<CounterFeature>", "self.store = store"], keeps: false),
    Case(
      name: "a state object built in init, after self",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init() {
            self._viewModel = StateObject(wrappedValue: CounterViewModel())
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: [
        "@State private var store: StoreOf<CounterFeature>",
        "self._store = State(initialValue: Store(initialState: CounterFeature.State()) { CounterFeature() })",
      ], keeps: true),
    Case(
      name: "one init builds the model, another is handed it",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init() {
            _viewModel = StateObject(wrappedValue: CounterViewModel())
          }
          init(viewModel: CounterViewModel) {
            _viewModel = StateObject(wrappedValue: viewModel)
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: [
        "@State private var store: StoreOf<CounterFeature>",
        "_store = State(initialValue: Store(initialState: CounterFeature.State()) { CounterFeature() })",
        "init(store: StoreOf<CounterFeature>) {",
        "_store = State(initialValue: store)",
      ], keeps: true),
    Case(
      name: "an observed object is not the view's own",
      before: """
        import SwiftUI

        struct CounterView: View {
          @ObservedObject var viewModel = CounterViewModel()
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["let store: StoreOf<CounterFeature>"], keeps: false),
    // Regression (kiwix's `PortInput`): it took `let store`, which no caller of `CounterView()` passed.
    Case(
      name: "a private observed object built by the view is its own",
      before: """
        import SwiftUI

        struct CounterView: View {
          @ObservedObject private var viewModel = CounterViewModel()
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["@State private var store = Store(initialState: CounterFeature.State()) { CounterFeature() }"],
      keeps: true),
    // Regression (IceCubes' `TranslationSettingsView`): it became a memberwise `let store: StoreOf<…>` no caller passed.
    Case(
      name: "a plain constant built by the view",
      before: """
        import SwiftUI

        struct CounterView: View {
          private let viewModel = CounterViewModel()
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["@State private var store = Store(initialState: CounterFeature.State()) { CounterFeature() }"],
      keeps: true),
    // Regression (kiwix's `HotspotZimFilesSelection`): `self.store = store` in an `init` with no such parameter, and
    // callers passing a new store to an `init` that takes none.
    Case(
      name: "a state object the view gets itself from a shared one",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(hub: () -> Hub = { Hub.shared }) {
            let instance = hub()
            _viewModel = StateObject(wrappedValue: instance.counter)
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: [
        "@State private var store: StoreOf<CounterFeature>", "_store = State(initialValue: instance.counter)",
      ], keeps: true),
    // Regression (found reviewing): `Hub.init(counter:)`, a call in the body, was taken for the `init` declaration,
    // so its label made `hub.counter` look like a parameter handed in.
    Case(
      name: "a state object got from a hub the init builds",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(provider: Provider) {
            let hub = Hub.init(counter: provider)
            _viewModel = StateObject(wrappedValue: hub.counter)
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["@State private var store: StoreOf<CounterFeature>", "_store = State(initialValue: hub.counter)"],
      keeps: true),
    // Regression (openedx's `ListDashboardView`): the closure reading the parameter was taken for a model the view
    // gets itself, so the view kept `_store = State(initialValue: { viewModel }())`, naming a renamed parameter.
    Case(
      name: "a state object handed in through a closure",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(viewModel: CounterViewModel) {
            self._viewModel = StateObject(wrappedValue: { viewModel }())
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["let store: StoreOf<CounterFeature>", "self.store = store"], keeps: false),
    // Regression: the parameter was renamed nowhere, and the store was set from a `store` that did not exist.
    Case(
      name: "a state object handed in under another name",
      before: """
        import SwiftUI

        struct CounterView: View {
          @StateObject private var viewModel: CounterViewModel
          init(model: CounterViewModel) {
            _viewModel = StateObject(wrappedValue: model)
          }
          var body: some View { Button("Next") { viewModel.next() } }
        }
        """,
      expected: ["let store: StoreOf<CounterFeature>", "init(model: StoreOf<CounterFeature>) {", "self.store = model"],
      keeps: false),
  ]

  @Test(arguments: cases)
  func theOwnerKeepsOrTakesItsStore(_ item: Case) {
    let rewriter = ViewRewriter(indentation: "  ")
    #expect(rewriter.keepsStore(item.before, with: Self.rewrite()) == item.keeps)
    let lines = Set(
      rewriter.rewrite(item.before, with: Self.rewrite()).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      })
    for line in item.expected { #expect(lines.contains(line), "missing: \(line)") }
  }

  // Regression: `let model = model`, a capture for a task, was taken for an assignment and got the TODO too
  // (IceCubes' AccountDetailView).
  @Test func onlyAnAssignmentOfAnotherValueGetsTheTodo() throws {
    let item = try #require(Self.cases.first { $0.name.hasPrefix("an optional model the view sets later") })
    let rewritten = ViewRewriter(indentation: "  ").rewrite(item.before, with: Self.rewrite())
    #expect(rewritten.components(separatedBy: "holds a store now").count - 1 == 1, "\(rewritten)")
  }

  @Test func aKeptStoreLeavesItsCallersAlone() {
    let caller = """
      import SwiftUI

      struct RootView: View {
        var body: some View { CounterView() }
      }
      """
    var kept = Self.rewrite()
    kept.keepsStore = true
    let rewriter = ViewRewriter(indentation: "  ")
    #expect(rewriter.rewriteCallSites(caller, with: kept) == nil)
    #expect(rewriter.rewriteCallSites(caller, with: Self.rewrite())?.contains("CounterView(store: Store(") == true)
  }

  static let app: [String: String] = [
    "App.swift": """
    import SwiftUI

    @main
    struct LibraryApp: App {
      @StateObject private var library = LibraryViewModel()
      var body: some Scene {
        WindowGroup { LibraryView(viewModel: library) }
      }
    }
    """,
    "LibraryView.swift": """
    import SwiftUI

    final class LibraryViewModel: ObservableObject {
      @Published var title = ""
    }

    struct LibraryView: View {
      @ObservedObject var viewModel: LibraryViewModel
      @State private var stats = StatsViewModel()
      var body: some View {
        NavigationStack {
          StatsView(viewModel: stats)
            .navigationTitle(viewModel.title)
        }
      }
    }
    """,
    "StatsView.swift": """
    import Observation
    import SwiftUI

    @Observable
    final class StatsViewModel {
      var total = 0
      func load() async {}
    }

    struct StatsView: View {
      @Bindable var viewModel: StatsViewModel
      var body: some View {
        Text("\\(viewModel.total)")
          .task { await viewModel.load() }
      }
    }
    """,
  ]

  // Regression: the second owner in a file (a preview building the model the view is handed) lost its store's
  // initializer, `@State var store: StoreOf<PlayerFeature>`, and its `PlayerPreview()` no longer built: whether it
  // keeps its store was read from the original text, but the view's rewrite had already built the store there.
  @Test func aSecondOwnerInTheFileKeepsTheStoreTheFirstRewriteBuilt() {
    let app = [
      "PlayerView.swift": """
      import SwiftUI

      final class PlayerViewModel: ObservableObject {
        @Published var isPlaying = false
        init(url: URL) {}
        func play() { isPlaying = true }
      }

      struct PlayerView: View {
        @ObservedObject var model: PlayerViewModel
        var body: some View { Button("Play") { model.play() } }
      }

      struct PlayerPreview: View {
        @State var model = PlayerViewModel(url: URL(fileURLWithPath: "/demo.mp4"))
        var body: some View { PlayerView(model: model) }
      }
      """
    ]
    let view = InMemoryApp.emitted(app, feature: "PlayerFeature")["PlayerView.swift"] ?? ""
    #expect(view.contains("@State var store = Store(initialState: PlayerFeature.State("), "\(view)")
    #expect(!view.contains("@State var store: StoreOf<PlayerFeature>"), "\(view)")
  }

  // Regression: of two optional models a view sets later, the second lost its `?` (`StoreOf<RowFeature>`): after the
  // first property's rewrite its type read `StoreOf<RowFeature>?`, where `>?` is one token.
  @Test func twoOptionalModelsOfOneViewBothKeepAnOptionalStore() {
    let app = [
      "AboutView.swift": """
      import SwiftUI

      final class RowViewModel: ObservableObject {
        @Published var title = ""
      }

      struct AboutView: View {
        @State private var first: RowViewModel?
        @State private var second: RowViewModel?
        var body: some View {
          if let first, let second { Text(first.title + second.title) }
        }
      }
      """
    ]
    let view = InMemoryApp.emitted(app, feature: "RowFeature")["AboutView.swift"] ?? ""
    #expect(view.contains("@State private var firstStore: StoreOf<RowFeature>?"), "\(view)")
    #expect(view.contains("@State private var secondStore: StoreOf<RowFeature>?"), "\(view)")
  }

  // Regression: applying the child's feature alone turned the parent's `@State private var stats = StatsViewModel()`
  // into `let statsStore: StoreOf<StatsFeature>`, a new memberwise parameter nobody passed: the app no longer built.
  @Test func applyingTheChildAloneLeavesTheParentsCallersBuilding() {
    let byPath = InMemoryApp.emitted(Self.app, feature: "StatsFeature")
    #expect(byPath["App.swift"] == nil)
    let library = byPath["LibraryView.swift"] ?? ""
    #expect(
      library.contains("@State private var statsStore = Store(initialState: StatsFeature.State()) { StatsFeature() }"))
    #expect(library.contains("StatsView(store: statsStore)"))
    #expect(!library.contains("let statsStore"))
  }
}
