import Analysis
import Foundation

/// Effect results come back as `fooResponse(Result<T, any Error>)`; every action has a reducer case.
public struct ResponseResultRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "response-results" }
  public var guide: String { "AsyncEffects.md" }
  public var summary: String {
    "An effect's result comes back as `case fooResponse(Result<T, any Error>)` (never `TaskResult`), handled by `.success`/`.failure` cases; every action without a case of its own gets `return .none`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          protocol GameService {
            func fetchGames() async throws -> [Game]
          }
          final class GamesViewModel: ObservableObject {
            @Published var games: [Game] = []
            private let service: GameService
            init(service: GameService) { self.service = service }
            func load() async {
              do {
                games = try await service.fetchGames()
              } catch {
                games = []
              }
            }
          }
          """,
        after: """
          enum Action {
            case load
            case loadResponse(Result<[Game], any Error>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .load:
                return .run { send in
                  await send(.loadResponse(Result { try await gameClient.fetchGames() }))
                }
              case let .loadResponse(.success(games)):
                state.games = games
                return .none
              case .loadResponse(.failure):
                state.games = []
                return .none
              }
            }
          }
          """, usesEffectRewriter: true)
    ]
  }

  /// `TaskResult<T>` → `Result<T, any Error>`; other text unchanged.
  public static func normalized(_ type: String) -> String {
    let text = String(LineText.trimmed(type))
    guard text.hasPrefix("TaskResult<"), text.hasSuffix(">") else { return text }
    return "Result<" + text.dropFirst("TaskResult<".count).dropLast() + ", any Error>"
  }

  /// Whether some reducer case pattern mentions the action `name`.
  public static func isHandled(_ name: String, by cases: [ReducerCaseSpec]) -> Bool {
    handledNames(cases).contains(name)
  }

  /// Every action name some reducer case pattern mentions (`name` for `.name` and `.name(…)`), in one pass.
  static func handledNames(_ cases: [ReducerCaseSpec]) -> Set<String> {
    var names: Set<String> = []
    for spec in cases {
      // In ASCII text without carriage returns each byte is one Character: `(` is found by bytes.
      let plain = LineText.isPlainASCII(spec.pattern)
      for alternative in LineText.split(spec.pattern, at: 0x2C) {
        let trimmed = LineText.trimmed(alternative)
        let body = trimmed.hasPrefix("let ") ? trimmed.dropFirst(4) : trimmed
        guard body.hasPrefix(".") else { continue }
        names.insert(String(body.dropFirst()))
        if let paren = plain ? body.utf8.firstIndex(of: 0x28) : body.firstIndex(of: "(") {
          names.insert(String(body[body.index(after: body.startIndex)..<paren]))
        }
      }
    }
    return names
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var changed = false
    for index in proposal.actions.indices {
      for item in proposal.actions[index].payload.indices {
        let type = proposal.actions[index].payload[item].type
        let fixed = Self.normalized(type)
        if fixed != type {
          proposal.actions[index].payload[item].type = fixed
          changed = true
        }
      }
    }
    var patterns = Set(proposal.reducerCases.map(\.pattern))
    var handledNames = Self.handledNames(proposal.reducerCases)
    for action in proposal.actions {
      let handled =
        action.kind == .binding || action.kind == .child
        ? patterns.contains(".\(action.name)") : handledNames.contains(action.name)
      guard !handled else { continue }
      proposal.reducerCases.append(ReducerCaseSpec(pattern: ".\(action.name)", body: ["return .none"]))
      patterns.insert(".\(action.name)")
      handledNames.insert(action.name)
      changed = true
    }
    Self.moveBindingCasesFirst(&proposal.reducerCases)
    if changed { proposal.appliedRules.append(name) }
  }

  /// Binding cases first: each `.binding(\.x)` in order, then the generic `.binding` that must follow them (a
  /// generic case before them would make them unreachable).
  static func moveBindingCasesFirst(_ cases: inout [ReducerCaseSpec]) {
    let specific = cases.filter { BindingRule.isKeyPathBinding($0.pattern) }
    let generic = cases.filter { $0.pattern == ".binding" }
    let others = cases.filter { !BindingRule.isKeyPathBinding($0.pattern) && $0.pattern != ".binding" }
    cases = specific + generic + others
  }
}
