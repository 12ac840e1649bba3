import Analysis
import Proposal
import Testing

/// `didSet` and `willSet` observers become `.onChange(of:)` reducers, unless a case would see them run in another order.
@Suite struct PropertyObserverRuleTests {
  static let source = """
    final class FormViewModel: ObservableObject {
      @Published var name = "" {
        didSet { isDirty = true }
      }
      @Published var isDirty = false
      @Published var note = "" {
        willSet { isDirty = true }
        didSet { isDirty = true }
      }
      @Published var draft = "" {
        willSet { previous = self.draft }
      }
      @Published var previous = ""
    }
    """

  @Test func aDidSetBecomesAnObserverAndItsFlagGoes() throws {
    let feature = try ReducerHelperRuleTests.proposal(Self.source)
    #expect(
      feature.observers == [
        StateObserver(property: "name", oldValueName: nil, body: ["state.isDirty = true", "return .none"]),
        StateObserver(
          property: "draft", oldValueName: "oldValue", body: ["state.previous = oldValue", "return .none"]),
      ])
    #expect(feature.field(named: "name")?.note == nil)
    // `note` has both observers: it keeps its flag.
    #expect(feature.flags.filter { $0.code == "property-observer" }.map(\.line) == [6])
    #expect(feature.appliedRules.contains("property-observer"))
  }

  @Test func aCaseThatSetsTheFieldAndWhatTheObserverChangesKeepsTheFlag() throws {
    let source = """
      final class FormViewModel: ObservableObject {
        @Published var name = "" {
          didSet { isDirty = true }
        }
        @Published var isDirty = false
        func reset() {
          name = ""
          isDirty = false
        }
      }
      """
    let feature = try ReducerHelperRuleTests.proposal(source)
    #expect(feature.observers == nil)
    let flag = try #require(feature.flags.first { $0.code == "property-observer" })
    #expect(flag.message.contains("`.reset` sets it"))
  }

  @Test(arguments: [
    ("didSet { save(oldValue) }", "oldValue", true),
    ("didSet(previous) { log(previous) }", "previous", true),
    ("didSet { save() }", "oldValue", false),
    ("willSet { log(newValue) }", "newValue", true),
  ])
  func observerBlocksAreReadWithTheirValueName(accessor: String, name: String, reads: Bool) throws {
    let source = """
      final class M: ObservableObject {
        @Published var x = 0 {
          \(accessor)
        }
      }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "M.swift", bytes: Array(source.utf8))])
    let block = try #require(analysis.viewModels.first?.published.first?.observerBlocks?.first)
    #expect(block.valueName == name)
    #expect(block.readsValue == reads)
    #expect(block.bodyLine == 3)
  }
}
