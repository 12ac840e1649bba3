/// Effect rule `non-service-dependency`: date, uuid, userdefaults, print.
public struct NonServiceDependencyRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "non-service-dependency" }
  /// Short title.
  public var title: String { "Date, UUID, UserDefaults, print" }
  /// What the rule does.
  public var summary: String {
    "`Date()` becomes `now` from `@Dependency(\\\\.date.now)`, `UUID()` becomes `uuid()` from `@Dependency(\\\\.uuid)`, `UserDefaults` is kept with a note pointing to `@Shared(.appStorage(…))`, `UIApplication.shared.open` becomes `openURL` from `@Dependency(\\\\.openURL)` in an effect, `print` is kept."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func stamp() {
            lastUpdated = Date()
            draft = Item(id: UUID(), title: query)
            UserDefaults.standard.set(username, forKey: "username")
            print("stamped \(count)")
          }
          """#,
        after: #"""
          // Dependency: @Dependency(\.date.now) var now
          // Dependency: @Dependency(\.uuid) var uuid
          case .stamp:
            state.lastUpdated = now
            state.draft = Item(id: uuid(), title: state.query)
            // NOTE(tca-migrate): `UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage("key"))` in State
            UserDefaults.standard.set(state.username, forKey: "username")
            print("stamped \(state.count)")
            return .none
          """#),
      EffectExample(
        before: #"""
          func openTerms() {
            let url = URL(string: "https://example.com/terms")!
            UIApplication.shared.open(url)
          }
          """#,
        after: #"""
          // Dependency: @Dependency(\.openURL) var openURL
          case .openTerms:
            let url = URL(string: "https://example.com/terms")!
            return .run { _ in
              await openURL(url)
            }
          """#),
    ]
  }
}
