import Analysis
import Lexer
import Proposal

/// Effect rule `system-dependency`: Foundation types a view model is given are not services.
public struct SystemDependencyRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "system-dependency" }
  /// Short title.
  public var title: String { "Injected UserDefaults, Calendar, Locale, TimeZone, URLSession" }
  /// What the rule does.
  public var summary: String {
    "A stored or injected Foundation type is no service and gets no client: `Calendar`, `Locale` and `TimeZone` (and `Calendar.current`, `Locale.current`, `TimeZone.current`) become TCA's `@Dependency(\\\\.calendar)`, `\\\\.locale`, `\\\\.timeZone`, and an injected `URLSession` given `.shared` (and `URLSession.shared`) becomes `@Dependency(\\\\.urlSession)` (no client wrapping it); an injected `UserDefaults`, `NotificationCenter`, `FileManager` or `Bundle` given its shared instance is read through that instance (`UserDefaults.standard`, with the `@Shared(.appStorage)` note), and State an initializer reads from it is set in the lifecycle case. A property given another instance (a suite) is left under a TODO."
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

extension SystemDependencyRule {
  /// The view-model property `name` when it holds a Foundation type that is not a service (and no client replaced it).
  static func systemDependency(_ s: ConversionSession, _ name: String) -> (dependency: Dependency, type: SystemType)? {
    guard let system = s.context.properties.systemTypes[name], s.client(name) == nil else { return nil }
    return system
  }

  /// Rewrites a use of a stored system type: `defaults` → `UserDefaults.standard`, `calendar` → `calendar` from
  /// `@Dependency(\.calendar)`; an observer token is refused (the statements that store or remove it are handled
  /// before this). Returns the index to resume at, or nil to write the word as it is.
  static func systemMember(
    _ s: inout ConversionSession,
    _ name: String, _ system: (dependency: Dependency, type: SystemType), at index: Int, into writer: inout LineWriter
  ) -> Int? {
    let type = system.type
    guard type.acceptsDefault(system.dependency.defaultValue) else {
      let given = system.dependency.defaultValue ?? ""
      s.placement.issue(
        "uses `\(name)`, a `\(type.name)` the view model is given (`\(given)`); the reducer cannot read that instance")
      return nil
    }
    switch type.role {
    case .dependencyValue(let property, let key):
      s.use(DependencyUse(property: property, key: key))
      writer.write(property)
    case .sharedInstance(let shared):
      if type.name == "UserDefaults" {
        s.placement.note(
          "`UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage(\"key\"))` in State")
      }
      writer.write(shared)
    case .plumbing:
      s.placement.issue("uses the observer token `\(name)`; a TCA effect is cancelled with `.cancel(id:)` instead")
      return nil
    }
    return index + 1
  }

  /// What awaiting `method` of a Foundation type gives: `URLSession`'s `data(for:)`/`data(from:)` and
  /// `upload(for:…)` a `(Data, URLResponse)`, `download(for:)`/`download(from:)` a `(URL, URLResponse)`.
  static func awaitedValueType(of type: String, method: String) -> String? {
    guard type == "URLSession" else { return nil }
    switch method {
    case "data", "upload": return "(Data, URLResponse)"
    case "download": return "(URL, URLResponse)"
    default: return nil
    }
  }

  /// `Calendar.current` → `calendar`, `Locale.current` → `locale`, `TimeZone.current` → `timeZone`,
  /// `URLSession.shared` → `urlSession`, each from its `@Dependency`. Returns the index after the member, or nil.
  static func currentSystemValue(
    _ s: inout ConversionSession,
    _ source: BodySource, _ word: String, next: Int, end: Int, into writer: inout LineWriter
  )
    -> Int?
  {
    guard let type = SystemType.named(word), case .dependencyValue(let property, let key) = type.role,
      next < end, source.kind(next) == .period
    else { return nil }
    let member = source.nextSignificant(next + 1, before: end)
    guard member < end, type.liveMembers.contains(source.text(member)) else { return nil }
    s.use(DependencyUse(property: property, key: key))
    writer.write(property)
    return member + 1
  }

  /// Whether an initializer's State assignment reads what only exists at run time: `UserDefaults`, a stored system
  /// type (`defaults.bool(forKey:)`), or one of `locals` the initializer computed. Such setup stays in the
  /// lifecycle case; dropping it would lose the value.
  static func readsRuntimeValue(_ s: ConversionSession, _ statement: Statement, locals: Set<String>) -> Bool {
    let source = statement.source
    var words = statement.headerIndices
    if words.count > 2, source.text(words[0]) == "self", source.kind(words[1]) == .period { words.removeFirst(2) }
    guard words.count > 2, s.isState(source.text(words[0])) else { return false }
    for (offset, index) in words.enumerated().dropFirst(2) where source.kind(index) == .identifier {
      let previous = source.kind(words[offset - 1])
      if previous == .period { continue }
      let word = source.text(index)
      if word == "UserDefaults" || locals.contains(word) || systemDependency(s, word) != nil { return true }
    }
    return false
  }

  /// A stored Foundation type (`calendar`, `defaults`): TCA's dependency or the shared instance.
  static func readsSystemType(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    guard let system = systemDependency(s, site.name) else { return .declined }
    guard let resume = systemMember(&s, site.name, system, at: site.index, into: &writer) else {
      return .keptAsWritten
    }
    return .rendered(resume: resume)
  }
}
