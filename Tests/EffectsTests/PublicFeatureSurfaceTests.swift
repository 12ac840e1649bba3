import Analysis
import Effects
import Proposal
import Testing

/// A public view model's feature is public, and so are its State fields: every type they name must be as visible.
/// Regressions (openedx's `SettingsViewModel`): a carried `enum VersionState` stayed internal, the `==` written for
/// the public `StreamingQuality` was internal, and `let quality = Array(….enumerated())` gave State a field typed
/// `Array`, which names no type.
@Suite struct PublicFeatureSurfaceTests {
  static let source = """
    public enum StreamingQuality: Sendable {
        case auto, low, high
    }
    public enum Stream: Sendable {
        case live(StreamingQuality)
    }
    @MainActor
    public final class SettingsViewModel: ObservableObject {
        enum VersionState {
            case actual, updateNeeded
        }
        private enum Limits {
            static let page = 20
        }
        @Published var versionState: VersionState = .actual
        @Published var quality: StreamingQuality = .auto
        @Published var stream: Stream = .live(.auto)
        let qualities = Array([StreamingQuality.auto, .low].enumerated())
        @Published var page = Limits.page
        public init() {}
    }
    struct SettingsView: View { @StateObject var model = SettingsViewModel() }
    """

  static func feature() throws -> FeatureProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "Settings.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "SettingsViewModel" })
    return try #require(ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features.first)
  }

  @Test func aCarriedTypeStateHoldsIsPublic() throws {
    let feature = try Self.feature()
    #expect(feature.isPublic)
    let headers = feature.carried.compactMap(\.first)
    #expect(headers.contains("public enum VersionState {"), "\(headers)")
    #expect(headers.contains("enum Limits {"), "\(headers)")
  }

  @Test func theEquatableWrittenForAPublicTypeIsPublic() throws {
    let conformances = try Self.feature().modelConformances.flatMap { $0 }
    #expect(conformances.contains("  public static func == (lhs: Self, rhs: Self) -> Bool {"), "\(conformances)")
  }

  @Test func aBareGenericConstructorGivesNoType() throws {
    let feature = try Self.feature()
    #expect(!feature.state.contains { $0.type == "Array" }, "\(feature.state.map { ($0.name, $0.type) })")
    #expect(TypeInference.infer("Array([1, 2].enumerated())") == nil)
    #expect(TypeInference.infer("Array<Int>()") == "Array<Int>")
    #expect(TypeInference.infer("Set<String>()") == "Set<String>")
  }
}
