import Analysis
import Testing

/// Foundation types a view model holds are dependencies, never services.
@Suite struct SystemTypeTests {
  @Test func injectedFoundationTypesAreDependenciesButNotServices() throws {
    let result = analyze([
      "Settings.swift": """
      final class SettingsViewModel: ObservableObject {
        @Published var theme = ""
        private let defaults: UserDefaults
        private let calendar: Calendar
        private var observer: NSObjectProtocol?
        private var tokens: [NSObjectProtocol] = []
        private let api: SettingsAPI
        init(defaults: UserDefaults = .standard, calendar: Calendar = .current, api: SettingsAPI) {
          self.defaults = defaults
          self.calendar = calendar
          self.api = api
        }
      }
      protocol SettingsAPI { func load() async throws -> String }
      """
    ])
    let model = try #require(result.viewModels.first)
    #expect(model.dependencies.map(\.name) == ["defaults", "calendar", "observer", "tokens", "api"])
    #expect(result.services.map(\.name) == ["SettingsAPI"])
  }

  @Test func aTypeTheCodebaseDeclaresIsNoSystemType() {
    let result = analyze([
      "Cal.swift": """
      protocol Calendar { func events() async -> [String] }
      final class AgendaViewModel: ObservableObject {
        @Published var events: [String] = []
        private let calendar: Calendar
        init(calendar: Calendar) { self.calendar = calendar }
      }
      """
    ])
    #expect(result.services.map(\.name) == ["Calendar"])
  }

  @Test(arguments: [
    ("UserDefaults", ".standard", true), ("UserDefaults", "UserDefaults.standard", true),
    ("UserDefaults", "UserDefaults(suiteName: \"g\")!", false), ("Calendar", ".current", true),
    ("Calendar", "Calendar(identifier: .gregorian)", false), ("NotificationCenter", ".default", true),
    ("FileManager", "nil", true), ("URLSession", ".shared", true), ("URLSession", "URLSession.shared", true),
    ("URLSession", "URLSession(configuration: .ephemeral)", false),
    ("AnySchedulerOf<DispatchQueue>", ".main", true), ("AnySchedulerOf<DispatchQueue>", "DispatchQueue.main", true),
    ("AnySchedulerOf<DispatchQueue>", "DispatchQueue.main.eraseToAnyScheduler()", true),
    ("AnySchedulerOf<DispatchQueue>", "DispatchQueue.global().eraseToAnyScheduler()", false),
  ])
  func sharedInstanceDefaults(type: String, defaultValue: String, accepted: Bool) throws {
    let system = try #require(SystemType.named(type))
    #expect(system.acceptsDefault(defaultValue) == accepted)
  }

  @Test(arguments: ["NSObjectProtocol?", "[NSObjectProtocol]", "Foundation.UserDefaults", "Calendar"])
  func namesSystemTypes(type: String) {
    #expect(SystemType.named(type) != nil)
  }

  @Test(arguments: ["[UserDefaults]", "SettingsStore", "CalendarService"])
  func otherTypesAreNotSystemTypes(type: String) {
    #expect(SystemType.named(type) == nil)
  }
}
