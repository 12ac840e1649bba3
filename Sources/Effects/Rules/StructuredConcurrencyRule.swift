import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `structured-concurrency`: `async let` and task groups awaited in async methods.
public struct StructuredConcurrencyRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "structured-concurrency" }
  /// Short title.
  public var title: String { "async let and task groups" }
  /// What the rule does.
  public var summary: String {
    "`async let` children and their awaited tuple, and a `withTaskGroup`/`withThrowingTaskGroup` that collects its child results into a local, move whole into the effect (services become clients, captured services are dropped); the value comes back in one response action, typed from the endpoints or the group's `returning:`/collected local. A group whose child tasks read or write state stays as written with a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadProfile() async {
            do {
              async let user = api.fetchUser()
              async let records = api.fetchRecords()
              let (u, r) = try await (user, records)
              self.user = u
              self.records = r
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadProfileResponse(Result<(User, [Record]), any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadProfile:
            return .run { send in
              await send(.loadProfileResponse(Result {
                async let user = itemsClient.fetchUser()
                async let records = itemsClient.fetchRecords()
                let (u, r) = try await (user, records)
                return (u, r)
              }))
            }
          case let .loadProfileResponse(.success((u, r))):
            state.user = u
            state.records = IdentifiedArray(uniqueElements: r)
            return .none
          case let .loadProfileResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func search(queries: [String]) async {
            do {
              let found = try await withThrowingTaskGroup(of: [Item].self) { group in
                for query in queries {
                  group.addTask { [api] in
                    try await api.search(query)
                  }
                }
                var all: [Item] = []
                for try await items in group {
                  all += items
                }
                return all
              }
              results = found
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case searchResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .search(queries):
            return .run { send in
              await send(.searchResponse(Result { try await withThrowingTaskGroup(of: [Item].self) { group in
                for query in queries {
                  group.addTask {
                    try await itemsClient.search(query)
                  }
                }
                var all: [Item] = []
                for try await items in group {
                  all += items
                }
                return all
              } }))
            }
          case let .searchResponse(.success(found)):
            state.results = found
            return .none
          case let .searchResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func saveAll() async {
            await withTaskGroup(of: Void.self) { group in
              for item in items {
                group.addTask {
                  try? await self.api.save(item)
                  self.count += 1
                }
              }
            }
          }
          """#,
        after: #"""
          case .saveAll:
            // TODO(tca-migrate): a task group's child task reads or writes state, which an effect cannot reach; pass the values it needs in; awaits inside a nested block; move this work into an effect; state is used in a closure passed to `addTask`, which may escape; move this work into an effect; state is used in a closure passed to `withTaskGroup`, which may escape; move this work into an effect
            // await withTaskGroup(of: Void.self) { group in
            //   for item in items {
            //     group.addTask {
            //       try? await self.api.save(item)
            //       self.count += 1
            //     }
            //   }
            // }
            return .none
          """#,
        status: .manual),
    ]
  }
}

extension StructuredConcurrencyRule {
  private static let groupFunctions: Set<String> = [
    "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
  ]

  /// Why a task group whose child tasks touch state stays as written.
  static let taskGroupStateReason =
    "a task group's child task reads or writes state, which an effect cannot reach; pass the values it needs in"

  /// The names `async let name = dependency.method(…)` binds in `group`, with the endpoint's type when known.
  static func asyncLetTypes(_ s: ConversionSession, _ group: [(Statement, AwaitShape?)]) -> [String: String?] {
    var types: [String: String?] = [:]
    for (statement, _) in group where statement.firstWord == "async" {
      let header = statement.headerIndices
      let words = header.map { statement.source.text($0) }
      guard words.count >= 4, words[1] == "let", let equal = words.firstIndex(of: "=") else { continue }
      var type: String?
      if let endpoint = AwaitShape.endpoint(Array(words[(equal + 1)...])),
        let method = s.serviceMethod(dependency: endpoint.dependency, name: endpoint.method)
      {
        type = method.returnType ?? "Void"
      }
      if equal == 3 { types[words[2]] = type }
    }
    return types
  }

  /// The type of the awaited value, also for an `async let` name and a task group whose result type is written.
  static func awaitedType(
    _ s: ConversionSession, _ statement: Statement, _ shape: AwaitShape, asyncLets: [String: String?]
  ) -> String? {
    if let type = AsyncServiceCallRule.valueType(s, shape) { return type }
    let words = expressionWords(statement, shape)
    if words.count == 1, let type = asyncLets[words[0]] { return type }
    // `try await load(id)`: an async helper that became a reducer method returns what it did.
    let called = words.first == "self" && words.count > 2 && words[1] == "." ? words[2] : words.first
    if let called, s.context.asyncHelpers[called] != nil, words.last == ")" {
      return s.viewModelMethod(called)?.returnType ?? "Void"
    }
    return taskGroupType(s, statement, shape)
  }

  /// Element types of an awaited tuple of `async let` names: `try await (a, b)`.
  static func awaitedTupleTypes(
    _ s: ConversionSession, _ statement: Statement, _ shape: AwaitShape, asyncLets: [String: String?]
  ) -> [String?] {
    let words = expressionWords(statement, shape)
    guard words.first == "(", words.last == ")" else {
      return AsyncServiceCallRule.valueType(s, shape).map(TypeText.tupleElementTypes) ?? []
    }
    let names = words.dropFirst().dropLast().split(separator: ",").map(Array.init)
    return names.map { $0.count == 1 ? asyncLets[$0[0]] ?? nil : nil }
  }

  /// The result type of `withTaskGroup(of:returning:) { … }`: the `returning:` argument, the annotated local the
  /// closure returns last, or `Void` when the closure returns nothing.
  static func taskGroupType(_ s: ConversionSession, _ statement: Statement, _ shape: AwaitShape) -> String? {
    let words = expressionWords(statement, shape)
    guard let name = words.first, Self.groupFunctions.contains(name) else { return nil }
    if TextScan.containsBytes(name, "Discarding") { return "Void" }
    if let label = words.firstIndex(of: "returning"), label + 1 < words.count, words[label + 1] == ":",
      let end = words[label...].firstIndex(of: "self"), end - 1 > label + 2, words[end - 1] == "."
    {
      let indices = statement.headerIndices.filter { $0 >= shape.expressionStart && $0 < shape.expressionEnd }
      return statement.source.text(indices[label + 2]..<(indices[end - 2] + 1))
    }
    guard
      let block = statement.blocks.first(where: {
        $0.isClosure && $0.open >= shape.expressionStart && $0.close < shape.expressionEnd
      })
    else { return nil }
    let returns = block.statements.filter { !$0.isComment && $0.firstWord == "return" }
    guard let last = returns.last else { return "Void" }
    let returned = last.headerIndices.dropFirst().map { last.source.text($0) }
    guard returned.count == 1 else { return nil }
    var scope = Scope(mode: .effect)
    for inner in block.statements where !inner.isComment { s.declareBindings(of: inner, in: &scope) }
    return scope.types[returned[0]]
  }

  /// Whether a child task of a task group in `statement` reads or writes state (TCA state cannot reach it).
  static func taskGroupChildUsesState(_ s: ConversionSession, _ statement: Statement) -> Bool {
    let header = statement.headerIndices
    // The shortest group function has 13 bytes: shorter words are not hashed.
    guard
      header.contains(where: {
        let word = statement.source.text($0)
        return word.utf8.count >= 13 && Self.groupFunctions.contains(word)
      })
    else { return false }
    func children(_ blocks: [Block]) -> [Block] {
      blocks.flatMap { block in
        block.statements.flatMap { inner -> [Block] in
          let words = inner.headerIndices.map { inner.source.text($0) }
          let adds = words.contains("addTask") || words.contains("addTaskUnlessCancelled")
          return adds ? inner.blocks.filter(\.isClosure) : children(inner.blocks)
        }
      }
    }
    let locals = Set(s.boundNames(statement.source, statement.range))
    return children(statement.blocks).contains { block in
      block.statements.contains { inner in
        inner.identifiersUsed.contains { s.isState($0) && !locals.contains($0) }
          || selfMembers(inner).contains { s.isState($0) }
      }
    }
  }

  private static func selfMembers(_ statement: Statement) -> [String] {
    let tokens = statement.range.filter { !statement.source.kind($0).isTrivia }
    return tokens.indices.dropLast(2).filter {
      statement.source.text(tokens[$0]) == "self" && statement.source.kind(tokens[$0 + 1]) == .period
    }.map { statement.source.text(tokens[$0 + 2]) }
  }

  private static func expressionWords(_ statement: Statement, _ shape: AwaitShape) -> [String] {
    statement.headerIndices.filter { $0 >= shape.expressionStart && $0 < shape.expressionEnd }
      .map { statement.source.text($0) }
  }

  /// `async let` children at method level: the whole group moves into one effect.
  static func groupsChildren(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard site.statement.firstWord == "async",
      AwaitSequenceRule.buildEffect(&s, site.statements, at: site.k, scope: scope, depth: site.depth, into: &writer)
    else { return .declined }
    return .finished
  }
}
