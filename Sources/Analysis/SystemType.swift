import Foundation

/// A Foundation type a view model stores or has injected that is not a service: it never becomes a client.
public struct SystemType: Sendable, Equatable {
  /// What a stored property of the type becomes in a reducer.
  public enum Role: Sendable, Equatable {
    /// A value TCA already provides as a dependency: `calendar` with `@Dependency(\.calendar)`.
    case dependencyValue(property: String, key: String)
    /// A shared instance reached through a static member: the property reads `UserDefaults.standard`.
    case sharedInstance(String)
    /// Bookkeeping that only exists to undo something later (observer tokens); it disappears.
    case plumbing
  }

  /// The type's name (`UserDefaults`).
  public var name: String
  /// What the property becomes.
  public var role: Role

  /// The known system types, keyed by name.
  static let known: [String: Role] = [
    "Calendar": .dependencyValue(property: "calendar", key: "\\.calendar"),
    "Locale": .dependencyValue(property: "locale", key: "\\.locale"),
    "TimeZone": .dependencyValue(property: "timeZone", key: "\\.timeZone"),
    "URLSession": .dependencyValue(property: "urlSession", key: "\\.urlSession"),
    "UserDefaults": .sharedInstance("UserDefaults.standard"),
    "NotificationCenter": .sharedInstance("NotificationCenter.default"),
    "FileManager": .sharedInstance("FileManager.default"),
    "Bundle": .sharedInstance("Bundle.main"),
    "ProcessInfo": .sharedInstance("ProcessInfo.processInfo"),
    "AnySchedulerOf": .dependencyValue(property: "mainQueue", key: "\\.mainQueue"),
    "NSObjectProtocol": .plumbing,
    "NSKeyValueObservation": .plumbing,
  ]

  /// The system type a declared type names (`UserDefaults`, `NSObjectProtocol?`, `[NSObjectProtocol]`,
  /// `Foundation.Calendar`), if any.
  public static func named(_ type: String) -> SystemType? {
    let base = TypeIndex.baseName(type)
    if base.hasPrefix("["), base.hasSuffix("]") {
      let element = TypeIndex.baseName(String(base.dropFirst().dropLast()))
      return known[element] == .plumbing ? SystemType(name: element, role: .plumbing) : nil
    }
    return known[base].map { SystemType(name: base, role: $0) }
  }

  /// The static members giving the instance a dependency value stands for: `shared` for `URLSession`, `main` for a
  /// scheduler, `current` and `autoupdatingCurrent` for `Calendar`, `Locale` and `TimeZone`.
  public var liveMembers: [String] {
    switch name {
    case "URLSession": ["shared"]
    case "AnySchedulerOf": ["main"]
    default: ["current", "autoupdatingCurrent"]
    }
  }

  /// Whether a property whose init parameter defaults to `defaultValue` (or has no default) can read what the role
  /// gives: `.standard`/`UserDefaults.standard` for a shared instance, `.current`/`.autoupdatingCurrent` for a
  /// dependency value (`.shared` for `URLSession`). Another instance (a suite, a fixed calendar, a configured
  /// session) cannot be replaced.
  public func acceptsDefault(_ defaultValue: String?) -> Bool {
    guard let value = defaultValue?.trimmingCharacters(in: .whitespaces), !value.isEmpty, value != "nil" else {
      return true
    }
    if name == "AnySchedulerOf", ["DispatchQueue.main", "DispatchQueue.main.eraseToAnyScheduler()"].contains(value) {
      return true
    }
    let members: [String]
    switch role {
    case .plumbing: return true
    case .sharedInstance(let shared): members = [String(shared.drop { $0 != "." })]
    case .dependencyValue: members = liveMembers.map { "." + $0 }
    }
    return members.contains { value == $0 || value == name + $0 }
  }
}
