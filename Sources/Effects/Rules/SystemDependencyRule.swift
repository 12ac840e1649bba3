/// Effect rule `system-dependency`: Foundation types a view model is given are not services.
public struct SystemDependencyRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "system-dependency" }
  /// Short title.
  public var title: String { "Injected UserDefaults, Calendar, Locale, TimeZone" }
  /// What the rule does.
  public var summary: String {
    "A stored or injected Foundation type is no service and gets no client: `Calendar`, `Locale` and `TimeZone` (and `Calendar.current`, `Locale.current`, `TimeZone.current`) become TCA's `@Dependency(\\\\.calendar)`, `\\\\.locale`, `\\\\.timeZone`; an injected `UserDefaults`, `NotificationCenter`, `FileManager` or `Bundle` given its shared instance is read through that instance (`UserDefaults.standard`, with the `@Shared(.appStorage)` note), and State an initializer reads from it is set in the lifecycle case. A property given another instance (a suite) is left under a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func remember() {
            defaults.set(username, forKey: "username")
            lastUpdated = calendar.startOfDay(for: Date())
            count = Calendar.current.component(.day, from: Date())
          }
          """#,
        after: #"""
          // Dependency: @Dependency(\.calendar) var calendar
          // Dependency: @Dependency(\.date.now) var now
          case .remember:
            // NOTE(tca-migrate): `UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage("key"))` in State
            UserDefaults.standard.set(state.username, forKey: "username")
            state.lastUpdated = calendar.startOfDay(for: now)
            state.count = calendar.component(.day, from: now)
            return .none
          """#),
      EffectExample(
        before: #"""
          func rememberShared() {
            isSaving = true
            sharedDefaults.set(username, forKey: "username")
          }
          """#,
        after: #"""
          case .rememberShared:
            state.isSaving = true
            // TODO(tca-migrate): uses `sharedDefaults`, a `UserDefaults` the view model is given (`UserDefaults(suiteName: "group")!`); the reducer cannot read that instance
            // sharedDefaults.set(username, forKey: "username")
            return .none
          """#, status: .partial),
    ]
  }
}
