import Testing

/// IceCubes declares `IceCubesApp` in one file and extends it in others (`IceCubesApp+Menu.swift`), whose members
/// read the model's property; the property was renamed in the first file only, so the others named a property that
/// was gone.
@Suite struct OwnerExtensionFileTests {
  static let app: [String: String] = [
    "RouterPath.swift": """
    import Observation

    @Observable final class RouterPath {
        var presentedSheet: String?
        func navigate(to destination: String) {}
    }
    """,
    "IceCubesApp.swift": """
    import SwiftUI

    @main
    struct IceCubesApp: App {
        @State private var appRouterPath = RouterPath()
        var body: some Scene {
            WindowGroup { Text(appRouterPath.presentedSheet ?? "") }
        }
    }
    """,
    "IceCubesApp+Menu.swift": """
    import SwiftUI

    extension IceCubesApp {
        func showSettings() {
            appRouterPath.presentedSheet = "settings"
            appRouterPath.navigate(to: "home")
        }
    }
    """,
    "Unrelated.swift": """
    import SwiftUI

    extension IceCubesApp {
        static let name = "Ice Cubes"
    }
    """,
  ]

  @Test func anExtensionInAnotherFileReadsTheStore() throws {
    let files = InMemoryApp.emitted(Self.app, feature: "RouterPathFeature")
    let menu = try #require(files["IceCubesApp+Menu.swift"])
    #expect(menu.contains("store.send(.binding(.set(\\.presentedSheet, \"settings\")))"), "\(menu)")
    #expect(menu.contains("store.send(.navigate(to: \"home\"))"), "\(menu)")
    #expect(!menu.contains("appRouterPath"), "\(menu)")
    // An extension that does not use the property is not touched.
    #expect(files["Unrelated.swift"] == nil)
  }
}

/// Home Assistant's `AssistView+Build.swift` extends the view with a builder whose local is named like the property:
/// the extension's rewrite took that local for the property's declaration and made it `@Bindable var store`.
@Suite struct OwnerExtensionLocalTests {
  @Test func aLocalNamedLikeThePropertyStaysALocal() throws {
    let app = [
      "AssistViewModel.swift": """
      import Foundation

      final class AssistViewModel: ObservableObject {
          @Published var text = ""
          init(server: String) {}
      }
      """,
      "AssistView.swift": """
      import SwiftUI

      struct AssistView: View {
          @ObservedObject var viewModel: AssistViewModel
          var body: some View { Text(viewModel.text) }
      }
      """,
      "AssistView+Build.swift": """
      import SwiftUI

      extension AssistView {
          static func build(server: String) -> Self {
              let viewModel = AssistViewModel(server: server)
              return .init(viewModel: viewModel)
          }
      }
      """,
    ]
    let files = InMemoryApp.emitted(app, feature: "AssistFeature")
    let build = try #require(files["AssistView+Build.swift"])
    #expect(!build.contains("@Bindable"), "\(build)")
    #expect(build.contains("let store = Store(initialState: AssistFeature.State"), "\(build)")
    #expect(build.contains("return .init(store: store)"), "\(build)")
  }
}
