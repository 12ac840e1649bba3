import Analysis
import Effects
import Emit
import Testing

@testable import Proposal

/// Regression (DuckDuckGo's subscription screens, each file wrapped in `#if SUBSCRIPTION`): every member of a view
/// model wholly inside an `#if` was flagged as "sits in an `#if` region" (26 TODOs on one slice), and the feature,
/// naming types that exist only under the flag, was not under it.
@Suite struct ConditionalViewModelTests {
  static func analysis(_ source: String) -> AnalysisResult {
    Analyzer.analyze([SourceInput(path: "FlowViewModel.swift", bytes: Array(source.utf8))])
  }

  static let wrapped = """
    import SwiftUI

    #if SUBSCRIPTION
    final class FlowViewModel: ObservableObject {
        @Published var step = 0
        #if DEBUG
        @Published var debugNote = ""
        #endif

        func next() { step += 1 }
    }

    struct FlowView: View {
        @StateObject var viewModel = FlowViewModel()
        var body: some View { Button("Next") { viewModel.next() } }
    }
    #endif
    """

  @Test func aViewModelWhollyUnderAnIfKeepsItsConditionAndOnlyItsOwnIfsAreConditional() {
    let model = Self.analysis(Self.wrapped).viewModels.first { $0.name == "FlowViewModel" }
    #expect(model?.condition == "SUBSCRIPTION")
    #expect(model?.published.first { $0.name == "step" }?.isConditional == false)
    #expect(model?.published.first { $0.name == "debugNote" }?.isConditional == true)
    #expect(model?.methods.first { $0.name == "next" }?.isConditional == false)
  }

  @Test func itsFeatureAndTestsSitUnderTheSameIf() {
    let analysis = Self.analysis(Self.wrapped)
    let proposal = FeatureProposer(converter: EffectRewriter(services: [])).propose(analysis)
    let files = FeatureEmitter().files(for: proposal, sources: ["FlowViewModel.swift": Self.wrapped])
    for path in ["FlowFeature.swift", "Tests/FlowFeatureTests.swift"] {
      let lines = (files.first { $0.path == path }?.contents ?? "").split(separator: "\n")
      #expect(lines.contains("#if SUBSCRIPTION"), "\(path)")
      #expect(lines.last == "#endif", "\(path)")
      // Imports stay outside it; the one flag is `debugNote`'s own `#if`.
      #expect(lines.firstIndex(of: "#if SUBSCRIPTION")! > lines.lastIndex { $0.hasPrefix("import ") }!, "\(path)")
    }
    let feature = files.first { $0.path == "FlowFeature.swift" }?.contents ?? ""
    #expect(feature.split(separator: "\n").filter { $0.contains("sits in an `#if` region") }.count == 1)
  }

  /// The client of a service declared under the same `#if` sits under it too, as the types it names do.
  @Test func theClientOfAServiceUnderAnIfSitsUnderItToo() {
    let service = """
      #if SUBSCRIPTION
      protocol StatusService {
          func status() async -> Int
      }
      #endif
      """
    let model = """
      #if SUBSCRIPTION
      final class StatusViewModel: ObservableObject {
          @Published var status = 0
          private let service: StatusService
          init(service: StatusService) { self.service = service }
          func refresh() async { status = await service.status() }
      }

      struct StatusView: View {
          @StateObject var viewModel: StatusViewModel
          var body: some View { Button("Refresh") { Task { await viewModel.refresh() } } }
      }
      #endif
      """
    let sources = ["StatusService.swift": service, "StatusViewModel.swift": model]
    let analysis = Analyzer.analyze(
      sources.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, bytes: Array($0.value.utf8)) })
    #expect(analysis.services.first { $0.name == "StatusService" }?.condition == "SUBSCRIPTION")
    let rewriter = EffectRewriter(services: ClientServices.endpointSignatures(in: analysis))
    let proposal = FeatureProposer(converter: rewriter).propose(analysis)
    let files = FeatureEmitter().files(for: proposal, sources: sources)
    let client = files.first { $0.path.hasSuffix("Client.swift") }?.contents ?? ""
    let lines = client.split(separator: "\n")
    #expect(lines.contains("#if SUBSCRIPTION"), "\(files.map(\.path))")
    #expect(lines.last == "#endif")
  }

  /// A view model classified as a client (a singleton) under `#if` passes its condition to its client, as a service
  /// does (DuckDuckGo's `SubscriptionPagesUseSubscriptionFeature`).
  @Test func aClientViewModelUnderAnIfPassesItsConditionToItsClient() {
    let source = """
      #if SUBSCRIPTION
      final class Purchases: ObservableObject {
          static let shared = Purchases()
          @Published var isPro = false
          func restore() async {}
      }
      #endif
      """
    let model = Self.analysis(source).viewModels.first { $0.name == "Purchases" }
    #expect(model?.classification == .client)
    #expect(model.map { ClientServices.service(for: $0).condition } == "SUBSCRIPTION")
  }

  /// An `#elseif` branch's whole condition is not kept, so such a view model is not wrapped: its members stay flagged.
  @Test func aViewModelInAnElseifBranchIsNotWrappedAndItsMembersStayFlagged() {
    let source = """
      #if os(macOS)
      let platform = "mac"
      #elseif SUBSCRIPTION
      final class FlowViewModel: ObservableObject {
          @Published var step = 0
      }
      #endif
      """
    let model = Self.analysis(source).viewModels.first { $0.name == "FlowViewModel" }
    #expect(model?.condition == nil)
    #expect(model?.published.first?.isConditional == true)
  }
}
