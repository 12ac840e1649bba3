import Analysis
import Proposal
import Testing

@Suite struct ShadowedDependencyTests {
  static let source = """
    import Foundation

    final class ClockViewModel: ObservableObject {
      @Published var elapsed = 0.0
      @Published var stamps: [Date] = []

      func tick(_ now: Double) {
        elapsed = now
        stamps.append(Date())
      }

      func stamp() {
        stamps.append(Date())
      }
    }
    """

  @Test(arguments: [(".tick", "state.stamps.append(self.now)"), (".stamp", "state.stamps.append(now)")])
  func dateBecomesTheNowDependencyUnlessALocalShadowsIt(pattern: String, line: String) throws {
    let feature = try ProposedFeatureTests.feature(Self.source)
    let reducerCase = try #require(feature.reducerCases.first { $0.pattern.contains(pattern) })
    #expect(reducerCase.body.contains(line), "\(reducerCase.body)")
  }
}
