import Testing

/// Owners found in kiwix: a view nested in another view that holds the same view model, and two `App` structs of one
/// name (one per platform, in two files) each building it.
@Suite struct NestedAndTwinOwnerTests {
  static let model = """
    final class LibraryViewModel: ObservableObject {
        @Published var count = 0
        func start() {}
    }
    """

  // Regression (kiwix's `BrowserTab.Content`): the outer view's rewrite took the nested view's property for its own,
  // renaming it and leaving its wrapper: `@EnvironmentObject private var libraryStore: StoreOf<LibraryFeature>`.
  @Test func aNestedOwnerTakesItsOwnStore() throws {
    let view = """
      import SwiftUI

      struct BrowserTab: View {
          @EnvironmentObject private var library: LibraryViewModel
          var body: some View {
              Content().onAppear { library.start() }
          }

          private struct Content: View {
              @EnvironmentObject private var library: LibraryViewModel
              var body: some View { Text("\\(library.count)") }
          }
      }
      """
    let files = InMemoryApp.emitted(
      ["LibraryViewModel.swift": Self.model, "BrowserTab.swift": view], feature: "LibraryFeature")
    let rewritten = try #require(files["BrowserTab.swift"])
    #expect(!rewritten.contains("EnvironmentObject"), "\(rewritten)")
    #expect(rewritten.contains("Text(\"\\(store.count)\")"), "\(rewritten)")
  }

  // Regression (kiwix's `Kiwix` apps): the iOS app's `RootView()` got the macOS app's store property,
  // `RootView(libraryStore: libraryRefreshViewModelStore)`, and its `.environmentObject(library)` became
  // `.environmentObject(store)`.
  @Test func eachAppHandsDownItsOwnStore() throws {
    let iOSApp = """
      import SwiftUI

      #if os(iOS)
      @main
      struct Kiwix: App {
          @StateObject private var library = LibraryViewModel()
          var body: some Scene {
              WindowGroup { RootView().environmentObject(library) }
          }
      }
      #endif
      """
    let macApp = """
      import SwiftUI

      #if os(macOS)
      @main
      struct Kiwix: App {
          @StateObject private var libraryRefreshViewModel = LibraryViewModel()
          @StateObject private var search = SearchViewModel()
          var body: some Scene {
              WindowGroup { RootView().environmentObject(libraryRefreshViewModel).environmentObject(search) }
          }
      }
      #endif
      """
    let root = """
      import SwiftUI

      struct RootView: View {
          @EnvironmentObject private var library: LibraryViewModel
          var body: some View { Text("\\(library.count)") }
      }
      """
    let files = InMemoryApp.emitted(
      [
        "LibraryViewModel.swift": Self.model
          + "\nfinal class SearchViewModel: ObservableObject { @Published var query = \"\" }",
        "App_iOS.swift": iOSApp, "App_macOS.swift": macApp, "RootView.swift": root,
      ], feature: "LibraryFeature")
    let iOS = try #require(files["App_iOS.swift"])
    let mac = try #require(files["App_macOS.swift"])
    #expect(iOS.contains("WindowGroup { RootView(store: store) }"), "\(iOS)")
    #expect(
      mac.contains("WindowGroup { RootView(store: libraryRefreshViewModelStore).environmentObject(search) }"), "\(mac)")
  }

  // Regression (kiwix's `WebView`, one per platform in one file): only the first declaration was an owner; the
  // second's property took the store's type and name from the first one's rewrite and kept its wrapper,
  // `@EnvironmentObject private var store: StoreOf<LibraryFeature>`.
  @Test func twinDeclarationsInOneFileEachTakeTheStore() throws {
    let view = """
      import SwiftUI

      #if os(macOS)
      struct WebView: NSViewRepresentable {
          @EnvironmentObject private var library: LibraryViewModel
          func makeNSView(context: Context) -> NSView { NSView() }
          func updateNSView(_ view: NSView, context: Context) { print(library.count) }
      }
      #else
      struct WebView: UIViewControllerRepresentable {
          @EnvironmentObject private var library: LibraryViewModel
          func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
          func updateUIViewController(_ controller: UIViewController, context: Context) { print(library.count) }
      }
      #endif
      """
    let files = InMemoryApp.emitted(
      ["LibraryViewModel.swift": Self.model, "WebView.swift": view], feature: "LibraryFeature")
    let rewritten = try #require(files["WebView.swift"])
    #expect(!rewritten.contains("EnvironmentObject"), "\(rewritten)")
    // Two owners of one name take the feature's store name, as a view holding two models does.
    #expect(rewritten.components(separatedBy: "let libraryStore: StoreOf<LibraryFeature>").count == 3, "\(rewritten)")
    #expect(rewritten.components(separatedBy: "print(libraryStore.count)").count == 3, "\(rewritten)")
  }
}
