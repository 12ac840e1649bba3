import Analysis
import Proposal
import TestSupport
import Testing

/// Translates every statement `x = v` to `state.x = v`, fully, and leaves other bodies to the person migrating;
/// an async body with no assignment runs in an effect as written.
struct AssignmentConverter: MethodConverting {
  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    let lines = (method.body ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard lines.allSatisfy({ $0.contains(" = ") }) else {
      return MethodConversion(status: .manual, body: ["return .none"])
    }
    return MethodConversion(status: .full, body: lines.map { "state." + $0 } + ["return .none"])
  }

  func convertAsyncHelper(_ method: Method, in context: ConversionContext) -> AsyncHelperConversion? {
    let lines = (method.body ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard method.isAsync, !lines.contains(where: { $0.contains(" = ") }) else { return nil }
    return AsyncHelperConversion(body: lines)
  }
}

@Suite struct ReducerHelperRuleTests {
  static func proposal(_ source: String) throws -> FeatureProposal {
    let analysis = Analyzer.analyze([SourceInput(path: "Player.swift", bytes: Array(source.utf8))])
    let proposal = FeatureProposer(converter: AssignmentConverter()).propose(analysis)
    return try #require(proposal.features.first)
  }

  static let source = """
    final class PlayerViewModel: ObservableObject {
      @Published var isPlaying = false
      init() {
        NotificationCenter.default.addObserver(forName: .stop, object: nil, queue: .main) { [weak self] _ in
          self?.stop()
          self?.spin(3)
        }
      }
      func close() {
        stop()
      }
      private func stop() {
        isPlaying = false
      }
      private func spin(_ turns: Int) {
        spin(turns - 1)
      }
    }
    """

  @Test func aHelperACallerCouldNotInlineBecomesAReducerMethod() throws {
    let feature = try Self.proposal(Self.source)
    let helper = try #require(feature.reducerHelpers.first { $0.name == "stop" })
    #expect(helper.signature == "stop(_ state: inout State)")
    #expect(helper.body == ["state.isPlaying = false"])
    #expect(!feature.helpers.contains { $0.name == "stop" })
    #expect(feature.conversions.contains { $0.method == "stop" && $0.status == .full })
    #expect(!feature.reducerCases.contains { $0.pattern == ".stop" })
  }

  @Test func aRecursiveHelperStaysForThePersonMigrating() throws {
    let feature = try Self.proposal(Self.source)
    #expect(feature.helpers.map(\.name) == ["spin"])
    #expect(!feature.reducerHelpers.contains { $0.name == "spin" })
  }
}

@Suite struct ParentCalledIntentTests {
  static let source = """
    final class PlayerViewModel: ObservableObject {
      @Published var isPlaying = false
      func toggle() {
        isPlaying ? pause() : play()
      }
      func play() {
        isPlaying = true
      }
      func pause() {
        isPlaying = false
      }
      private func reset() {
        isPlaying = false
      }
    }
    final class AppViewModel: ObservableObject {
      @Published var player = PlayerViewModel()
      func signOut() {
        player.pause()
      }
    }
    """

  @Test func aMethodTheParentCallsIsAnActionEvenWhenItsOwnMethodsCallIt() throws {
    let analysis = Analyzer.analyze([SourceInput(path: "App.swift", bytes: Array(Self.source.utf8))])
    let features = FeatureProposer().propose(analysis).features
    let player = try #require(features.first { $0.viewModel == "PlayerViewModel" })
    #expect(player.actions.contains { $0.name == "pause" })
    #expect(!player.actions.contains { $0.name == "play" })
    #expect(player.helpers.map(\.name).contains("play"))
  }
}
