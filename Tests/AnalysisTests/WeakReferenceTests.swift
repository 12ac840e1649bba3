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
}
