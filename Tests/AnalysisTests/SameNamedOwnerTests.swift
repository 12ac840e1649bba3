import Analysis
import Testing

/// A view holding a view model is the declaration that holds it, when other files declare a type of the same name.
@Suite struct SameNamedOwnerTests {
  static let model = """
    final class WindowTracker: ObservableObject {
        @Published var current: Int?
    }
    """
  static let macView = """
    #if os(macOS)
    struct RootView: View {
        @StateObject private var windowTracker = WindowTracker()
        var body: some View { Text("\\(windowTracker.current ?? 0)") }
    }
    #endif
    """
  static let iOSApp = """
    #if os(iOS)
    struct Kiwix: App {
        var body: some Scene { WindowGroup { RootView() } }
    }

    private struct RootView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    }
    #endif
    """

  // Regression (kiwix): the owner took the file and line of the first `RootView` declared, the iOS representable,
  // so the macOS view kept its `@StateObject` and the iOS `RootView()` call got a store argument.
  @Test func theOwnerIsTheDeclarationHoldingTheModel() {
    let result = analyze(["App_iOS.swift": Self.iOSApp, "Root_macOS.swift": Self.macView, "Tracker.swift": Self.model])
    #expect(result.owners.map { "\($0.file):\($0.line) \($0.property)" } == ["Root_macOS.swift:2 windowTracker"])
  }

  // Regression (kiwix): two files each declaring the view (revisions side by side) gave one owner; the second file's
  // view kept its `@StateObject` around the store.
  @Test func eachFileHoldingTheModelIsAnOwner() {
    let result = analyze(["A.swift": Self.macView, "B.swift": Self.macView, "Tracker.swift": Self.model])
    // Each reads the model in its own body only: the uses of the other file's view are not its own (each had both).
    #expect(result.owners.map(\.uses.count) == [1, 1])
    #expect(
      result.owners.map { "\($0.file):\($0.line) \($0.property)" } == [
        "A.swift:2 windowTracker", "B.swift:2 windowTracker",
      ])
  }
}
