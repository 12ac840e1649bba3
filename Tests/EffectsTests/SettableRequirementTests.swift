import Effects
import Proposal
import Testing

/// A protocol service's `var x: T { get set }` requirement that a view model sets: its client gets a setter endpoint
/// and the reducer calls it. Before, only stored `var`s of classes counted as settable, so the write of a protocol's
/// property (DuckDuckGo's address-bar position) stayed a TODO asking for the setter.
@Suite struct SettableRequirementTests {
  static func source(accessors: String) -> String {
    """
    import SwiftUI
    protocol PositionManaging: AnyObject {
      var position: Int { \(accessors) }
    }
    final class PickerViewModel: ObservableObject {
      @Published var items: [Int] = []
      private let manager: PositionManaging
      init(manager: PositionManaging) {
        self.manager = manager
      }
      func pick(_ value: Int) {
        manager.position = value
        items = [manager.position]
      }
    }
    struct PickerView: View {
      @StateObject var viewModel: PickerViewModel
      var body: some View { Button("Pick") { viewModel.pick(1) } }
    }
    """
  }

  @Test func aGetSetRequirementGetsASetterTheReducerCalls() throws {
    let feature = try ProposedFeatureTests.feature(Self.source(accessors: "get set"))
    let pick = try #require(feature.reducerCases.first { $0.pattern.contains(".pick") })
    #expect(pick.body.contains("positionManagingClient.setPosition(value)"), "\(pick.body)")
    #expect(pick.body.contains("state.items = [positionManagingClient.position()]"), "\(pick.body)")
    #expect(feature.todos.isEmpty, "\(feature.todos.map(\.reason))")
  }

  /// A read-only requirement has no setter: the write stays a TODO saying so.
  @Test func aGetOnlyRequirementHasNoSetter() throws {
    let feature = try ProposedFeatureTests.feature(Self.source(accessors: "get"))
    #expect(feature.todos.contains { $0.reason.contains("has no setter endpoint") }, "\(feature.todos.map(\.reason))")
  }
}
