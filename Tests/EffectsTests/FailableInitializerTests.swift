import Emit
import Proposal
import Testing

/// A failable `init` that only computes State from its arguments becomes a failable `State.init?`, its `return nil`
/// kept (Wikipedia's `init?(data:)` view models). Before, the `?` was not recorded: the work moved to `.onAppear`,
/// where the arguments do not exist and `return nil` could only stay a TODO. State also declares its memberwise
/// initializer, which `init?` hides: tests build State with that, since the arguments the failable one accepts are
/// not known. Before, such a feature had no tests.
@Suite struct FailableInitializerTests {
  static func source(failable: Bool) -> String {
    """
    import SwiftUI
    struct DailyCount: Equatable {
      let day: Int
      let count: Int
    }
    final class WeekViewModel: ObservableObject {
      let total: Int
      @Published var isExpanded = false
      init\(failable ? "?" : "")(counts: [DailyCount]) {
        var total = 0
        for day in counts {
          total += day.count
        }
        \(failable ? "guard total > 0 else { return nil }" : "")
        self.total = total
      }
      func toggle() { isExpanded.toggle() }
    }
    struct WeekView: View {
      @StateObject var viewModel: WeekViewModel
      var body: some View { Button("\\(viewModel.total)") { viewModel.toggle() } }
    }
    """
  }

  @Test func aFailableInitBecomesAFailableStateInit() throws {
    let feature = try ProposedFeatureTests.feature(Self.source(failable: true))
    let initializer = try #require(feature.stateInitializer)
    #expect(initializer.isFailable == true)
    #expect(initializer.assignments.contains { $0.contains("guard total > 0 else { return nil }") })
    #expect(!feature.actions.contains { $0.name == "onAppear" })
    #expect(feature.tests.map(\.initialState) == ["WeekFeature.State()"])
    #expect(!feature.flags.contains { $0.code == "no-test" })
    let text = FeatureRenderer(indentation: "    ").render(feature)
    let memberwise = "        init(total: Int = 0) {\n            self.total = total\n        }\n"
    #expect(text.contains(memberwise + "\n        init?(counts: [DailyCount]) {"))
  }

  @Test func aPlainInitStaysAPlainStateInitWithTests() throws {
    let feature = try ProposedFeatureTests.feature(Self.source(failable: false))
    #expect(feature.stateInitializer?.isFailable == nil)
    #expect(feature.stateInitializer?.assignments.last == "self.total = total")
    #expect(!feature.tests.isEmpty)
  }
}
