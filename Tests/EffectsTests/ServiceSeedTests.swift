import Analysis
import Effects
import Proposal
import Testing

/// An initializer that sets State from what the view model holds: from a service the value is read in `.onAppear`
/// (it exists only at run time), unless the field has an observer `init` did not run; `UserDefaults` keeps the
/// system-dependency rule's reading.
@Suite struct ServiceSeedTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let description: String
    let field: String
    /// A line the `.onAppear` case must hold, or nil when the case must not set the field.
    let onAppear: String?
    var testDescription: String { description }
  }

  static let source = """
    final class FilterService {
      var isOn = false
      var count = 0
      func block() {}
    }
    final class FilterViewModel: ObservableObject {
      @Published var count: Int
      @Published var isOn: Bool {
        didSet { service.isOn = isOn }
      }
      @Published var theme: String {
        didSet { defaults.set(theme, forKey: "theme") }
      }
      private let service: FilterService
      private let defaults: UserDefaults
      init(service: FilterService, defaults: UserDefaults = .standard) {
        self.service = service
        self.defaults = defaults
        count = service.count
        isOn = service.isOn
        theme = defaults.string(forKey: "theme") ?? ""
      }
      func block() { service.block() }
    }
    struct FilterScreen: View { @StateObject var model: FilterViewModel }
    """

  static let cases: [Case] = [
    // Regression (unstoppable-wallet): dropped with no note, State kept its literal default.
    Case(description: "a plain field from a service", field: "count", onAppear: "state.count = filterClient.count()"),
    // `.onAppear` would run the observer that `init` did not.
    Case(description: "an observed field from a service", field: "isOn", onAppear: nil),
    // Regression (HeldOutApp): a `UserDefaults` read is the system-dependency rule's, not a service seed.
    Case(
      description: "an observed field from UserDefaults", field: "theme",
      onAppear: "state.theme = UserDefaults.standard.string(forKey: \"theme\") ?? \"\""),
  ]

  @Test(arguments: cases)
  func seeds(_ example: Case) throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Filter.swift", bytes: Array(Self.source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "FilterViewModel" })
    let feature = ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0]
    let onAppear = try #require(feature.reducerCases.first { $0.pattern == ".onAppear" })
    let body = onAppear.body.map { String($0.drop { $0 == " " }) }
    if let line = example.onAppear {
      #expect(body.contains(line), "\(body)")
    } else {
      #expect(!body.contains { $0.hasPrefix("state.\(example.field) =") }, "\(body)")
      let todo = "`init` sets `\(example.field)` from a service without running its `didSet`"
      #expect(body.contains { $0.contains(todo) })
    }
  }
}
