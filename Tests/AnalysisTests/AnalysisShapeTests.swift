import Analysis
import Testing

func analyze(_ files: [String: String]) -> AnalysisResult {
  Analyzer.analyze(files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, bytes: Array($0.value.utf8)) })
}

/// The tricky shapes of issue 3, one small codebase each.
@Suite struct AnalysisShapeTests {
  @Test func conformanceThroughSuperclassAcrossFiles() throws {
    let result = analyze([
      "Base.swift": "class BaseViewModel: ObservableObject { @Published var isLoading = false }",
      "Profile.swift": "final class ProfileViewModel: BaseViewModel { @Published var name = \"\" }",
    ])
    #expect(result.viewModels.map(\.name) == ["BaseViewModel", "ProfileViewModel"])
    #expect(result.viewModels.allSatisfy { $0.kind == .observableObject })
  }

  @Test func conformanceThroughProtocolAndExtension() {
    let result = analyze([
      "A.swift": "protocol ViewModelType: ObservableObject {}\nfinal class A: ViewModelType { @Published var x = 1 }",
      "B.swift": "final class B { @Published var y = 2 }\nextension B: ObservableObject {}",
    ])
    #expect(result.viewModels.map(\.name) == ["A", "B"])
    #expect(result.viewModels.allSatisfy { $0.kind == .observableObject })
  }

  @Test func observableMacroAndIgnoredProperties() throws {
    let result = analyze([
      "M.swift": """
      @Observable final class TripModel {
        var title = ""
        var stops: [Stop] = []
        @ObservationIgnored var cache: [String: Int] = [:]
        let id: UUID
        var count: Int { stops.count }
        init(id: UUID) { self.id = id }
      }
      struct Observable<T> { var value: T }
      final class Box: ObservableThing {}
      """
    ])
    let model = try #require(result.viewModel(named: "TripModel"))
    #expect(model.kind == .observable)
    #expect(model.published.map(\.name) == ["title", "stops"])
    #expect(model.computed.map(\.name) == ["count"])
    #expect(result.viewModels.count == 1)
  }

  /// Mlem's `SavedAccountTracker`: handles on running work an `@Observable` model did not mark `@ObservationIgnored`
  /// were State fields (`var cancellables = Set<AnyCancellable>()`, not Equatable, and the handle its effect replaces).
  @Test func observableWorkHandlesAreNotState() throws {
    let result = analyze([
      "M.swift": """
      @Observable final class AccountsModel {
        var accounts: [String] = []
        private var cancellables = Set<AnyCancellable>()
        private var observer: AnyCancellable?
        private var loadTask: Task<Void, Never>?
        private var timer: Timer?
        var tasks: [TaskItem] = []
      }
      """
    ])
    let model = try #require(result.viewModel(named: "AccountsModel"))
    #expect(model.published.map(\.name) == ["accounts", "tasks"])
    #expect(model.combine.map(\.name) == ["cancellables", "observer"])
    #expect(model.constants.map(\.name) == ["loadTask", "timer"])
  }

  @Test func publishedWithoutConformance() throws {
    let result = analyze(["L.swift": "final class LoginViewModel { @Published var email = \"\" }"])
    #expect(try #require(result.viewModels.first).kind == .published)
  }

  @Test func conditionalDuplicateIsOneViewModel() throws {
    let result = analyze([
      "S.swift": """
      #if os(iOS)
      final class ShareViewModel: ObservableObject { @Published var text = "" }
      #else
      final class ShareViewModel: ObservableObject { @Published var text = "" }
      #endif
      """
    ])
    #expect(result.viewModels.count == 1)
    #expect(result.diagnostics.contains { $0.code == "conditional-declaration" })
  }

  struct InferenceCase: Sendable, CustomStringConvertible {
    let declaration: String
    let type: String?
    var description: String { declaration }
  }

