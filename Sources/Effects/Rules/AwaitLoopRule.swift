import Lexer
import Proposal

/// Effect rule `await-loop`: a `for` loop whose body awaits.
public struct AwaitLoopRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "await-loop" }
  /// Short title.
  public var title: String { "Loops that await" }
  /// What the rule does.
  public var summary: String {
    "A `for` loop whose body awaits (`for item in items { try await api.save(item); saved += 1 }`) runs whole in one effect: the locals it changes are copied in (`var saved = saved`) and come back in the response, where the rest of the method goes on; a loop that throws inside a `do` sends a `Result`, whose failure case is the `catch`. Loops that change State, call the view model, `return` from the method, or throw outside a `do` stay TODOs."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func saveAll() async {
            var saved = 0
            do {
              for item in items {
                try await api.save(item)
                saved += 1
              }
              count = saved
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case saveAllResponse(Result<Int, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .saveAll:
            let saved = 0
            return .run { [items = state.items, saved] send in
              await send(.saveAllResponse(Result {
                var saved = saved
                for item in items {
                  try await itemsClient.save(item)
                  saved += 1
                }
                return saved
              }))
            }
          case let .saveAllResponse(.success(saved)):
            state.count = saved
            return .none
          case let .saveAllResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func deleteAll() async {
            let doomed = items
            items = []
            for item in doomed {
              try? await api.delete(id: item.id)
            }
          }
          """#,
        after: #"""
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .deleteAll:
            let doomed = state.items
            state.items = []
            return .run { _ in
              for item in doomed {
                try? await itemsClient.delete(id: item.id)
              }
            }
          """#),
    ]
  }
}

extension AwaitLoopRule {
  /// A `for` loop at method level whose body awaits: the loop becomes one effect, the rest of the method its
  /// response case.
  static func runsLoopInEffect(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let loop = site.statement
    guard scope.mode == .reducer, !scope.inClosure, loop.firstWord == "for", !loop.awaitsInHeader,
      loop.blocks.count == 1, let body = loop.blocks.first, !body.isClosure,
      body.statements.contains(where: \.awaitsOutsideClosures), !exitsMethod(body.statements),
      !loop.throwsOutsideClosures || s.sequence.catchStatement != nil, s.isEffectSafe(loop, scope: scope)
    else { return .declined }
    let changed = scope.variables.filter { s.mutates(loop.source, name: $0, in: loop.range) }.sorted()
    // A local only the loop changed is a constant in the reducer now: the effect changes its own copy.
    var output = writer
    for name in changed { output.makeConstant(name) }
    guard
      ResponseEffect.emitEffect(
        &s, group: [(loop, nil)], plain: false, rest: site.rest, scope: scope, depth: site.depth, into: &output,
        loopChanges: changed)
    else { return .declined }
    writer = output
    return .finished
  }

  /// Whether `statements` return from the method (a `return` outside closures; `break` and `continue` stay in the
  /// loop).
  private static func exitsMethod(_ statements: [Statement]) -> Bool {
    statements.contains { statement in
      statement.firstWord == "return" || statement.firstWord == "throw"
        || statement.blocks.contains { !$0.isClosure && exitsMethod($0.statements) }
    }
  }
}
