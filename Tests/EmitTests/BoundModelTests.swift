import Foundation
import Testing

/// IceCubes' follow button: a header binds the optional model its screen makes later
/// (`@Binding var followButtonViewModel: FollowButtonViewModel?`), and the screen makes it with `.init(…)` and a
/// callback.
@Suite struct BoundModelTests {
  static let app: [String: String] = [
    "FollowModel.swift": """
    import Observation

    @Observable final class FollowModel {
        var isFollowing: Bool
        let onChange: (Bool) -> Void
        init(isFollowing: Bool, onChange: @escaping (Bool) -> Void) {
            self.isFollowing = isFollowing
            self.onChange = onChange
        }
        func toggle() {
            isFollowing.toggle()
            onChange(isFollowing)
        }
    }
    """,
    "HeaderView.swift": """
    import SwiftUI

    struct HeaderView: View {
        @Binding var followModel: FollowModel?
        var body: some View {
            Button("Follow") { followModel?.toggle() }
        }
    }
    """,
    "DetailView.swift": """
    import SwiftUI

    struct DetailView: View {
        @State private var followModel: FollowModel?
        @State private var changes = 0
        var body: some View {
            HeaderView(followModel: $followModel)
                .task {
                    followModel = .init(isFollowing: false, onChange: { _ in changes += 1 })
                }
        }
    }
    """,
  ]

  static var files: [String: String] { InMemoryApp.emitted(app, feature: "FollowFeature") }

  // Regression (IceCubes): the binding became `let store: StoreOf<FollowFeature>`, which the parent's `$store` and
  // the header's `store?.send` did not fit.
  @Test func aBindingToTheModelIsABindingToTheStore() throws {
    let header = try #require(Self.files["HeaderView.swift"])
    #expect(header.contains("@Binding var store: StoreOf<FollowFeature>?"), "\(header)")
    let detail = try #require(Self.files["DetailView.swift"])
    #expect(detail.contains("HeaderView(store: $store)"), "\(detail)")
  }

  // Regression (IceCubes): `followButtonViewModel = .init(client: client, …)` stayed `.init(…)` on the store.
  @Test func aModelMadeWithInitIsAStoreMadeThere() throws {
    let detail = try #require(Self.files["DetailView.swift"])
    #expect(
      detail.contains("store = Store(initialState: FollowFeature.State(isFollowing: false)) { FollowFeature() }"),
      "\(detail)")
    #expect(!detail.contains(".init(isFollowing:"), "\(detail)")
  }

  // Regression (IceCubes' `ListEditView`): a callback with work in it was dropped with nothing said.
  @Test func aCallbackThatDidWorkIsNamedWhereItIsDropped() throws {
    let detail = try #require(Self.files["DetailView.swift"])
    #expect(detail.contains("`onChange:` ran its closure when the view model called it"), "\(detail)")
  }

  // Regression (IceCubes' `IceCubesApp`): an `App` holding the model in `@State` and handing `$appRouterPath` to
  // `AppView`'s `@Binding` became `let appRouterPathStore`, which has no binding to hand.
  @Test func anAppHandingABindingKeepsItsStoreInState() throws {
    let source = """
      import SwiftUI

      @Observable final class RouterModel {
          var sheet: String?
          func present(_ name: String) { sheet = name }
      }

      @main
      struct MailApp: App {
          @State private var router = RouterModel()
          var body: some Scene {
              WindowGroup { RootView(router: $router) }
          }
      }

      struct RootView: View {
          @Binding var router: RouterModel
          var body: some View {
              Button("Compose") { router.present("compose") }
          }
      }
      """
    let lines = RuleExampleTests.generated(for: source).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("@State private var store = Store(initialState: RouterFeature.State()) { RouterFeature() }"))
    #expect(lines.contains("WindowGroup { RootView(store: $store) }"))
    #expect(lines.contains("@Binding var store: StoreOf<RouterFeature>"))
  }

  // Regression (IceCubes' `AccountDetailView`): `if let existing = followButtonViewModel { existing.relationship = r }`
  // wrote to the store with nothing said.
  @Test func aWriteThroughAnUnwrappedStoreIsNamed() throws {
    var app = Self.app
    app["DetailView.swift"] = """
      import SwiftUI

      struct DetailView: View {
          @State private var followModel: FollowModel?
          var body: some View {
              HeaderView(followModel: $followModel)
                  .onAppear {
                      if let existing = followModel {
                          existing.isFollowing = true
                          existing.toggle()
                      }
                  }
          }
      }
      """
    let detail = try #require(InMemoryApp.emitted(app, feature: "FollowFeature")["DetailView.swift"])
    #expect(detail.contains("if let existing = store {"), "\(detail)")
    #expect(detail.contains("// TODO(tca-migrate): `existing` is a store now"), "\(detail)")
    #expect(detail.contains("existing.send(.toggle"), "\(detail)")
  }

  /// A `guard` binding the model binds nothing in its `else` body, which is not the local's scope.
  @Test func aGuardsElseBodyIsNotTheUnwrappedScope() throws {
    var app = Self.app
    app["DetailView.swift"] = """
      import SwiftUI

      struct DetailView: View {
          @State private var followModel: FollowModel?
          @State private var existing = Counter()
          var body: some View {
              HeaderView(followModel: $followModel)
                  .onAppear { check() }
          }
          func check() {
              guard changes > 0, let existing = followModel else {
                  existing.toggle()
                  return
              }
              print(existing)
          }
          var changes: Int { 0 }
      }
      """
    let detail = try #require(InMemoryApp.emitted(app, feature: "FollowFeature")["DetailView.swift"])
    #expect(detail.contains("        existing.toggle()"), "\(detail)")
  }
}
