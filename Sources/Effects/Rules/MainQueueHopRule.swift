import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `main-queue-hop`: main-queue hops.
public struct MainQueueHopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "main-queue-hop" }
  /// Short title.
  public var title: String { "Main-queue hops" }
  /// What the rule does.
  public var summary: String {
    "Reducers run on the main actor, so `DispatchQueue.main.async { … }`, `await MainActor.run { … }` and `mainQueue.schedule { … }` on a `@Dependency(\\.mainQueue)` scheduler are dropped and their bodies kept; after an `await`, the body of `await MainActor.run { … }` is the next statements of the sequence, so its State writes go to the response."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func reloadUser() {
            Task {
              let user = try? await api.fetchUser()
              // Publish on the main thread
              await MainActor.run {
                self.user = user
              }
              isLoading = false
            }
          }
          """#,
        after: #"""
          // Action: case reloadUserResponse(User?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .reloadUser:
            return .run { send in
              await send(.reloadUserResponse(try? await itemsClient.fetchUser()))
            }
          case let .reloadUserResponse(user):
            // Publish on the main thread
            state.user = user
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func finish() {
            DispatchQueue.main.async {
              self.isLoading = false
              self.didSave = true
            }
          }
          """#,
        after: #"""
          case .finish:
            state.isLoading = false
            state.didSave = true
            return .none
          """#),
    ]
  }
}

extension MainQueueHopRule {
  /// The block of `DispatchQueue.main.async { … }` or `await MainActor.run { … }`.
  static func mainQueueHop(_ statement: Statement) -> Block? {
    let source = statement.source
    let words = statement.headerIndices.map { source.text($0) }
    guard let block = statement.blocks.last, block.signature == nil || isOnlySelfCapture(block, source) else {
      return nil
    }
    let hops = [
      ["DispatchQueue", ".", "main", ".", "async", "{", "}"], ["await", "MainActor", ".", "run", "{", "}"],
      ["MainActor", ".", "run", "{", "}"],
    ]
    return hops.contains(words) ? block : nil
  }

  static func isOnlySelfCapture(_ block: Block, _ source: BodySource) -> Bool {
    guard let signature = block.signature else { return true }
    let words = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    return words == ["[", "weak", "self", "]"] || words == ["[", "unowned", "self", "]"] || words.isEmpty
  }

  /// `statements` with each `await MainActor.run { … }` replaced by its body: the hop runs its body at once, so in a
  /// sequence the body is just the next statements (a state write after an `await` then goes to the response, as
  /// any other). A body declaring its own locals keeps its block, which scopes them.
  static func flattened(_ statements: [Statement]) -> [Statement] {
    guard statements.contains(where: { awaitedHop($0) != nil }) else { return statements }
    return statements.flatMap { statement -> [Statement] in
      guard let block = awaitedHop(statement), !block.statements.contains(where: { !$0.declaredNames.isEmpty })
      else { return [statement] }
      return block.statements
    }
  }

  /// The block of `await MainActor.run { … }`, the one hop that runs its body before the next statement.
  private static func awaitedHop(_ statement: Statement) -> Block? {
    guard let first = statement.headerIndices.first, statement.source.text(first) == "await" else { return nil }
    return mainQueueHop(statement)
  }

  /// `mainQueue.schedule { … }` on the model's `@Dependency(\.mainQueue)` scheduler (Mlem's community list), or
  /// `DispatchQueue.main.schedule { … }`: the same hop, through Combine's `Scheduler`.
  static func schedulerHop(_ s: ConversionSession, _ statement: Statement) -> Block? {
    let source = statement.source
    let header = statement.headerIndices
    // The last words first: no statement's header is mapped to strings unless it ends in `.schedule { … }`.
    guard header.count >= 5, source.kind(header[header.count - 2]) == .leftBrace,
      source.kind(header[header.count - 4]) == .period, source.text(header[header.count - 3]) == "schedule",
      let block = statement.blocks.last, isOnlySelfCapture(block, source)
    else { return nil }
    let receiver = header.dropLast(4).map { source.text($0) }
    if receiver == ["DispatchQueue", ".", "main"] { return block }
    guard receiver.count == 1, let name = receiver.first else { return nil }
    let dependencies = s.context.viewModel.libraryDependencies ?? []
    return dependencies.contains { $0.name == name && $0.key == "\\.mainQueue" } ? block : nil
  }

  /// `DispatchQueue.main.async { … }` and `await MainActor.run { … }`: the body, in place.
  static func unwrapsHop(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let block = mainQueueHop(site.statement) else { return .declined }
    return unwrap(block, &s, site, scope: &scope, into: &writer)
  }

  /// `mainQueue.schedule { … }`: the body, in place (before the completion-handler steps, which would take the
  /// closure for a callback).
  static func unwrapsSchedulerHop(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard let block = schedulerHop(s, site.statement) else { return .declined }
    return unwrap(block, &s, site, scope: &scope, into: &writer)
  }

  private static func unwrap(
    _ block: Block, _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope,
    into writer: inout LineWriter
  ) -> StepOutcome {
    var inner = scope
    inner.inClosure = scope.inClosure
    s.renderStatements(block.statements, depth: site.depth, scope: &inner, into: &writer)
    return .converted
  }
}
