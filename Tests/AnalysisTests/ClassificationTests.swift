import Analysis
import Testing

/// Each classification rule on the smallest codebase that shows it.
@Suite struct ClassificationTests {
  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let files: [String: String]
    let viewModel: String
    let classification: Classification
    let reasonStart: String
  }

  static let screen = "struct V: View { @StateObject var model = M() }\n"

  static let cases: [Case] = [
    Case(
      description: "a view owns it",
      files: ["A.swift": "final class M: ObservableObject { @Published var x = 1 }\n" + screen],
      viewModel: "M", classification: .feature, reasonStart: "owned by V"),
    Case(
      description: "a view controller owns it",
      files: [
        "A.swift":
          "final class M: ObservableObject { @Published var x = 1 }\nfinal class C: UIViewController { let m: M }"
      ],
      viewModel: "M", classification: .feature, reasonStart: "owned by C (view controller)"),
    Case(
      description: "a feature creates it",
      files: [
        "A.swift": """
        final class M: ObservableObject { @Published var x = 1; func open() { child = Child() }; @Published var child: Child? }
        final class Child: ObservableObject { @Published var y = 2 }
        """ + screen
      ],
      viewModel: "Child", classification: .feature, reasonStart: "child of a feature: held by M"),
    Case(
      description: "a child several features hold: the first three holders in source order",
      files: [
        "A.swift": """
        final class Row: ObservableObject { @Published var y = 2 }
        final class Quill: ObservableObject { @Published var x = 1; var row: Row? }
        final class Bolt: ObservableObject { @Published var x = 1; var row: Row? }
        final class Xeno: ObservableObject { @Published var x = 1; var row: Row? }
        final class Aster: ObservableObject { @Published var x = 1; var row: Row? }
        final class Mint: ObservableObject { @Published var x = 1; var row: Row? }
        struct V1: View { @StateObject var model = Quill() }
        struct V2: View { @StateObject var model = Bolt() }
        struct V3: View { @StateObject var model = Xeno() }
        struct V4: View { @StateObject var model = Aster() }
        struct V5: View { @StateObject var model = Mint() }
        """
      ],
      viewModel: "Row", classification: .feature,
      reasonStart:
        "child of a feature: held by Quill (`row`), held by Bolt (`row`), held by Xeno (`row`) and 2 more"),
    Case(
      description: "static let shared",
      files: [
        "A.swift":
          "final class Session: ObservableObject { static let shared = Session(); @Published var x = 1; func f() {} }"
      ],
      viewModel: "Session", classification: .client, reasonStart: "singleton (`static let shared`)"),
    Case(
      description: "a singleton a view also holds",
      files: [
        "A.swift": "final class M: ObservableObject { static let shared = M(); @Published var x = 1 }\n" + screen
      ],
      viewModel: "M", classification: .client, reasonStart: "singleton (`static let shared`); views that hold it (V)"),
    Case(
      description: "injected into a feature, no view",
      files: [
        "A.swift": """
        final class M: ObservableObject { @Published var x = 1; let cache: Cache; init(cache: Cache) { self.cache = cache } }
        final class Cache: ObservableObject { @Published var items: [String] = []; func load() {} }
        """ + screen
      ],
      viewModel: "Cache", classification: .client, reasonStart: "injected into M; no view owns it"),
    Case(
      description: "nothing holds it",
      files: ["A.swift": "final class Feed: ObservableObject { @Published var x = 1; func refresh() async {} }"],
      viewModel: "Feed", classification: .client, reasonStart: "no view, view controller or feature view model holds it"
    ),
    Case(
      description: "under Tests/",
      files: ["Tests/M.swift": "final class M: ObservableObject { @Published var x = 1 }\n" + screen],
      viewModel: "M", classification: .skip, reasonStart: "test code: Tests/M.swift is under `Tests/`"),
    Case(
      description: "a file importing XCTest",
      files: ["App/Checks.swift": "import XCTest\nfinal class M: ObservableObject { @Published var x = 1 }\n" + screen],
      viewModel: "M", classification: .skip, reasonStart: "test code: App/Checks.swift imports XCTest"),
    Case(
      description: "nested in an XCTestCase",
      files: [
        "App/C.swift": "final class CTests: XCTestCase { final class M: ObservableObject { @Published var x = 1 } }"
      ],
      viewModel: "CTests.M", classification: .skip, reasonStart: "test code: nested in CTests"),
    Case(
      description: "a preview-only model",
      files: [
        "A.swift":
          "#if DEBUG\nfinal class P: ObservableObject { @Published var x = 1 }\n#endif\n#Preview { Text(\"\") }"
      ],
      viewModel: "P", classification: .skip, reasonStart: "preview code: declared under `#if DEBUG` beside previews"),
    Case(
      description: "a model only a preview host (`…Preview`, shown by `#Preview`) holds",
      files: [
        "A.swift": "final class M: ObservableObject { @Published var x = 1 }\n#Preview { HostPreview() }\n"
          + "struct HostPreview: View { @StateObject var model = M() }"
      ],
      viewModel: "M", classification: .skip, reasonStart: "preview code: declared beside previews"),
    Case(
      description: "a node built and held only by a client (CodeEdit's issue tree)",
      files: [
        "A.swift": "final class Tree: ObservableObject { static let shared = Tree()\n@Published var root: Node?\n"
          + "func rebuild() { root = Node() } }\nfinal class Node: ObservableObject { @Published var isExpanded = false\n"
          + "func toggle() { isExpanded.toggle() } }"
      ],
      viewModel: "Node", classification: .skip, reasonStart: "built and held only by Tree, which is no feature"),
    Case(
      description: "a debug screen a view owns",
      files: ["A.swift": "#if DEBUG\nfinal class M: ObservableObject { @Published var x = 1 }\n#endif\n" + screen],
      viewModel: "M", classification: .feature, reasonStart: "owned by V"),
    Case(
      description: "a generic box",
      files: ["A.swift": "final class Box<Value>: ObservableObject { @Published var value: Value }"],
      viewModel: "Box", classification: .skip, reasonStart: "generic box"),
    Case(
      description: "a generic list a view owns",
      files: [
        "A.swift": "final class M<Item>: ObservableObject { @Published var items: [Item] = [] }\n"
          + "struct V: View { @ObservedObject var model: M<Int> }"
      ],
      viewModel: "M", classification: .feature, reasonStart: "owned by V"),
    Case(
      description: "a property wrapper",
      files: ["A.swift": "@propertyWrapper final class Wrapped: ObservableObject { @Published var wrappedValue = 0 }"],
      viewModel: "Wrapped", classification: .skip, reasonStart: "property wrapper"),
    Case(
      description: "a style object views hold",
      files: [
        "A.swift":
          "final class M: ObservableObject { @Published var tint: Color = .red; @Published var radius: CGFloat = 4 }\n"
          + screen
      ],
      viewModel: "M", classification: .skip, reasonStart: "style object: holds only appearance values (Color, CGFloat)"),
    Case(
      description: "a base class",
      files: [
        "A.swift":
          "class Base: ObservableObject { @Published var busy = false }\nfinal class M: Base { @Published var x = 1 }\n"
          + screen
      ],
      viewModel: "Base", classification: .skip, reasonStart: "base class of M with no view of its own"),
    Case(
      description: "a delegate a controller holds",
      files: [
        "A.swift": "final class D: NSObject, UIScrollViewDelegate, ObservableObject { @Published var y: CGFloat = 0 }\n"
          + "final class C: UIViewController { let d = D() }"
      ],
      viewModel: "D", classification: .skip, reasonStart: "delegate: conforms to UIScrollViewDelegate"),
    // Regression (WordPress's `PostSettingsSocialSharingViewModel`): a screen's view model that also serves as a
    // controller's delegate was skipped as plumbing.
    Case(
      description: "a view model a view holds that is also a delegate",
      files: [
        "A.swift": """
        final class SharingViewModel: NSObject, ObservableObject { @Published var count = 0 }
        extension SharingViewModel: SharingControllerDelegate { func didShare() { count += 1 } }
        struct SharingRow: View { @ObservedObject var viewModel: SharingViewModel }
        """
      ],
      viewModel: "SharingViewModel", classification: .feature, reasonStart: "owned by SharingRow"),
    Case(
      description: "a delegate whose state a view binds",
      files: [
        "A.swift": """
        final class S: NSObject, NSFetchedResultsControllerDelegate, ObservableObject { @Published var text = "" }
        struct V: View { @StateObject var s = S(); var body: some View { TextField("", text: $s.text) } }
        """
      ],
      viewModel: "S", classification: .feature, reasonStart: "owned by V"),
    Case(
      description: "a prefetching data source whose back-reference a view sets",
      files: [
        "A.swift": """
        @Observable final class P: NSObject, UICollectionViewDataSourcePrefetching { weak var model: M? }
        struct V: View {
          @State var p = P()
          var body: some View { List { }.onAppear { p.model = model } }
        }
        """
      ],
      viewModel: "P", classification: .skip,
      reasonStart: "delegate: conforms to UICollectionViewDataSourcePrefetching"),
    Case(
      description: "a delegate singleton a view binds through its shared instance",
      files: [
        "A.swift": """
        final class S: NSObject, NSFetchedResultsControllerDelegate, ObservableObject {
          static let shared = S()
          @Published var text = ""
        }
        struct V: View { @StateObject var s = S.shared; var body: some View { TextField("", text: $s.text) } }
        """
      ],
      viewModel: "S", classification: .client, reasonStart: "singleton (`static let shared`); views that hold it (V)"),
    Case(
      description: "an object several screens read from the environment",
      files: [
        "A.swift": """
        final class Session: ObservableObject { @Published var user: String?; func refresh() async {} }
        struct A: View { @EnvironmentObject var session: Session }
        struct B: View { @Environment(Session.self) private var session }
        @main struct MyApp: App { @StateObject var session = Session() }
        """
      ],
      viewModel: "Session", classification: .client,
      reasonStart: "shared through the environment: A, B read it, none is its own screen and no view creates it"),
    Case(
      description: "an object screens read from the environment, holding another it is handed (CodeEdit)",
      files: [
        "A.swift": """
        final class Editor: ObservableObject { @Published var tabs: [String] = []; func close() {} }
        final class Git: ObservableObject {
          @Published var branch = ""
          let editor: Editor
          init(editor: Editor) { self.editor = editor }
          func fetch() async {}
        }
        struct A: View { @EnvironmentObject var git: Git }
        struct B: View { @EnvironmentObject var git: Git }
        """
      ],
      viewModel: "Git", classification: .client,
      reasonStart: "shared through the environment: A, B read it, none is its own screen and no view creates it"),
    Case(
      description: "an environment object its own screen reads",
      files: [
        "A.swift": """
        final class SettingsModel: ObservableObject { @Published var dark = false }
        struct SettingsView: View { @EnvironmentObject var settings: SettingsModel }
        struct B: View { @EnvironmentObject var settings: SettingsModel }
        """
      ],
      viewModel: "SettingsModel", classification: .feature, reasonStart: "owned by SettingsView, B"),
    Case(
      description: "an environment object a view creates",
      files: [
        "A.swift": """
        final class M: ObservableObject { @Published var x = 1 }
        struct A: View { @EnvironmentObject var m: M }
        struct B: View { @EnvironmentObject var m: M }
        """ + screen
      ],
      viewModel: "M", classification: .feature, reasonStart: "owned by A, B, V"),
    Case(
      description: "a service-named object views read from the environment, one handed it",
      files: [
        "A.swift": """
        @Observable final class FeedClient { var token: String?; func timeline() async throws -> [String] { [] } }
        struct A: View { @Environment(FeedClient.self) private var client }
        struct B: View { @Environment(FeedClient.self) private var client }
        struct C: View { let client: FeedClient }
        """
      ],
      viewModel: "FeedClient", classification: .client,
      reasonStart: "named like a service (`…Client`) that A, B read from the environment and no view creates in a"),
    // Regression (WordPress's `SiteSocialConnectionsService`): two views are handed it and none creates it; it was a
    // feature whose value-returning methods became no-op actions.
    Case(
      description: "a service-named object views are handed",
      files: [
        "A.swift": """
        final class ConnectionsService: ObservableObject { @Published var items: [String] = []; func load() async {} }
        struct A: View { @ObservedObject var connections: ConnectionsService }
        struct B: View { @ObservedObject private var connections: ConnectionsService }
        """
      ],
      viewModel: "ConnectionsService", classification: .client,
      reasonStart: "named like a service (`…Service`) that A, B read from the environment or are handed, and no view"),
    Case(
      description: "a service-named object a view creates",
      files: [
        "A.swift": """
        @Observable final class FeedClient { var token: String?; func timeline() async throws -> [String] { [] } }
        struct A: View { @Environment(FeedClient.self) private var client }
        struct B: View { @Environment(FeedClient.self) private var client }
        struct C: View { @State private var client = FeedClient() }
        """
      ],
      viewModel: "FeedClient", classification: .feature, reasonStart: "owned by A, B, C"),
    Case(
      description: "a model a view builds and hands on without keeping it",
      files: [
        "A.swift": """
        final class Launch: ObservableObject { @Published var state = 0; func update(_ n: Int) { state = n } }
        struct Tab: View { let flag: Bool; var body: some View { Content(model: Launch()) } }
        struct Content<Model: ObservableObject>: View { @ObservedObject var model: Model }
        """
      ],
      viewModel: "Launch", classification: .feature,
      reasonStart: "created in the code of Tab, which hands it to its subviews without keeping it in a property"),
    Case(
      description: "a notification observer",
      files: [
        "A.swift": """
        final class O: ObservableObject {
          @Published var on = false
          init() { NotificationCenter.default.addObserver(self, selector: #selector(f), name: .x, object: nil) }
          @objc func f() { on = true }
        }
        """
      ],
      viewModel: "O", classification: .skip, reasonStart: "observer: registers for notifications (`addObserver`)"),
    Case(
      description: "an observer a view owns stays a feature",
      files: [
        "A.swift": """
        final class M: ObservableObject {
          @Published var on = false
          init() { NotificationCenter.default.addObserver(self, selector: #selector(f), name: .x, object: nil) }
          @objc func f() { on = true }
        }
        """ + screen
      ],
      viewModel: "M", classification: .feature, reasonStart: "owned by V"),
    Case(
      description: "a mock by name only",
      files: ["A.swift": "final class MockPlayer: ObservableObject { @Published var x = 1 }\n"],
      viewModel: "MockPlayer", classification: .skip,
      reasonStart: "named like a test double (`Mock`); a name-based guess"),
    // Regression (DuckDuckGo's `SceneEnvironment`): a holder a view owns but with nothing to migrate was a
    // feature of zero methods.
    Case(
      description: "an object with no state, stored values or methods, though a view owns it",
      files: ["A.swift": "final class M: ObservableObject { weak var scene: UIWindowScene? }\n" + screen],
      viewModel: "M", classification: .skip, reasonStart: "no observed state, computed properties or methods"),
    Case(
      description: "a view model of stored values only stays a feature",
      files: [
        "A.swift": "final class M: ObservableObject {\n  let total: Int\n  init(total: Int) { self.total = total }\n}\n"
          + screen
      ],
      viewModel: "M", classification: .feature, reasonStart: "owned by V"),
    Case(
      description: "an observer by name only",
      files: ["A.swift": "final class JumpProgressObserver: ObservableObject { @Published var x = 1 }\n"],
      viewModel: "JumpProgressObserver", classification: .skip, reasonStart: "named like an observer"),
  ]

  @Test(arguments: cases)
  func classifies(_ example: Case) throws {
    let result = analyze(example.files)
    let model = try #require(result.viewModel(named: example.viewModel))
    #expect(model.classification == example.classification, "\(model.classificationReason)")
    #expect(model.classificationReason.hasPrefix(example.reasonStart), "\(model.classificationReason)")
    #expect((model.clientShape != nil) == (model.classification == .client))
  }

  @Test func clientShapeFollowsWhetherTheObjectHasMethods() throws {
    let result = analyze([
      "A.swift": """
      final class Prefs: ObservableObject { static let shared = Prefs(); @Published var dark = false }
      final class Downloads: ObservableObject { static let shared = Downloads(); @Published var n = 0; func start() {} }
      """
    ])
    #expect(result.viewModel(named: "Prefs")?.clientShape == .shared)
    #expect(result.viewModel(named: "Downloads")?.clientShape == .dependencyClient)
  }
}
