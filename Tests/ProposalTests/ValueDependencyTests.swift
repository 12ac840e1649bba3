import Analysis
import Testing

@testable import Proposal

/// Regression: an injected plain value (`game: Game`) used to be flagged as an unknown service and kept computed
/// properties reading it out of State; it is input state.
@Suite struct ValueDependencyTests {
  @Test func injectedValueBecomesStateAndUnblocksComputedProperties() {
    let model = Builders.model(
      "GameRowViewModel", published: [Builders.published("isFavorite", "Bool", "false")],
      computed: [
        ComputedProperty(
          name: "title", type: "String", line: 6, body: "game.title.uppercased()", readsState: [],
          readsOnlyState: false, readsMembers: ["game"])
      ],
      dependencies: [Dependency(name: "game", type: "Game", line: 3, injectedThroughInit: true)])
    let proposal = Builders.feature(model)
    #expect(proposal.state.map(\.name) == ["game", "isFavorite"])
    #expect(proposal.computed.map(\.name) == ["title"])
    #expect(!proposal.flags.contains { $0.code == "unknown-service" })
  }

  @Test(arguments: [
    Dependency(name: "service", type: "GamesService", line: 3),
    Dependency(name: "onFinish", type: "() -> Void", line: 3),
    Dependency(name: "defaults", type: "UserDefaults", line: 3),
    Self.weak(Dependency(name: "delegate", type: "PickerDelegate?", line: 3)),
  ])
  func servicesClosuresAndServiceNamedTypesStayDependencies(_ dependency: Dependency) {
    let promoted = ValueDependencies.promoted(
      Builders.model(dependencies: [dependency]), in: AnalysisResult(viewModels: [], services: []))
    #expect(promoted.dependencies == [dependency])
    #expect(promoted.published.isEmpty)
  }

  /// Regression (tangem): `weak var delegate: P?`, whose protocol the codebase does not declare, became a State field
  /// of a protocol type (neither Equatable nor a value); it is a weak reference the feature cannot hold.
  @Test func aWeakReferenceOfAnUnknownTypeIsFlaggedNotState() {
    let model = Builders.model(
      published: [Builders.published("selected", "Int", "0")],
      dependencies: [Self.weak(Dependency(name: "delegate", type: "PickerDelegate?", line: 3))])
    let proposal = Builders.feature(model)
    #expect(proposal.state.map(\.name) == ["selected"])
    #expect(proposal.flags.contains { $0.code == "weak-reference" && $0.line == 3 })
  }

  static func weak(_ dependency: Dependency) -> Dependency {
    var weak = dependency
    weak.isWeakReference = true
    return weak
  }
}

/// `hash(into:)` and `encode(to:)` are conformance plumbing of the reference-type view model, not user events.
@Suite struct SynthesizedConformanceTests {
  @Test func hashIntoIsNeitherAnActionNorAHelper() {
    let hash = Method(
      name: "hash", line: 9, parameters: [Parameter(label: "into", name: "hasher", type: "inout Hasher")],
      body: "hasher.combine(id)", bodyLine: 9)
    let model = Builders.model(published: [Builders.published("count", "Int", "0")], methods: [hash])
    let proposal = Builders.feature(model)
    #expect(proposal.actions.allSatisfy { $0.name != "hash" })
    #expect(proposal.helpers.isEmpty)
    #expect(proposal.flags.contains { $0.code == "synthesized-conformance" && $0.line == 9 })
    #expect(proposal.conversionSummary.total == 0)
  }
}
