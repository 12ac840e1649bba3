import Lexer

/// Effect rule `identified-array-assignment`: assigning arrays to identified collections.
public struct IdentifiedArrayAssignmentRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "identified-array-assignment" }
  /// Short title.
  public var title: String { "Assigning arrays to identified collections" }
  /// What the rule does.
  public var summary: String {
    "State fields that are `IdentifiedArrayOf` (child-feature collections; arrays of plain models stay `[Model]`, see the `identified-array` proposal rule) are assigned with `IdentifiedArray(uniqueElements:)`, also from response cases and publisher sinks; appends, removals and subscripts stay as they are."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func loadRecords() async {
            do {
              records = try await api.fetchRecords()
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          // Action: case loadRecordsResponse(Result<[Record], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadRecords:
            return .run { send in
              await send(.loadRecordsResponse(Result { try await itemsClient.fetchRecords() }))
            }
          case let .loadRecordsResponse(.success(records)):
            state.records = IdentifiedArray(uniqueElements: records)
            return .none
          case let .loadRecordsResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            return .none
          """#),
      EffectExample(
        before: #"""
          func reset(to fresh: [Record]) {
            records = fresh
            records.removeAll { $0.isArchived }
          }
          """#,
        after: #"""
          case let .reset(fresh):
            state.records = IdentifiedArray(uniqueElements: fresh)
            state.records.removeAll { $0.isArchived }
            return .none
          """#),
    ]
  }
}

extension IdentifiedArrayAssignmentRule {
  /// `rows = value` on an `IdentifiedArrayOf` field: `state.rows = IdentifiedArray(uniqueElements: value)`.
  static func wrapsAssignment(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    let statement = site.statement
    let source = statement.source
    guard scope.mode == .reducer, let (name, header) = AlertPresentationRule.memberAssignment(statement, scope: scope),
      !s.isAlertFlag(name), s.context.identifiedArrays.contains(name), s.isState(name),
      header[2..<header.count].map({ source.text($0) }) != ["[", "]"]
    else { return .declined }
    guard
      let lines = s.wrappedValue(
        statement, from: header[2], prefix: "state.\(name) = IdentifiedArray(uniqueElements: ", suffix: ")",
        scope: scope)
    else { return .declined }
    writer.writeLines(lines, depth: site.depth)
    s.translatedStatements += 1
    return .converted
  }
}
