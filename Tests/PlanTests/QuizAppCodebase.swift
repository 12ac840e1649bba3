import Analysis
import Foundation

/// A hand-built analysis of a small quiz app: a tree, a 2-cycle, Combine, services and an unknown child type.
enum QuizAppCodebase {
  static func method(_ name: String, async: Bool = false, body: String = "") -> Method {
    Method(name: name, line: 20, isAsync: async, body: body)
  }

  static func state(_ names: String...) -> [StateProperty] {
    names.enumerated().map { StateProperty(name: $0.element, type: "String", line: 5 + $0.offset) }
  }

  static let viewModels: [ViewModel] = [
    ViewModel(
      name: "AppViewModel", file: "App/AppViewModel.swift", line: 4, kind: .observableObject,
      published: state("selectedTab"), methods: [method("select")],
      children: ["ChatViewModel", "QuizViewModel", "SettingsViewModel"],
      childReferences: [
        ChildReference(property: "quiz", type: "QuizViewModel", cardinality: .single, line: 6),
        ChildReference(property: "settings", type: "SettingsViewModel", cardinality: .optional, line: 7),
        ChildReference(property: "chat", type: "ChatViewModel", cardinality: .single, line: 8),
      ],
      views: ["AppView"]),
    ViewModel(
      name: "QuizViewModel", file: "Quiz/QuizViewModel.swift", line: 6, kind: .observableObject,
      published: state("title", "score", "isLoading"),
      methods: [method("start"), method("answer"), method("loadQuestions", async: true)],
      dependencies: [Dependency(name: "service", type: "QuizServiceProtocol", line: 9, injectedThroughInit: true)],
      children: ["QuestionRow.ViewModel", "ResultViewModel"],
      childReferences: [
        ChildReference(property: "questions", type: "QuestionRow.ViewModel", cardinality: .array, line: 10),
        ChildReference(property: "result", type: "ResultViewModel", cardinality: .optional, line: 11),
      ],
      views: ["QuizView"]),
    ViewModel(
      name: "QuestionRow.ViewModel", file: "Quiz/QuestionRow.swift", line: 30, kind: .observable,
      published: state("text", "isSelected"), methods: [method("select")], views: ["QuestionRow"]),
    ViewModel(
      name: "ResultViewModel", file: "Quiz/ResultViewModel.swift", line: 3, kind: .observableObject,
      published: state("summary"), methods: [method("share")], views: ["ResultView"]),
    ViewModel(
      name: "SettingsViewModel", file: "Settings/SettingsViewModel.swift", line: 5, kind: .observableObject,
      published: state("volume", "theme"), methods: [method("reset")],
      initializers: [method("init", body: "$volume.debounce(for: .seconds(1), scheduler: RunLoop.main).sink { _ in }")],
      dependencies: [Dependency(name: "store", type: "SettingsStore", line: 8)],
      children: ["ThemePicker"],
      combine: [StoredProperty(name: "cancellables", type: "Set<AnyCancellable>", line: 9)],
      views: ["SettingsView"]),
    ViewModel(
      name: "ChatViewModel", file: "Chat/ChatViewModel.swift", line: 3, kind: .observableObject,
      published: state("messages"), methods: [method("send", async: true)], children: ["ParticipantViewModel"],
      childReferences: [
        ChildReference(property: "participants", type: "ParticipantViewModel", cardinality: .array, line: 5)
      ],
      views: ["ChatView"]),
    ViewModel(
      name: "ParticipantViewModel", file: "Chat/ParticipantViewModel.swift", line: 3, kind: .observableObject,
      published: state("name"), methods: [method("openChat")], children: ["ChatViewModel"],
      childReferences: [ChildReference(property: "openChat", type: "ChatViewModel", cardinality: .created, line: 9)]),
  ]

  static let services: [Service] = [
    Service(name: "QuizServiceProtocol", file: "Services/QuizService.swift", line: 1, kind: .protocol),
    Service(name: "SettingsStore", file: "Services/SettingsStore.swift", line: 1, kind: .class),
    Service(name: "AnalyticsService", file: "Services/Analytics.swift", line: 1, kind: .protocol),
  ]

  static var analysis: AnalysisResult { AnalysisResult(viewModels: viewModels, services: services) }
}

/// Reads or (with `UPDATE_GOLDEN=1`) writes a golden file next to this test file.
func golden(_ name: String, actual: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
  if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
    try actual.write(to: url, atomically: true, encoding: .utf8)
  }
  return try String(contentsOf: url, encoding: .utf8)
}
