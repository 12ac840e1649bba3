import Analysis
import Proposal
import Testing

/// A carried type State holds that cannot synthesize `Equatable` (a class, or a type holding a closure) gets `==`
/// written out; found on WordPress (`Row`, a final class; `LoadingState` with a retry closure), Wikipedia
/// (`LocalizedStrings` with formatting closures) and IceCubes (`AccountState`'s `error(error: Error)`), where
/// `extension X: Equatable {}` did not compile.
@Suite struct CarriedEquatableTests {
  static let source = """
    final class ActivityViewModel: ObservableObject {
      struct LocalizedStrings {
        let title: String
        let subtitle: String
        let empty: String
        let footer: String
        let reading: (String) -> String
      }
      final class Row {
        let key: String
        var value: Bool
        init(key: String, value: Bool) { self.key = key; self.value = value }
      }
      enum Load {
        case idle
        case loaded(Profile)
        case failed(Error)
      }
      @Published var load: Load = .idle
      @Published var strings: LocalizedStrings
      @Published var rows: [Row] = []
      init(strings: LocalizedStrings) { self.strings = strings }
      func clear() { rows = [] }
    }
    struct ActivityView: View { @StateObject var model = ActivityViewModel(strings: .init()) }
    """

  @Test func theConformancesAreWrittenOut() throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Activity.swift", bytes: Array(Self.source.utf8))])
    let feature = try #require(FeatureProposer().propose(analysis).features.first)
    #expect(feature.equatableExtensions.isEmpty)
    let written = feature.modelConformances.map { $0.joined(separator: "\n") }
    #expect(
      written.contains(
        """
        // `State` is Equatable and holds `ActivityFeature.LocalizedStrings`; better: declare `Equatable` on `ActivityFeature.LocalizedStrings` itself.
        // Its closures are not compared; better: keep closures out of State (send an action instead).
        extension ActivityFeature.LocalizedStrings: Equatable {
          static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.title == rhs.title
              && lhs.subtitle == rhs.subtitle
              && lhs.empty == rhs.empty
              && lhs.footer == rhs.footer
          }
        }
        """))
    // `Profile` is not declared here: taken to be Equatable, as `extension Load: Equatable {}` would take it.
    #expect(
      written.contains(
        """
        // `State` is Equatable and holds `ActivityFeature.Load`; better: declare `Equatable` on `ActivityFeature.Load` itself.
        // Its errors compare by `localizedDescription`; better: keep the message in State, not the error.
        extension ActivityFeature.Load: Equatable {
          static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.idle, .idle): return true
            case let (.loaded(l0), .loaded(r0)): return l0 == r0
            case let (.failed(l0), .failed(r0)): return l0.localizedDescription == r0.localizedDescription
            default: return false
            }
          }
        }
        """))
    #expect(
      written.contains(
        """
        // `State` is Equatable and holds `ActivityFeature.Row`; better: make `ActivityFeature.Row` a struct (State holds values; this compares its stored properties).
        extension ActivityFeature.Row: Equatable {
          static func == (lhs: ActivityFeature.Row, rhs: ActivityFeature.Row) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
          }
        }
        """))
  }
}
