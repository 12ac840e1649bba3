/// Effect rule `optimistic-rollback`: an optimistic State change undone when the request fails.
public struct OptimisticRollbackRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "optimistic-rollback" }
  /// Short title.
  public var title: String { "Optimistic updates with rollback" }
  /// What the rule does.
  public var summary: String {
    "A local saved before an optimistic change (`let previous = isSaving`, `let newValue = !flag`, `let kept = items.filter { … }`, `guard var item = selection, …`, the shorthand `guard let selection else`) has a known type (the State field's, unwrapped for `guard let`/`if let`, `Bool` for a negation or comparison, the array for `filter`/`sorted`), so the response action carries it and the failure case can restore State from it. A local whose type cannot be told (`items.map { … }`) stays a TODO in the response case."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func toggleSaved() {
            let previous = isSaving
            isSaving.toggle()
            Task {
              do {
                try await api.save(draft)
              } catch {
                isSaving = previous
              }
            }
          }
          """#,
        after: #"""
          // Action: case toggleSavedResponse(Bool, Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .toggleSaved:
            let previous = state.isSaving
            state.isSaving.toggle()
            return .run { [draft = state.draft] send in
              await send(.toggleSavedResponse(previous, Result { try await itemsClient.save(draft) }))
            }
          case .toggleSavedResponse(_, .success):
            return .none
          case let .toggleSavedResponse(previous, .failure):
            state.isSaving = previous
            return .none
          """#),
      EffectExample(
        before: #"""
          func markAllSaved() {
            let previous = items.map { $0.title }
            isSaving = true
            Task {
              do {
                try await api.save(draft)
              } catch {
                errorMessage = previous.joined()
              }
            }
          }
          """#,
        after: #"""
          // Action: case markAllSavedResponse(Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .markAllSaved:
            let previous = state.items.map { $0.title }
            state.isSaving = true
            return .run { [draft = state.draft] send in
              await send(.markAllSavedResponse(Result { try await itemsClient.save(draft) }))
            }
          case .markAllSavedResponse(.success):
            return .none
          case .markAllSavedResponse(.failure):
            // TODO(tca-migrate): uses `previous`, a local computed before the effect whose type is unknown
            // errorMessage = previous.joined()
            return .none
          """#, status: .partial),
      EffectExample(
        before: #"""
          func saveSelection() async {
            guard let selection else { return }
            isSaving = true
            do {
              try await api.save(selection)
              items.append(selection)
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case saveSelectionResponse(Item, Result<Void, any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .saveSelection:
            guard let selection = state.selection else { return .none }
            state.isSaving = true
            return .run { send in
              await send(.saveSelectionResponse(selection, Result { try await itemsClient.save(selection) }))
            }
          case let .saveSelectionResponse(selection, .success):
            state.items.append(selection)
            return .none
          case let .saveSelectionResponse(_, .failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
    ]
  }
}

extension OptimisticRollbackRule {
  /// The locals declared before an effect that the code after it reads (parameters first, then by name), kept
  /// when their type is known: the response action carries them so its cases can restore State from them.
  static func carriedLocals(
    _ scope: Scope, readAfter after: Set<String>, excluding produced: Set<String>, parameterOrder: [String]
  ) -> [String] {
    scope.locals.filter { after.contains($0) && !produced.contains($0) }
      .sorted {
        (parameterOrder.firstIndex(of: $0) ?? Int.max, $0) < (parameterOrder.firstIndex(of: $1) ?? Int.max, $1)
      }
      .filter { scope.types[$0] != nil }
  }

  /// The scope of a response case: back in the reducer, the carried locals declared with their types and the
  /// other locals of before the effect unavailable.
  static func responseScope(_ scope: Scope, carrying carried: [String]) -> Scope {
    var result = scope
    result.mode = .reducer
    result.inClosure = false
    result.unavailable = scope.locals.subtracting(carried)
    for name in carried { result.declare(name, type: scope.types[name]) }
    return result
  }

  /// Records why a response case cannot read `word`, a local of before the effect that was not carried.
  static func refusesUnknownLocal(_ s: inout ConversionSession, _ word: String, scope: Scope) {
    guard scope.unavailable.contains(word) else { return }
    s.placement.issue("uses `\(word)`, a local computed before the effect whose type is unknown")
  }
}
