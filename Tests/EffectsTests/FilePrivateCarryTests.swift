import Analysis
import Effects
import Proposal
import Testing

/// The feature file carries its view model's file-private declarations at file scope: `private` kept, so features
/// carrying their files' `Strings` do not clash, and dropped from a type State holds, which cannot be less visible
/// than the field.
@Suite struct FilePrivateCarryTests {
  @Test func privateStaysUnlessStateHoldsTheType() throws {
    let source = """
      final class RecorderViewModel: ObservableObject {
          @Published var title = Strings.title
          @Published var mode: Mode = .idle
      }
      private enum Strings {
          static let title = "Record"
      }
      private enum Mode: Equatable {
          case idle, recording
      }
      struct RecorderView: View { @StateObject var model = RecorderViewModel() }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Recorder.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "RecorderViewModel" })
    let feature = ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0]
    let carried = try #require(feature.fileExtensions)
    #expect(carried.map { $0.first ?? "" } == ["private enum Strings {", "enum Mode: Equatable {"], "\(carried)")
  }
}
