import Analysis
import Effects
import Emit
import Foundation
import Lexer
import Proposal
import TestSupport
import Testing

/// The fixture apps as `generate` writes them: proposals with the effect rewriter translating method bodies.
@Suite struct ConvertedFixtureTests {
  /// The proposal for every view model of `app`, with method bodies translated by the effect rewriter.
  static func proposal(of app: String) throws -> (MigrationProposal, [String: String]) {
    proposal(inputs: try FixtureTests.inputs(of: app))
  }

  /// The proposal for every view model of `inputs`, as `generate` makes it, and the sources by path.
  static func proposal(inputs: [SourceInput]) -> (MigrationProposal, [String: String]) {
    let analysis = Analyzer.analyze(inputs)
    let identifiable = IdentifiableTypes.find(in: inputs.map { SourceFile(bytes: $0.bytes) })
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let proposal = FeatureProposer(options: ProposalOptions(identifiableTypes: identifiable), converter: rewriter)
      .propose(analysis)
    var sources: [String: String] = [:]
    for input in inputs { sources[input.path] = String(decoding: input.bytes, as: UTF8.self) }
    return (proposal, sources)
  }

  @Test(arguments: FixtureTests.apps)
  func convertedFeaturesMatchGoldenAndParse(app: String) throws {
    let (proposal, sources) = try Self.proposal(of: app)
    let files = FeatureEmitter().files(for: proposal, sources: sources)
      .filter { $0.kind == .feature || $0.kind == .tests }
    #expect(files.filter { $0.kind == .feature }.count == proposal.features.count)
    try GoldenFile.resetWhenUpdating("FixturesConverted/\(app)")
    var named: [String: String] = [:]
    for file in files {
      named["\(file.kind.rawValue)-\(file.path)"] = file.contents
      let golden = "FixturesConverted/\(app)/" + file.path.replacingOccurrences(of: "/", with: "_") + ".golden"
      let expected = try GoldenFile.expected(golden, actual: file.contents)
      #expect(expected == file.contents, "golden \(golden) differs; rerun with TCA_MIGRATE_UPDATE_GOLDEN=1 and review")
    }
    let errors = try SwiftParse.errors(in: named)
    #expect(errors == nil, "\(errors ?? "")")
  }

  /// A feature whose reducer handles `.binding(\.x)` must declare the binding action, run `BindingReducer()` first,
  /// and handle the remaining bindings with a generic `case .binding:` placed after every specific one.
  @Test(arguments: FixtureTests.apps)
  func keyPathBindingCasesAreDeclaredReachableAndExhaustive(app: String) throws {
    let (proposal, _) = try Self.proposal(of: app)
    for feature in proposal.features {
      let patterns = feature.reducerCases.map(\.pattern)
      let specific = patterns.indices.filter { patterns[$0].hasPrefix(".binding(") }
      guard let lastSpecific = specific.last else { continue }
      let isBindable = feature.isBindable
      #expect(isBindable, "\(feature.name) handles `.binding(\\.x)` but Action is not BindableAction")
      #expect(
        feature.action(named: "binding")?.payload.map(\.type) == ["BindingAction<State>"],
        "\(feature.name) lacks `case binding(BindingAction<State>)`")
      let generic = patterns.firstIndex(of: ".binding")
      #expect(generic != nil, "\(feature.name) has no generic `case .binding:`; the switch is not exhaustive")
      if let generic {
        #expect(generic > lastSpecific, "\(feature.name): `case .binding:` comes before `\(patterns[lastSpecific])`")
      }
      let text = FeatureRenderer(indentation: proposal.indentation).render(feature)
      let body = text.components(separatedBy: "var body: some ReducerOf<Self> {\n").dropFirst().first ?? ""
      let firstLine = body.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces)
      #expect(firstLine == "BindingReducer()", "\(feature.name): body does not start with BindingReducer()")
    }
  }

  @Test func viewsCallQueriesThatMovedIntoStateOnTheStoreState() throws {
    let (proposal, sources) = try Self.proposal(of: "ObservableApp")
    let stop = try #require(proposal.feature(named: "StopFeature"))
    #expect(stop.stateMethods.map(\.name) == ["mapsURL"])
    let rendered = FeatureRenderer(indentation: proposal.indentation).render(stop)
    #expect(rendered.contains("func mapsURL() -> URL? {"))
    let view = FeatureEmitter().files(for: proposal, sources: sources).first { $0.path.hasSuffix("StopView.swift") }
    #expect(view?.contents.contains("store.state.mapsURL()") == true)
    #expect(view?.contents.contains("viewModel.mapsURL") == false)
  }

  @Test func viewsCallQueriesThatReadNoStateOnTheFeatureType() throws {
    let (proposal, sources) = try Self.proposal(of: "ObservableApp")
    let addTrip = try #require(proposal.feature(named: "AddTripFeature"))
    #expect(addTrip.stateMethods.filter(\.isStatic).map(\.name) == ["startsText", "startsInPast"])
    #expect(!addTrip.actions.contains { $0.name == "startsText" })
    let rendered = FeatureRenderer(indentation: proposal.indentation).render(addTrip)
    #expect(
      rendered.contains(
        "  static func startsText(for date: Date) -> String {\n    @Dependency(\\.calendar) var calendar\n"
          + "    @Dependency(\\.date.now) var now"))
    let view = FeatureEmitter().files(for: proposal, sources: sources).first { $0.path.hasSuffix("TripListView.swift") }
    #expect(view?.contents.contains("Text(AddTripFeature.startsText(for: store.startDate))") == true)
    #expect(view?.contents.contains("model.startsText") == false)
  }
}