  static let inferenceCases: [InferenceCase] = [
    InferenceCase(declaration: "@Published var a = 0", type: "Int"),
    InferenceCase(declaration: "@Published var a = -1", type: "Int"),
    InferenceCase(declaration: "@Published var a = 1.5", type: "Double"),
    InferenceCase(declaration: "@Published var a = \"\"", type: "String"),
    InferenceCase(declaration: "@Published var a = \"x\\(y)\"", type: "String"),
    InferenceCase(declaration: "@Published var a = false", type: "Bool"),
    InferenceCase(declaration: "@Published var a = [1, 2]", type: "[Int]"),
    InferenceCase(declaration: "@Published var a = [\"x\"]", type: "[String]"),
    InferenceCase(declaration: "@Published var a = [Item]()", type: "[Item]"),
    InferenceCase(declaration: "@Published var a = [String: Int]()", type: "[String: Int]"),
    InferenceCase(declaration: "@Published var a = Date()", type: "Date"),
    InferenceCase(declaration: "@Published var a = Set<String>()", type: "Set<String>"),
    InferenceCase(declaration: "@Published var a: [Game] = []", type: "[Game]"),
    InferenceCase(declaration: "@Published var a = []", type: nil),
    InferenceCase(declaration: "@Published var a = .init()", type: nil),
    InferenceCase(declaration: "@Published var a = Formatter.shared", type: nil),
    InferenceCase(declaration: "@Published var a = UUID().uuidString", type: "String"),
    InferenceCase(declaration: "@Published var a = UUID().description", type: "String"),
    InferenceCase(declaration: "@Published var a = Item(id: 1).title", type: nil),
    InferenceCase(declaration: "@Published var a = Item { 1 }", type: "Item"),
    InferenceCase(declaration: "@Published var a = Date().addingTimeInterval(7 * 60)", type: "Date"),
    InferenceCase(declaration: "@Published var a = Date().addingTimeInterval(60).description", type: nil),
    InferenceCase(declaration: "@Published var a = Item() + other", type: nil),
    // An immediately called closure (WooCommerce's `lazy var productSelectorViewModel = { … }()`) has the type of the
    // one expression it returns; before, such a lazy child view model had no type and was dropped without a word.
    InferenceCase(declaration: "@Published var a = { Item(id: 1) }()", type: "Item"),
    InferenceCase(declaration: "@Published var a = { return Item(id: 1) }()", type: "Item"),
    InferenceCase(declaration: "@Published var a = { [unowned self] in Item(id: count) }()", type: "Item"),
    InferenceCase(declaration: "@Published var a = { let i = Item(); return i }()", type: nil),
    InferenceCase(declaration: "@Published var a = { Item() }", type: nil),
  ]

  /// A property whose initializer names a case of an enum the codebase declares (IceCubes' `var selectedTab =
  /// Tab.statuses`, `var state = State.loading`, `var postPrivacy = Models.Visibility.pub`) had no type.
  static let enumCaseInitializerCases: [InferenceCase] = [
    InferenceCase(declaration: "enum Tab { case statuses, media }\n  @Published var a = Tab.statuses", type: "Tab"),
    InferenceCase(declaration: "enum State { case loading }\n  @Published var a = State.loading", type: "State"),
    InferenceCase(declaration: "@Published var a = Models.Visibility.pub", type: "Models.Visibility"),
    InferenceCase(declaration: "@Published var a = Visibility.pub", type: "Visibility"),
    InferenceCase(declaration: "@Published var a = Visibility.direct", type: nil),
    InferenceCase(declaration: "enum Limits { static let page = 20 }\n  @Published var a = Limits.page", type: nil),
    InferenceCase(
      declaration: "struct Style { static let plain = Style() }\n  @Published var a = Style.plain", type: nil),
    InferenceCase(declaration: "@Published var a = Unknown.value", type: nil),
    InferenceCase(declaration: "enum Tab { case search(String) }\n  @Published var a = Tab.search(\"x\")", type: nil),
  ]

  /// Every inference case, with an enum of the codebase in another file for the enum-case rows.
  @Test(arguments: inferenceCases + enumCaseInitializerCases)
  func stateTypeInference(_ testCase: InferenceCase) throws {
    let result = analyze([
      "V.swift": "final class V: ObservableObject {\n  \(testCase.declaration)\n}",
      "Visibility.swift": "enum Visibility: String { case pub, priv }",
    ])
    let property = try #require(result.viewModels.first?.published.first)
    #expect(property.type == testCase.type)
    #expect(result.diagnostics.contains { $0.code == "unknown-type" } == (testCase.type == nil))
  }

