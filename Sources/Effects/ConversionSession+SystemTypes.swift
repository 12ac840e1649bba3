import Analysis
import Lexer
import Proposal

extension ConversionSession {
  /// The view-model property `name` when it holds a Foundation type that is not a service (and no client replaced it).
  func systemDependency(_ name: String) -> (dependency: Dependency, type: SystemType)? {
    guard client(name) == nil, let dependency = context.viewModel.dependencies.first(where: { $0.name == name }),
      let type = SystemType.named(dependency.type)
    else { return nil }
    return (dependency, type)
  }

  /// Rewrites a use of a stored system type: `defaults` → `UserDefaults.standard`, `calendar` → `calendar` from
  /// `@Dependency(\.calendar)`; an observer token is refused (the statements that store or remove it are handled
  /// before this). Returns the index to resume at, or nil to write the word as it is.
  mutating func systemMember(
    _ name: String, _ system: (dependency: Dependency, type: SystemType), at index: Int, into writer: inout LineWriter
  ) -> Int? {
    let type = system.type
    guard type.acceptsDefault(system.dependency.defaultValue) else {
      let given = system.dependency.defaultValue ?? ""
      issue(
        "uses `\(name)`, a `\(type.name)` the view model is given (`\(given)`); the reducer cannot read that instance")
      return nil
    }
    switch type.role {
    case .dependencyValue(let property, let key):
      use(DependencyUse(property: property, key: key))
      writer.write(property)
    case .sharedInstance(let shared):
      if type.name == "UserDefaults" {
        note("`UserDefaults` is not deterministic in tests; prefer `@Shared(.appStorage(\"key\"))` in State")
      }
      writer.write(shared)
    case .plumbing:
      issue("uses the observer token `\(name)`; a TCA effect is cancelled with `.cancel(id:)` instead")
      return nil
    }
    return index + 1
  }

  /// `Calendar.current` → `calendar`, `Locale.current` → `locale`, `TimeZone.current` → `timeZone`, each from its
  /// `@Dependency`. Returns the index after the member, or nil.
  mutating func currentSystemValue(
    _ source: BodySource, _ word: String, next: Int, end: Int, into writer: inout LineWriter
  )
    -> Int?
  {
    guard let type = SystemType.named(word), case .dependencyValue(let property, let key) = type.role,
      next < end, source.kind(next) == .period
    else { return nil }
    let member = source.nextSignificant(next + 1, before: end)
    guard member < end, ["current", "autoupdatingCurrent"].contains(source.text(member)) else { return nil }
    use(DependencyUse(property: property, key: key))
    writer.write(property)
    return member + 1
  }
}

extension ConversionSession {
  /// Whether an initializer's State assignment reads what only exists at run time: `UserDefaults`, a stored system
  /// type (`defaults.bool(forKey:)`), or one of `locals` the initializer computed. Such setup stays in the
  /// lifecycle case; dropping it would lose the value.
  func readsRuntimeValue(_ statement: Statement, locals: Set<String>) -> Bool {
    let source = statement.source
    var words = statement.headerIndices
    if words.count > 2, source.text(words[0]) == "self", source.kind(words[1]) == .period { words.removeFirst(2) }
    guard words.count > 2, isState(source.text(words[0])) else { return false }
    for (offset, index) in words.enumerated().dropFirst(2) where source.kind(index) == .identifier {
      let previous = source.kind(words[offset - 1])
      if previous == .period { continue }
      let word = source.text(index)
      if word == "UserDefaults" || locals.contains(word) || systemDependency(word) != nil { return true }
    }
    return false
  }
}
