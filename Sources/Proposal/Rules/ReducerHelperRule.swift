import Analysis
import Foundation

/// Helpers that some caller could not inline become private methods of the reducer (Point-Free: share logic with a
/// method, not by sending actions), so the code is migrated once and the cases finished by hand can call it.
public struct ReducerHelperRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "reducer-helper-methods" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "A synchronous helper that some caller could not inline (its call sits in a closure or a statement left as a TODO) becomes a private method of the reducer taking `inout State`: `-> Effect<Action>` when it starts effects, else `Void`. Callers that could inline it still do, and helpers inlined everywhere are folded away. Helpers that return a value, call themselves or would leave a TODO stay commented out; async ones are the `async-helper-methods` rule's."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class PlayerViewModel: ObservableObject {
            @Published var isPlaying = false
            @Published var position = 0.0
            private let history: HistoryStore
            init(history: HistoryStore) {
              self.history = history
              NotificationCenter.default.addObserver(forName: .stop, object: history, queue: .main) { [weak self] _ in
                self?.stop()
              }
            }
            func togglePlaying() {
              isPlaying ? stop() : play()
            }
            private func play() {
              isPlaying = true
            }
            private func stop() {
              isPlaying = false
              position = 0
            }
          }
          protocol HistoryStore {}
          struct PlayerView: View {
            @StateObject var viewModel: PlayerViewModel
            var body: some View {
              Button("Play") { viewModel.togglePlaying() }
            }
          }
          """,
        after: """
          private func stop(_ state: inout State) {
            state.isPlaying = false
            state.position = 0
          }
          """, usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var tried: Set<String> = []
    while true {
      HelperFolding.apply(to: &proposal, viewModel: context.viewModel)
      let pending = proposal.helpers.filter { !tried.contains($0.name) && $0.reason == HelperMethod.calledReason }
      let called = pending.map { helper in TextScan.calledFunctions(method(helper, in: context)?.body ?? "") }
      // Callers first: a helper another pending helper calls may yet be inlined everywhere and fold away.
      guard
        let next = pending.first(where: { helper in
          !zip(pending, called).contains { $0.name != helper.name && $1.contains(helper.name) }
        }) ?? pending.first
      else { break }
      tried.insert(next.name)
      convert(next, into: &proposal, in: context)
    }
    if !proposal.reducerHelpers.isEmpty { proposal.appliedRules.append(name) }
  }

  private func method(_ helper: HelperMethod, in context: ProposalContext) -> Method? {
    context.viewModel.methods.first { $0.name == helper.name && $0.line == helper.line }
  }

  private func convert(_ helper: HelperMethod, into proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let method = method(helper, in: context), let body = method.body, !method.isAsync, !method.isStatic,
      ["Void", "()", nil].contains(method.returnType), !TextScan.callsFunction(body, named: method.name),
      !method.parameters.contains(where: { $0.name == "state" }),
      context.viewModel.methods.filter({ $0.name == method.name }).count == 1
    else { return }
    let conversion = context.converter.convert(
      method, in: ProposalBuilder.conversionContext(for: proposal, in: context))
    guard conversion.status == .full, conversion.derivedState.isEmpty,
      !conversion.extraActions.contains(where: { $0.name.hasSuffix("Response") })
    else { return }
    var scratch = proposal
    let caseIndex = scratch.reducerCases.count
    ProposalBuilder.fold(
      conversion, pattern: ".\(method.name)", method: method.name, action: method.name, into: &scratch,
      line: method.line)
    guard scratch.conversions.last?.status == .full else { return }
    scratch.reducerCases.remove(at: caseIndex)
    scratch.helpers.removeAll { $0.name == helper.name && $0.line == helper.line }
    let returnsEffect = !Self.onlyReturnsNone(conversion.body)
    var lines = returnsEffect ? conversion.body : conversion.body.map(Self.droppingNone)
    if !returnsEffect, lines.last == "return" { lines.removeLast() }
    let parameters = method.parameters.map { parameter -> String in
      let type = context.replacingViewModelTypes(in: parameter.type)
      let name = TCANaming.identifier(parameter.name)
      let label = parameter.label ?? "_"
      return (label == name ? name : "\(label) \(name)") + ": \(type)"
    }
    let signature =
      "\(TCANaming.identifier(method.name))(\((["_ state: inout State"] + parameters).joined(separator: ", ")))"
      + (returnsEffect ? " -> Effect<Action>" : "")
    scratch.reducerHelpers.append(
      ReducerHelper(name: method.name, line: method.line, signature: signature, body: lines))
    proposal = scratch
  }

  /// Whether the case body only ever returns `.none` (and starts no effect), so the helper can return `Void`.
  static func onlyReturnsNone(_ body: [String]) -> Bool {
    body.allSatisfy { line in
      let tokens = TokenText(line)
      for index in 0..<tokens.count where tokens.isText(index, "return") && index + 1 < tokens.count {
        guard tokens.isWhitespace(index + 1), tokens.text(index + 1).hasPrefix(" ") else { continue }
        let rest = tokens.text(from: tokens.start(index + 1) + 1)
        guard rest.hasPrefix(".none") else { return !rest.hasPrefix(".") && !TextScan.containsBytes(line, "effects") }
      }
      return !TextScan.containsBytes(line, "effects")
    }
  }

  /// `return .none` → `return`.
  static func droppingNone(_ line: String) -> String {
    TokenText.replacing(["return", " ", ".", "none"], with: "return", in: line)
  }
}
