import Analysis
import Testing

/// A `weak` or `unowned` property is a reference to an object, recorded as such whatever its type.
@Suite struct WeakReferenceTests {
  @Test func aWeakDelegateOfAnUndeclaredProtocolIsAWeakDependency() throws {
    let result = analyze([
      "Picker.swift": """
      final class PickerViewModel: ObservableObject {
        @Published var selected = 0
        weak var delegate: PickerDelegate?
        func pick(_ value: Int) { delegate?.didPick(value) }
      }
      """
    ])
    let model = try #require(result.viewModels.first)
    #expect(model.dependencies.map(\.name) == ["delegate"])
    #expect(model.dependencies.first?.isWeakReference == true)
    #expect(model.constants.isEmpty)
  }

  // Regression (WordPress's voice recorder): `weak var timer: Timer?` was flagged as a delegate whose calls should
  // become `.delegate` actions; like a strong one, it is the handle the timer rules cancel.
  @Test func aWeakTimerIsNotADependency() throws {
    let result = analyze([
      "Recorder.swift": """
      final class RecorderViewModel: ObservableObject {
        @Published var elapsed = 0
        private weak var timer: Timer?
        func stop() { timer?.invalidate() }
      }
      """
    ])
    let model = try #require(result.viewModels.first)
    #expect(model.dependencies.isEmpty)
  }
}
