import Proposal

/// Effect rule `persisted-state`: state saved to `UserDefaults` by an `init` pipeline.
public struct PersistedStateRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "persisted-state" }
  /// Short title.
  public var title: String { "State persisted by a Combine pipeline" }
  /// What the rule does.
  public var summary: String {
    "`x.dropFirst().sink { UserDefaults.standard.set($0, forKey: \"k\") }` in `init`, on a `@Published` property or `CurrentValueSubject` whose initial value reads the same key (`UserDefaults.standard.stringArray(forKey: \"k\") ?? []`) or is a literal, disappears: the State field becomes `@Shared(.appStorage(\"k\"))` with the `??` fallback as its default, and saves itself. A sink doing anything else is left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          init() {
            recentQueries
              .dropFirst()
              .sink { UserDefaults.standard.set($0, forKey: "recent") }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          case .onAppear:
            // NOTE(tca-migrate): `recentQueries` is `@Shared(.appStorage("recent"))` in State; it saves itself
            return .none
          """#),
      EffectExample(
        before: #"""
          init() {
            recentQueries
              .dropFirst()
              .sink { queries in
                UserDefaults.standard.set(queries, forKey: "recent")
                print(queries)
              }
              .store(in: &cancellables)
          }
          """#,
        after: #"""
          case .onAppear:
            // TODO(tca-migrate): Combine pipeline the rewriter does not translate
            // recentQueries
            //   .dropFirst()
            //   .sink { queries in
            //     UserDefaults.standard.set(queries, forKey: "recent")
            //     print(queries)
            //   }
            //   .store(in: &cancellables)
            return .none
          """#, status: .manual),
    ]
  }
}

extension PersistedStateRule {
  /// `x.dropFirst().sink { UserDefaults.standard.set($0, forKey: k) }` on a field persisted under the same key:
  /// the field is `@Shared(.appStorage(k))`, so the pipeline disappears behind a note.
  static func persists(_ s: inout ConversionSession, _ site: PipelineSite, scope: Scope) -> Bool {
    guard let persisted = PersistedState.persistence(site.statement.originalText),
      let shared = PersistedState.all(of: s.context.viewModel)[persisted.name], shared.key == persisted.key
    else { return false }
    s.placement.pendingComments.append(
      "// NOTE(tca-migrate): `\(shared.name)` is `@Shared(.appStorage(\(shared.key)))` in State; it saves itself")
    s.translatedStatements += 1
    return true
  }
}
