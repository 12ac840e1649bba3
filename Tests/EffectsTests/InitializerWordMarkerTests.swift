import Analysis
import Proposal
import Testing

/// An initializer's work is read for `Task` and `UserDefaults` as words, not as text: ACHNBrowserUI's
/// `self.task = DailyCustomTasks.CustomTask()` made the lifecycle case a `.task` and kept the whole edit-or-create
/// `init` out of `State.init` as if it started a task, leaving it under a TODO in that case.
@Suite struct InitializerWordMarkerTests {
  static func source(_ otherwise: String) -> String {
    """
    import SwiftUI

    struct CustomTask: Equatable { var name = "" }

    final class TaskFormViewModel: ObservableObject {
      @Published var task: CustomTask
      private var editing = false

      init(editingTask: CustomTask?) {
        if let task = editingTask {
          self.editing = true
          self.task = task
        } else {
          \(otherwise)
        }
      }

      func save() { print(editing) }
    }
    """
  }

  @Test(arguments: [
    ("self.task = CustomTask()", true),
    ("self.task = CustomTask(name: \"UserDefaultsKey\")", true),
    ("self.task = CustomTask(); Task { print(1) }", false),
    ("self.task = CustomTask(name: UserDefaults.standard.string(forKey: \"t\") ?? \"\")", false),
  ])
  func anEditOrCreateInitializerIsStateInit(otherwise: String, isStateInit: Bool) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(otherwise))
    let assignments = feature.stateInitializer?.assignments.joined(separator: "\n") ?? ""
    #expect(assignments.contains("if let task = editingTask {") == isStateInit, "\(assignments)")
    #expect(feature.actions.contains { $0.kind == .lifecycle } != isStateInit)
  }
}