  /// `weak var list: ListViewModel?` in a row model points back at the list holding it: an owner reference, never
  /// a child (it became a `@Presents` child holding its own parent) nor State.
  @Test func weakViewModelReferenceIsAnOwnerNotAChild() throws {
    let result = analyze([
      "V.swift": """
      final class ListViewModel: ObservableObject { @Published var rows: [RowViewModel] = [] }
      final class RowViewModel: ObservableObject {
        @Published var title = ""
        weak var list: ListViewModel?
        unowned let parent: ListViewModel
        init(parent: ListViewModel) { self.parent = parent }
      }
      """
    ])
    let row = try #require(result.viewModels.first { $0.name == "RowViewModel" })
    #expect(row.childReferences.isEmpty)
    #expect(row.ownerReferences?.map(\.name) == ["list", "parent"])
    #expect(row.published.map(\.name) == ["title"])
    #expect(!row.dependencies.contains { $0.name == "list" || $0.name == "parent" })
    #expect(!row.constants.contains { $0.name == "list" || $0.name == "parent" })
    let list = try #require(result.viewModels.first { $0.name == "ListViewModel" })
    #expect(list.childReferences.map(\.property) == ["rows"])
  }

  @Test func classifiesStoredProperties() throws {
    let result = analyze([
      "V.swift": """
      protocol GamesService { func fetch() async throws -> [Int] }
      final class DetailViewModel: ObservableObject {}
      final class ListViewModel: ObservableObject {
        @Published var detail: DetailViewModel?
        @Published var rows: [DetailViewModel] = []
        private let service: GamesService
        private var cancellables = Set<AnyCancellable>()
        private let subject = PassthroughSubject<String, Never>()
        private let pageSize = 20
        var onFinish: (() -> Void)?
        init(service: GamesService = LiveGamesService()) { self.service = service }
        func open() { let child = DetailViewModel() }
      }
      """
    ])
    let model = try #require(result.viewModel(named: "ListViewModel"))
    #expect(model.dependencies.map(\.name) == ["service", "onFinish"])
    #expect(model.dependencies.first?.defaultValue == "LiveGamesService()")
    #expect(model.dependencies.first?.injectedThroughInit == true)
    #expect(model.combine.map(\.name) == ["cancellables", "subject"])
    #expect(model.constants.map(\.name) == ["pageSize"])
    #expect(model.children == ["DetailViewModel"])
    #expect(
      model.childReferences.map(\.cardinality) == [.optional, .array])
    #expect(result.services.map(\.name) == ["GamesService"])
  }

  @Test func ownersAndMemberUses() throws {
    let result = analyze([
      "V.swift": """
      final class QuizViewModel: ObservableObject {
        @Published var answer = ""
        @Published var score = 0
        func next() {}
        func load() async {}
      }
      struct QuizView: View {
        @StateObject private var viewModel = QuizViewModel()
        var body: some View {
          VStack {
            Text("\\(viewModel.score)")
            TextField("Answer", text: $viewModel.answer)
            Button("Next") { viewModel.next() }
          }
          .task { await viewModel.load() }
        }
      }
      """
    ])
    let owner = try #require(result.owners.first)
    #expect(owner.name == "QuizView" && owner.kind == .view && owner.wrapper == "StateObject")
    let uses = owner.uses.map { "\($0.member):\($0.kind.rawValue):\($0.context ?? "-")" }
    #expect(uses == ["score:read:-", "answer:binding:input", "next:call:button", "load:call:task"])
    #expect(result.viewModels.first?.views == ["QuizView"])
  }

  /// Regression: `viewModel.item.customization = x` was a read of `item`, so a feature whose view only wrote inside a
  /// field was not bindable and the write stayed commented out under a TODO (Home Assistant's MagicItemCustomization).
  @Test func aWriteInsideAFieldIsAWriteOfTheField() throws {
    let result = analyze([
      "V.swift": """
      final class ItemViewModel: ObservableObject {
        @Published var item = Item()
        @Published var tags: [String] = []
        @Published var draft: Draft?
      }
      struct ItemView: View {
        @StateObject private var viewModel = ItemViewModel()
        var body: some View {
          Button("Save") {
            viewModel.item.customization = .init(color: "red")
            viewModel.tags[0] += "!"
            viewModel.draft?.title = "x"
            let same = viewModel.item.name == "a"
            viewModel.tags.append(viewModel.item.name)
          }
        }
      }
      """
    ])
    let owner = try #require(result.owners.first)
    let uses = owner.uses.map { "\($0.member):\($0.kind.rawValue)" }
    #expect(uses == ["item:write", "tags:write", "draft:write", "item:read", "tags:read", "item:read"])
  }

  /// Each way a view names the model it holds (type, initializer, `@Environment(X.self)`, shared instance), with a
  /// non-ASCII model name and a backticked property: the owner is found and so are its uses.
  @Test(arguments: [
    "@StateObject var `default`: CaféModel", "@StateObject var `default` = CaféModel()",
    "@Environment(CaféModel.self) var `default`", "@StateObject var `default` = CaféModel.shared",
  ])
  func ownerOfANonASCIIModelThroughABacktickedProperty(property: String) throws {
    let result = analyze([
      "A.swift": """
      final class CaféModel: ObservableObject { static let shared = CaféModel(); @Published var count = 0; func load() {} }
      struct CaféView: View {
        \(property)
        var body: some View { Text("\\(`default`.count)").onAppear { `default`.load() } }
      }
      """
    ])
    let owner = try #require(result.owners.first)
    #expect(owner.name == "CaféView" && owner.viewModel == "CaféModel")
    #expect(owner.uses.map(\.member) == ["count", "load"])
  }

  /// Regression: a binding anywhere under `.alert(…)` had the `alert` context, so the report told to present the
  /// store's alert where the view rewrite already had, and could not tell a binding it cannot replace.
  @Test func aBindingIsInTheAlertContextOnlyAsAnArgumentOfAlertItself() throws {
    let result = analyze([
      "V.swift": """
      final class ErrorViewModel: ObservableObject {
        @Published var showError = false
        @Published var isRetrying = false
      }
      struct ErrorView: View {
        @StateObject private var viewModel = ErrorViewModel()
        var body: some View {
          Text("x")
            .alert("Failed", isPresented: $viewModel.showError) {
              Toggle("Retry", isOn: $viewModel.isRetrying)
            }
            .alert("Again", isPresented: Binding(get: { false }, set: { _ in }).animation($viewModel.showError)) {}
        }
      }
      """
    ])
    let owner = try #require(result.owners.first)
    let uses = owner.uses.map { "\($0.member):\($0.context ?? "-")" }
    #expect(uses == ["showError:alert", "isRetrying:input", "showError:-"])
  }

  @Test func detachedTaskMutatingStateIsReported() {
    let result = analyze([
      "V.swift": """
      final class V: ObservableObject {
        @Published var items: [Int] = []
        func load() { Task.detached { self.items = [1] } }
      }
      """
    ])
    #expect(result.diagnostics.contains { $0.code == "detached-task" && $0.line == 3 })
  }

  @Test func badBytesBecomeDiagnostics() {
    let inputs = [
      SourceInput(path: "Binary.swift", bytes: [0x00, 0x01, 0x02]),
      SourceInput(
        path: "Latin1.swift",
        bytes: Array("final class V: ObservableObject { @Published var caf".utf8) + [0xE9, 0x20] + Array("= 1 }".utf8)),
      SourceInput(path: "Open.swift", bytes: Array("let s = \"unterminated\nclass A {}".utf8)),
    ]
    let result = Analyzer.analyze(inputs)
    #expect(result.diagnostics.contains { $0.file == "Binary.swift" && $0.code == "binary-file" })
    #expect(result.diagnostics.contains { $0.file == "Latin1.swift" && $0.code == "invalid-utf8" })
    #expect(result.diagnostics.contains { $0.file == "Open.swift" && $0.message.contains("unterminated") })
    #expect(result.viewModels.map(\.name) == ["V"])
  }
}
