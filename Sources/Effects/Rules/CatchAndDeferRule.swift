import Lexer
import Proposal

/// Effect rule `catch-and-defer`: catch blocks and defer resets.
public struct CatchAndDeferRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "catch-and-defer" }
  /// Short title.
  public var title: String { "catch blocks and defer resets" }
  /// What the rule does.
  public var summary: String {
    "Statements after the `await` inside `do` become the `.success` case, `catch` blocks the `.failure` case, and `defer` bodies and statements after the `do`/`catch` run at the end of both; parameters the response needs travel with the action. A `do`/`catch` nested in the `.success` work gets its own response cases when nothing after it inside the outer `do` can throw; otherwise it stays a TODO, and so does what follows it (it ran after that await)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func load() async {
            isLoading = true
            defer { isLoading = false }
            do {
              items = try await api.fetchItems()
              errorMessage = nil
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .load:
            state.isLoading = true
            return .run { send in
              await send(.loadResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadResponse(.success(items)):
            state.items = items
            state.errorMessage = nil
            state.isLoading = false
            return .none
          case let .loadResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func delete(_ item: Item) async {
            do {
              try await api.delete(id: item.id)
              items.removeAll { $0.id == item.id }
            } catch let deleteError as URLError {
              errorMessage = "Offline: \(deleteError.code)"
            } catch {
              errorMessage = "Could not delete \(item.title)"
            }
          }
          """#,
        after: #"""
          // Action: case deleteResponse(Item, Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .delete(item):
            return .run { send in
              await send(.deleteResponse(item, Result { try await itemsClient.delete(id: item.id) }))
            }
          case let .deleteResponse(item, .success):
            state.items.removeAll { $0.id == item.id }
            return .none
          case let .deleteResponse(item, .failure(error)):
            do {
              throw error
            } catch let deleteError as URLError {
              state.errorMessage = "Offline: \(deleteError.code)"
            } catch {
              state.errorMessage = "Could not delete \(item.title)"
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadAll() async {
            do {
              items = try await api.fetchItems()
              do {
                user = try await api.fetchUser()
              } catch {
                user = nil
              }
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadAllResponse(Result<[Item], any Error>)
          // Action: case loadAllFetchUserResponse(Result<User, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadAll:
            return .run { send in
              await send(.loadAllResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadAllResponse(.success(items)):
            state.items = items
            return .run { send in
              await send(.loadAllFetchUserResponse(Result { try await itemsClient.fetchUser() }))
            }
          case let .loadAllResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          case let .loadAllFetchUserResponse(.success(user)):
            state.user = user
            return .none
          case .loadAllFetchUserResponse(.failure):
            state.user = nil
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadAll() async {
            do {
              do {
                user = try await api.fetchUser()
              } catch {
                user = nil
              }
              items = try await api.fetchItems()
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          case .loadAll:
            // TODO(tca-migrate): awaits inside `do`; move this work into an effect by hand
            // do {
            //   user = try await api.fetchUser()
            // } catch {
            //   user = nil
            // }
            // TODO(tca-migrate): runs after an `await` that was not translated; move it into that work's effect
            // items = try await api.fetchItems()
            // TODO(tca-migrate): the `catch` of a `do` whose awaits were not translated; handle their failure by hand
            // } catch {
            //   errorMessage = error.localizedDescription
            // }
            return .none
          """#,
        status: .manual),
    ]
  }
}

extension CatchAndDeferRule {
  /// The values the last statement of `group` produces.
  static func producedByFinal(_ group: [(Statement, AwaitShape?)], _ produced: [Produced])
    -> [Produced]
  {
    guard let shape = group.last?.1 else { return [] }
    switch shape.form {
    case .bind(let name, _), .assign(let name): return produced.filter { $0.name == name }.suffix(1)
    case .bindTuple(let names), .assignTuple(let names):
      return produced.filter { names.contains($0.name) }.suffix(names.count)
    case .embedded: return produced.suffix(1)
    case .bare: return []
    }
  }

  /// `names` with those the body does not mention replaced by `_`.
  static func mentioned(_ names: [String], in body: [String]) -> [String] {
    let file = SourceFile(text: body.joined(separator: "\n"))
    var identifiers: Set<String> = []
    for token in file.tokens where token.kind == .identifier { identifiers.insert(file.text(of: token)) }
    return names.map { identifiers.contains($0) ? $0 : "_" }
  }

  /// `let .name(a, b, payload)` or `.name(payload)`.
  static func casePattern(_ s: ConversionSession, _ name: String, _ carried: [String], _ payload: String?) -> String {
    let parts = carried + [payload].compactMap { $0 }
    let binds =
      carried.contains { $0 != "_" }
      || (payload.map { (TextScan.containsBytes($0, "(") || !$0.hasPrefix(".")) && $0 != "_" } ?? false)
    return (binds ? "let " : "") + ".\(name)" + (parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")")
  }

  /// Renders the enclosing catch clauses for a failure case; returns the error binding the body uses.
  static func renderCatch(_ s: inout ConversionSession, scope: Scope, into writer: inout LineWriter) -> String? {
    guard let statement = s.sequence.catchStatement else { return nil }
    let source = statement.source
    let catches = Array(statement.blocks.dropFirst())
    guard let firstCatch = catches.first else { return nil }
    let headerStart = statement.blocks[0].close + 1
    let header = (headerStart..<firstCatch.open).filter { !source.kind($0).isTrivia }.map { source.text($0) }
    if catches.count == 1 && (header == ["catch"] || (header.count == 3 && header[0] == "catch" && header[1] == "let"))
    {
      let name = header.count == 3 ? header[2] : "error"
      var inner = scope
      inner.declare(name)
      s.renderStatements(firstCatch.statements, depth: 0, scope: &inner, into: &writer)
      return firstCatch.statements.contains { $0.identifiersUsed.contains(name) } ? name : nil
    }
    guard let catchKeyword = (headerStart..<firstCatch.open).first(where: { source.text($0) == "catch" }) else {
      return nil
    }
    var temp = LineWriter(indent: s.indent)
    var inner = scope
    s.renderStatement(statement.sub(catchKeyword..<statement.range.upperBound), depth: 0, scope: &inner, into: &temp)
    var lines = temp.finish()
    guard !lines.isEmpty else { return nil }
    lines[0] = "} " + lines[0]
    writer.writeLines(["do {", s.indent + "throw error"] + lines, depth: 0)
    return "error"
  }

  /// Whether the single `catch` of the pending `do` ends in a `return`: its rendering already exits (defers, then
  /// `return`), so the statements after the `do` and a second exit must not follow it.
  static func catchExits(_ s: ConversionSession) -> Bool {
    guard let statement = s.sequence.catchStatement, statement.blocks.count == 2 else { return false }
    return statement.blocks[1].statements.last { !$0.isComment }?.firstWord == "return"
  }

  /// `defer { … }` at method level: its body runs before every exit of the sequence.
  static func registersDefer(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    guard site.statement.firstWord == "defer", site.statement.blocks.count == 1 else { return .declined }
    s.sequence.defers.append(site.statement)
    return .advanced
  }

  /// A `do` whose body awaits: its body joins the sequence, its `catch` clauses handle the effect's failure and
  /// the statements after it run on both paths.
  static func entersDo(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let statement = site.statement
    guard statement.firstWord == "do", statement.blocks.count > 1,
      s.sequence.catchStatement == nil || !site.rest.contains(where: \.throwsOutsideClosures),
      statement.blocks[0].statements.contains(where: \.awaitsOutsideClosures)
    else { return .declined }
    s.sequence.catchStatement = statement
    s.sequence.refusalsAtCatch = s.placement.refusedStatements
    s.sequence.tail = site.rest + s.sequence.tail
    return .continuing(statement.blocks[0].statements, at: 0)
  }

  /// `statements` with a `do`/`catch` that follows effect-safe statements from `k` spliced in (its catch clauses
  /// become the sequence's failure handling), so the awaits inside it join the same effect.
  static func flattenedDoCatch(
    _ s: inout ConversionSession, _ statements: [Statement], from k: Int, scope: Scope
  ) -> [Statement] {
    guard s.sequence.catchStatement == nil else { return statements }
    var m = k
    while m < statements.count, statements[m].firstWord != "do", s.isEffectSafe(statements[m], scope: scope) { m += 1 }
    guard m < statements.count, m > k else { return statements }
    let candidate = statements[m]
    guard candidate.firstWord == "do", candidate.blocks.count > 1,
      candidate.blocks[0].statements.contains(where: \.awaitsInHeader)
    else { return statements }
    s.sequence.catchStatement = candidate
    s.sequence.refusalsAtCatch = s.placement.refusedStatements
    s.sequence.tail = Array(statements[(m + 1)...]) + s.sequence.tail
    return Array(statements[..<m]) + candidate.blocks[0].statements
  }
}
