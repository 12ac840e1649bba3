import Testing

/// A view model dispatching its own `Action` enum through one method (Swiftfin's `Stateful` view models: views call
/// `viewModel.send(.refresh)`, a protocol extension's `send` assigns `respond(to:)`'s result to `state`): the enum's
/// cases are the feature's actions, each case of the switch its reducer case, and views send through the store.
@Suite struct ActionDispatchTests {
  static func app(refreshReturns value: String = "state") -> [String: String] {
    [
      "UsersViewModel.swift": """
      import Combine

      final class UsersViewModel: ObservableObject {
          enum Action: Equatable {
              case refresh
              case select(String)
              case load(hidden: Bool = false)
          }

          enum State: Hashable {
              case initial
              case content
          }

          @Published var users: [String] = []
          @Published var selected: String?
          @Published var state: State = .initial

          func respond(to action: Action) -> State {
              switch action {
              case .refresh:
                  users = []
                  return \(value)
              case let .select(name):
                  selected = name
                  return state
              case .load(let hidden):
                  users = hidden ? [] : ["a"]
                  return state
              }
          }
      }
      """,
      "UsersView.swift": """
      import SwiftUI

      struct UsersView: View {
          @StateObject private var viewModel = UsersViewModel()

          var body: some View {
              List(viewModel.users, id: \\.self) { name in
                  Button(name) { viewModel.send(.select(name)) }
              }
              .onAppear { viewModel.send(.load()) }
              .refreshable { viewModel.send(.refresh) }
          }
      }
      """,
    ]
  }

  // Regression (Swiftfin): every `viewModel.send(.x)` got a "`send` is not State" TODO, the feature's only action was
  // `respond(to: Action)` under a TODO, and its payload named the feature's own `Action`.
  @Test func theEnumsCasesAreTheFeaturesActions() throws {
    let feature = try #require(InMemoryApp.emitted(Self.app(), feature: "UsersFeature")["UsersFeature.swift"])
    #expect(feature.contains("    enum Action {\n        case refresh\n        case select(String)\n"), "\(feature)")
    #expect(feature.contains("case load(hidden: Bool = false)"), "\(feature)")
    #expect(!feature.contains("respond"), "\(feature)")
    #expect(!feature.contains("UsersAction"), "\(feature)")
    #expect(feature.contains("enum UsersState: Hashable"), "\(feature)")
  }

  @Test func viewsSendTheSameCasesThroughTheStore() throws {
    let view = try #require(InMemoryApp.emitted(Self.app(), feature: "UsersFeature")["UsersView.swift"])
    #expect(view.contains("Button(name) { store.send(.select(name)) }"), "\(view)")
    #expect(view.contains(".onAppear { store.send(.load()) }"), "\(view)")
    #expect(view.contains(".refreshable { store.send(.refresh) }"), "\(view)")
    #expect(!view.contains("viewModel"), "\(view)")
    #expect(!view.contains("TODO"), "\(view)")
  }

  // A case returning another value than `state` changes State through `send`'s assignment, which a split would lose:
  // the method stays whole, an action whose payload names the carried enum.
  @Test func aCaseReturningAnotherStateKeepsTheMethodWhole() throws {
    let files = InMemoryApp.emitted(Self.app(refreshReturns: ".content"), feature: "UsersFeature")
    let feature = try #require(files["UsersFeature.swift"])
    #expect(feature.contains("case respond(to: UsersAction)"), "\(feature)")
    #expect(!feature.contains("    enum Action {\n        case refresh"), "\(feature)")
  }
}
