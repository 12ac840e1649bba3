import Testing

/// Work a view model's `init` did is sent once, by the view holding its store, not again by each view it hands the
/// store to (UIKitCombineApp's `ProfileViewController` and the `ProfileView` it hosts both sent `.onAppear`).
@Suite struct HandedStoresTests {
  static let model = """
    import Foundation

    final class SettingsViewModel: ObservableObject {
        @Published var theme = ""
        init() { theme = UserDefaults.standard.string(forKey: "theme") ?? "" }
        func reset() { theme = "" }
    }
    """

  static let quality = """
    import SwiftUI

    struct QualityView: View {
        @ObservedObject var viewModel: SettingsViewModel
        var body: some View { Button(viewModel.theme) { viewModel.reset() } }
    }
    """

  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let holder: String
    let qualitySends: Bool
  }

  static let cases = [
    Case(
      description: "a view holding the model hands it on",
      holder: """
        import SwiftUI

        struct SettingsView: View {
            @StateObject private var viewModel = SettingsViewModel()
            var body: some View {
                NavigationLink("Quality") { QualityView(viewModel: viewModel) }
            }
        }
        """, qualitySends: false),
    Case(
      description: "handed on as self.viewModel",
      holder: """
        import SwiftUI

        struct SettingsView: View {
            @StateObject private var viewModel = SettingsViewModel()
            var body: some View {
                NavigationLink("Quality") { QualityView(viewModel: self.viewModel) }
            }
        }
        """, qualitySends: false),
    // Regression (LegacyHierarchyApp, a first version): an `App` holds the store but has no appearance to send from.
    Case(
      description: "an App holding the model sends nothing",
      holder: """
        import SwiftUI

        @main
        struct SettingsApp: App {
            @StateObject private var viewModel = SettingsViewModel()
            var body: some Scene { WindowGroup { QualityView(viewModel: viewModel) } }
        }
        struct SettingsView: View {
            @StateObject private var viewModel = SettingsViewModel()
            var body: some View { Text(viewModel.theme) }
        }
        """, qualitySends: true),
    Case(
      description: "another construction builds its own model",
      holder: """
        import SwiftUI

        struct SettingsView: View {
            @StateObject private var viewModel = SettingsViewModel()
            var body: some View {
                NavigationLink("Quality") { QualityView(viewModel: viewModel) }
                NavigationLink("Fresh") { QualityView(viewModel: SettingsViewModel()) }
            }
        }
        """, qualitySends: true),
    Case(
      description: "only a preview builds it",
      holder: """
        import SwiftUI

        struct SettingsView: View {
            @StateObject private var viewModel = SettingsViewModel()
            var body: some View { Text(viewModel.theme) }
        }
        #Preview {
            QualityView(viewModel: SettingsViewModel())
        }
        """, qualitySends: true),
  ]

  @Test(arguments: cases)
  func theWorkIsSentWhereTheStoreIsHeld(_ item: Case) throws {
    let files = InMemoryApp.emitted(
      ["SettingsViewModel.swift": Self.model, "QualityView.swift": Self.quality, "SettingsView.swift": item.holder],
      feature: "SettingsFeature")
    try check(files, qualitySends: item.qualitySends)
  }

  // Regression (kiwix, a first version): the holder was found by name, and kiwix declares a macOS `RootView` holding
  // the model and, in another file, an iOS `RootView` reading it from the environment, which sends nothing.
  @Test func aHolderOfTheSameNameInAnotherFileDoesNotCount() throws {
    let reader = """
      import SwiftUI

      private struct SettingsView: View {
          @EnvironmentObject var viewModel: SettingsViewModel
          var body: some View { QualityView(viewModel: viewModel) }
      }
      """
    let files = InMemoryApp.emitted(
      [
        "SettingsViewModel.swift": Self.model, "QualityView.swift": Self.quality,
        "SettingsView.swift": Self.cases[0].holder.replacing("QualityView(viewModel: viewModel)", with: "Text(\"\")"),
        "SettingsView_iOS.swift": reader,
      ], feature: "SettingsFeature")
    try check(files, qualitySends: true)
  }

  private func check(_ files: [String: String], qualitySends: Bool) throws {
    let quality = try #require(files["QualityView.swift"])
    let settings = try #require(files["SettingsView.swift"])
    #expect(quality.contains(".onAppear { store.send(.onAppear) }") == qualitySends, "\(quality)")
    #expect(settings.contains(".onAppear { store.send(.onAppear) }") || qualitySends, "\(settings)")
  }
}
