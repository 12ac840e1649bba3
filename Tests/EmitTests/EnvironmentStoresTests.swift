import Testing

@Suite struct EnvironmentStoresTests {
  static let source = """
    import SwiftUI

    final class PlayerViewModel: ObservableObject {
      @Published var title = ""
      func play() {}
    }

    @main
    struct PodcastApp: App {
      @StateObject private var player = PlayerViewModel()
      var body: some Scene {
        WindowGroup {
          RootView(name: "Podcasts")
            .environmentObject(player)
        }
      }
    }

    struct RootView: View {
      let name: String
      var body: some View {
        VStack {
          Text(name)
          MiniPlayer()
        }
      }
    }

    struct MiniPlayer: View {
      @EnvironmentObject private var player: PlayerViewModel
      var body: some View {
        Button(player.title) { player.play() }
      }
    }

    struct CustomRoot: View {
      init() {}
      var body: some View { MiniPlayer() }
    }

    final class ThemeStore {}

    struct Themed: View {
      let store: ThemeStore
      var body: some View {
        Text("Themed")
          .environmentObject(store)
      }
    }

    #Preview {
      MiniPlayer()
        .environmentObject(PlayerViewModel())
    }
    """

  /// Lines of the generated views, trimmed.
  static let generated = Set(
    RuleExampleTests.generated(for: source).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    })

  @Test(arguments: [
    // The App created the view model: it creates the store, and hands it down instead of injecting it.
    "let store = Store(initialState: PlayerFeature.State()) { PlayerFeature() }",
    "RootView(playerStore: store, name: \"Podcasts\")",
    // The view between them relays it, the reader takes it as a property.
    "let playerStore: StoreOf<PlayerFeature>",
    "MiniPlayer(store: playerStore)",
    "let store: StoreOf<PlayerFeature>",
    "Button(store.title) { store.send(.playButtonTapped) }",
    // A view with its own init is not changed; a preview builds its own store.
    "// TODO(tca-migrate): `MiniPlayer` read the shared `PlayerFeature` store from the environment; pass the store its ancestor holds instead of a new one.",
    "MiniPlayer(store: Store(initialState: PlayerFeature.State()) { PlayerFeature() })",
  ])
  func handsTheStoreDownTheViewTree(line: String) {
    #expect(Self.generated.contains(line), "missing: \(line)")
  }

  @Test func noStoreIsInjectedIntoTheEnvironment() {
    #expect(!Self.generated.contains(".environmentObject(player)"))
    #expect(!Self.generated.contains { $0.contains("@EnvironmentObject") })
    #expect(!Self.generated.contains { $0.contains("environmentObject(Store(") })
  }

  /// Another type's injection of an object that happens to be named like the feature's store stays as written.
  @Test func anUnrelatedInjectionStays() {
    let text = RuleExampleTests.generated(for: Self.source)
    let themed = text.components(separatedBy: "struct Themed: View {").dropFirst().first ?? ""
    #expect(themed.contains(".environmentObject(store)"))
    #expect(text.components(separatedBy: ".environmentObject(").count == 2)
  }

  /// A reader with its own `init` takes the store in it (kiwix's `DownloadTaskCell.init(_ downloadZimFile:)`): before,
  /// its callers passed `store:`, which the `init` did not take, and it did not set the new `let store`.
  @Test func aReaderWithItsOwnInitTakesTheStoreInIt() {
    let source = """
      import SwiftUI

      final class PlayerViewModel: ObservableObject {
        @Published var title = ""
      }

      @main
      struct PodcastApp: App {
        @StateObject private var player = PlayerViewModel()
        var body: some Scene {
          WindowGroup {
            Cell("Now")
              .environmentObject(player)
          }
        }
      }

      struct Cell: View {
        @EnvironmentObject var player: PlayerViewModel
        let label: String
        init(_ label: String) {
          self.label = label
        }
        init(number: Int) { self.label = "\\(number)" }
        init() {
          self.init("None")
        }
        init(
          title: String,
          count: Int
        ) {
          self.label = title
        }
        var body: some View { Text(label + player.title) }
      }
      """
    let text = RuleExampleTests.generated(for: source)
    let cell = text.components(separatedBy: "struct Cell: View {").dropFirst().first ?? ""
    #expect(text.contains("Cell(store: store, \"Now\")"))
    #expect(
      cell.contains(
        """
          init(store: StoreOf<PlayerFeature>, _ label: String) {
            self.store = store
            self.label = label
          }
          init(store: StoreOf<PlayerFeature>, number: Int) {
            self.store = store
            self.label = "\\(number)" }
          init(store: StoreOf<PlayerFeature>) {
            self.init(store: store, "None")
          }
          init(
            store: StoreOf<PlayerFeature>,
            title: String,
            count: Int
          ) {
            self.store = store
            self.label = title
          }
        """), "\(cell)")
  }

  /// A UIKit representable reading the view model from the environment is a view too: its construction passes the
  /// store (HeldOutApp's `InboxScreen()` lost its only way to get one, and the migrated app did not compile).
  @Test func aRepresentableReadingTheViewModelIsHandedTheStore() {
    let source = """
      import SwiftUI
      import UIKit

      final class PlayerViewModel: ObservableObject {
        @Published var title = ""
        func play() {}
      }

      @main
      struct PodcastApp: App {
        @StateObject private var player = PlayerViewModel()
        var body: some Scene {
          WindowGroup {
            PlayerScreen()
              .environmentObject(player)
          }
        }
      }

      struct PlayerScreen: UIViewControllerRepresentable {
        @EnvironmentObject var player: PlayerViewModel
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) { player.play() }
      }
      """
    let lines = RuleExampleTests.generated(for: source).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("PlayerScreen(store: store)"))
    #expect(lines.contains("let store: StoreOf<PlayerFeature>"))
  }

  /// SwiftUI's other environment readers, toolbar content and view modifiers, are handed the store as views are
  /// (IceCubes' `StatusEditorToolbarItem: ToolbarContent` took `@Bindable var store` and kept its `init(visibility:)`,
  /// which set no store, and its callers passed none).
  @Test func toolbarContentAndModifiersReadingTheViewModelAreHandedTheStore() {
    let source = """
      import SwiftUI

      @Observable final class RouterModel {
        var sheet: String?
        func present(_ name: String) { sheet = name }
      }

      struct RootView: View {
        @State private var router = RouterModel()
        var body: some View {
          NavigationStack {
            Text("Home")
              .toolbar { ComposeItem(title: "New") }
              .modifier(SheetBadge())
          }
          .environment(router)
        }
      }

      struct ComposeItem: ToolbarContent {
        @Environment(RouterModel.self) private var router
        let title: String
        init(title: String) {
          self.title = title
        }
        var body: some ToolbarContent {
          ToolbarItem { Button(title) { router.present("compose") } }
        }
      }

      struct SheetBadge: ViewModifier {
        @Environment(RouterModel.self) private var router
        func body(content: Content) -> some View {
          content.overlay { Text(router.sheet ?? "") }
        }
      }
      """
    let lines = RuleExampleTests.generated(for: source).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("init(store: StoreOf<RouterFeature>, title: String) {"), "\(lines)")
    #expect(lines.contains("self.store = store"), "\(lines)")
    #expect(lines.contains(".toolbar { ComposeItem(store: store, title: \"New\") }"), "\(lines)")
    #expect(lines.contains(".modifier(SheetBadge(store: store))"), "\(lines)")
  }
}
