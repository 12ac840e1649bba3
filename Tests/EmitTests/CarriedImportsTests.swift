import Analysis
import Effects
import Emit
import Proposal
import Testing

/// A feature, its tests and its clients keep the imports their types come from: in an app split into modules
/// (`Models`, `Network`), a feature file importing only `ComposableArchitecture` and `Foundation` did not build.
@Suite struct CarriedImportsTests {
  static let sources: [String: String] = [
    "Timeline/TimelineViewModel.swift": """
    import Combine
    import Dependencies
    import Models
    import struct Network.Client
    import SwiftUI
    import os

    @MainActor
    final class TimelineViewModel: ObservableObject {
        @Published var statuses: [Status] = []
        private let api: TimelineAPI

        init(api: TimelineAPI) {
            self.api = api
        }

        func refresh() async {
            statuses = (try? await api.fetch()) ?? []
        }
    }

    struct TimelineView: View {
        @StateObject var model: TimelineViewModel
        var body: some View { Text("") }
    }
    """,
    "Network/TimelineAPI.swift": """
    import Foundation
    import Models

    protocol TimelineAPI: Sendable {
        func fetch() async throws -> [Status]
    }
    """,
  ]

  static let files: [String: String] = {
    let analysis = Analyzer.analyze(
      sources.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, bytes: Array($0.value.utf8)) })
    let rewriter = EffectRewriter(services: ClientServices.endpointSignatures(in: analysis))
    let proposal = FeatureProposer(converter: rewriter).propose(analysis)
    let files = FeatureEmitter().files(for: proposal, sources: sources)
    return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }()

  static func imports(_ path: String) -> [String] {
    (files[path] ?? "").split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
  }

  @Test func theFeatureKeepsTheModulesItsTypesComeFromAndDropsWhatItReplaces() {
    #expect(
      Self.imports("Timeline/TimelineFeature.swift") == [
        "import ComposableArchitecture", "import Foundation", "import Models", "import struct Network.Client",
        "import os",
      ])
  }

  @Test func itsTestsImportThemToo() {
    #expect(
      Self.imports("Tests/TimelineFeatureTests.swift") == [
        "import ComposableArchitecture", "import Foundation", "import Testing", "import Models",
        "import struct Network.Client", "import os",
      ])
  }

  @Test func aClientKeepsTheImportsOfTheServiceItWraps() {
    #expect(
      Self.imports("Network/TimelineAPIClient.swift") == [
        "import ComposableArchitecture", "import Foundation", "import Models",
      ])
  }

  /// Regression: a reducer naming `AVAudioSession` imports AVFoundation, which the view model's file imported too;
  /// the feature imported it twice.
  @Test func aModuleTheReducerNeedsAndTheViewModelImportedIsImportedOnce() {
    let source = """
      import AVFoundation
      import SwiftUI

      final class RecorderViewModel: ObservableObject {
          @Published var wasInterrupted = false

          func handle(_ raw: UInt) {
              wasInterrupted = AVAudioSession.InterruptionType(rawValue: raw) == .began
          }
      }

      struct RecorderView: View {
          @StateObject var model = RecorderViewModel()
          var body: some View { Button("Go") { model.handle(1) } }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "RecorderViewModel.swift", bytes: Array(source.utf8))])
    let proposal = FeatureProposer(converter: EffectRewriter(services: [])).propose(analysis)
    let files = FeatureEmitter().files(for: proposal, sources: ["RecorderViewModel.swift": source])
    let feature = files.first { $0.path == "RecorderFeature.swift" }?.contents ?? ""
    #expect(feature.contains("AVAudioSession.InterruptionType"))
    #expect(
      feature.split(separator: "\n").filter { $0.hasPrefix("import ") } == [
        "import ComposableArchitecture", "import Foundation", "import AVFoundation",
      ])
  }
}
