import Analysis
import Emit
import Proposal
import Testing

/// A view that already holds a `store` (another feature's, applied before) takes the next feature's store under the
/// feature's name.
@Suite struct StoreNamingTests {
  static let app: [String: String] = [
    "App.swift": """
    import SwiftUI

    final class AppViewModel: ObservableObject {
      @Published var title = "Castaway"
      func play() {}
    }

    @main
    struct CastawayApp: App {
      @StateObject private var app = AppViewModel()
      var body: some Scene {
        WindowGroup {
          DetailView(store: Store(initialState: DetailFeature.State()) { DetailFeature() })
            .environmentObject(app)
        }
      }
    }
    """,
    "DetailView.swift": """
    import ComposableArchitecture
    import SwiftUI

    struct DetailView: View {
      let store: StoreOf<DetailFeature>
      @EnvironmentObject private var app: AppViewModel
      var body: some View {
        VStack {
          Text(store.name)
          Button(app.title) { app.play() }
        }
      }
    }
    """,
  ]

  // Regression: the environment reader's store was named `store` too, so the view declared `store` twice and every
  // read of either went to the wrong one (HeldOutApp's EpisodeDetailView once `AppFeature` was applied after it).
  @Test func aViewHoldingAStoreTakesTheNextUnderTheFeaturesName() {
    let files = InMemoryApp.emitted(Self.app, feature: "AppFeature")
    let detail = files["DetailView.swift"] ?? ""
    let lines = Set(detail.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(lines.contains("let store: StoreOf<DetailFeature>"))
    #expect(lines.contains("let appStore: StoreOf<AppFeature>"))
    #expect(lines.contains("Text(store.name)"))
    #expect(lines.contains("Button(appStore.title) { appStore.send(.playButtonTapped) }"))
    let app = files["App.swift"] ?? ""
    #expect(
      app.contains("DetailView(store: Store(initialState: DetailFeature.State()) { DetailFeature() }, appStore: store)")
    )
  }
}
