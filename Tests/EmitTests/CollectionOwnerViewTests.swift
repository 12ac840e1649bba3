import Testing

/// A view holding several view models, beside one it builds in its `init` (IceCubes' `StatusEditor.MainView`): the
/// collection holds stores under its own name, and the one model is built as a store.
@Suite struct CollectionOwnerViewTests {
  static let app: [String: String] = [
    "DraftModel.swift": """
    import Observation

    @Observable final class DraftModel: Identifiable {
        let id = UUID()
        var text = ""
        init(text: String) { self.text = text }
    }
    """,
    "DraftsView.swift": """
    import SwiftUI

    struct DraftsView: View {
        @State private var drafts: [DraftModel] = []
        @State private var main: DraftModel

        init(text: String) {
            _main = State(initialValue: DraftModel(text: text))
        }

        var body: some View {
            List {
                Text(main.text)
                ForEach(drafts) { draft in Text(draft.text) }
            }
            .onAppear { drafts.append(DraftModel(text: "")) }
            .animation(.default, value: drafts)
        }
    }
    """,
  ]

  // Regression (IceCubes): `@State private var drafts: [DraftModel]` became `let draftsStore: StoreOf<DraftFeature>`,
  // one store nobody passed, and its uses were renamed to it.
  @Test func theCollectionHoldsStoresUnderItsName() throws {
    let view = try #require(InMemoryApp.emitted(Self.app, feature: "DraftFeature")["DraftsView.swift"])
    #expect(view.contains("@State private var drafts: [StoreOf<DraftFeature>] = []"), "\(view)")
    #expect(view.contains("// TODO(tca-migrate): `drafts` holds a store per `DraftModel` now"), "\(view)")
    #expect(view.contains("ForEach(drafts) { draft in Text(draft.text) }"), "\(view)")
    #expect(view.contains(".animation(.default, value: drafts)"), "\(view)")
    #expect(
      view.contains("drafts.append(Store(initialState: DraftFeature.State(text: \"\")) { DraftFeature() })"), "\(view)")
    #expect(!view.contains("draftsStore"), "\(view)")
  }

  // Regression (IceCubes): the collection's rewrite, run first, built the store in `_main = State(initialValue: …)`;
  // the one model's rewrite then took that value for a handed-in store and wrote `State(initialValue: mainStore)`.
  @Test func theModelBuiltInInitStaysTheStoreBuiltThere() throws {
    let view = try #require(InMemoryApp.emitted(Self.app, feature: "DraftFeature")["DraftsView.swift"])
    #expect(
      view.contains(
        "_mainStore = State(initialValue: Store(initialState: DraftFeature.State(text: text)) { DraftFeature() })"),
      "\(view)")
  }

  // Regression (IceCubes' `for p in followUpSEVMs { p.visibility = … }`): an element's method call and write stayed
  // as the model's, which a store has not, with nothing said.
  @Test func anElementSendsItsActionAndAWriteToItIsNamed() throws {
    let app = [
      "DraftModel.swift": """
      import Observation

      @Observable final class DraftModel: Identifiable {
          let id = UUID()
          var text = ""
          func clear() { text = "" }
      }
      """,
      "DraftsView.swift": """
      import SwiftUI

      struct DraftsView: View {
          @State private var drafts: [DraftModel] = []
          var body: some View {
              List {
                  ForEach(drafts) { draft in
                      Button(draft.text) { draft.clear() }
                  }
              }
              .onDisappear {
                  for draft in drafts {
                      draft.text = ""
                  }
              }
          }
      }
      """,
    ]
    let view = try #require(InMemoryApp.emitted(app, feature: "DraftFeature")["DraftsView.swift"])
    #expect(view.contains("Button(draft.text) { draft.send(.clear) }"), "\(view)")
    #expect(view.contains("// TODO(tca-migrate): `draft` is a store now: its State changes in the reducer"), "\(view)")
  }
}
