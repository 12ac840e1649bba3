import Analysis
import Proposal
import Testing

/// Reducer code the effect rewriter writes for a navigation enum the view model names its own way.
@Suite struct NavigationEnumConversionTests {
  static let source = """
    import Observation
    @Observable
    final class DetailModel {
      var route: Route?
      enum Route {
        case alert(AlertState<AlertAction>)
      }
      enum AlertAction { case confirm }
      func deleteTapped() {
        route = .alert(.delete)
      }
      func dismissTapped() {
        route = nil
      }
    }
    """

  @Test func aPropertyHoldingOnlyAlertsIsWrittenAsTheDestination() throws {
    let (proposal, _) = ConvertedFixtureTests.proposal(inputs: [
      SourceInput(path: "Detail.swift", bytes: Array(Self.source.utf8))
    ])
    let feature = try #require(proposal.features.first)
    let bodies = Dictionary(uniqueKeysWithValues: feature.reducerCases.map { ($0.pattern, $0.body) })
    #expect(bodies[".deleteTapped"] == ["state.destination = .alert(.delete)", "return .none"])
    #expect(bodies[".dismissTapped"] == ["state.destination = nil", "return .none"])
    #expect(feature.field(named: "route") == nil)
  }
}
