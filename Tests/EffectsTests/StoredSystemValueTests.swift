import Analysis
import Effects
import Proposal
import Testing

/// A view model storing a system value as it is (`private let calendar = Calendar.current`): the reducer reads TCA's
/// dependency, so tests can fix it, and State's computed properties keep the value as written. Before, the property
/// was a constant inlined everywhere, so reducer cases read `Calendar.current` and no test could control it.
@Suite struct StoredSystemValueTests {
  static let source = """
    import SwiftUI
    final class PlannerViewModel: ObservableObject {
      @Published var start = Date(timeIntervalSince1970: 0)
      @Published var end = Date(timeIntervalSince1970: 0)
      private let systemCalendar = Calendar.current
      private let session = URLSession.shared
      var nights: Int { systemCalendar.dateComponents([.day], from: start, to: end).day ?? 0 }
      func extend() {
        end = systemCalendar.date(byAdding: .day, value: 1, to: end) ?? end
      }
    }
    struct PlannerView: View {
      @StateObject var viewModel = PlannerViewModel()
      var body: some View { Button("\\(viewModel.nights)") { viewModel.extend() } }
    }
    """

  @Test func theReducerReadsTheDependencyAndStateKeepsTheValue() throws {
    let feature = try ProposedFeatureTests.feature(Self.source)
    #expect(feature.dependencies.contains { $0.key == "\\.calendar" && $0.property == "calendar" })
    let extend = try #require(
      feature.reducerCases.first { $0.pattern == ".extend" || $0.pattern == ".extendButtonTapped" })
    #expect(
      extend.body.contains { $0.contains("state.end = calendar.date(byAdding: .day, value: 1, to: state.end)") },
      "\(extend.body)")
    let nights = try #require(feature.computed.first { $0.name == "nights" })
    #expect(nights.body.joined().contains("Calendar.current.dateComponents"), "\(nights.body)")
    #expect(feature.todos.isEmpty, "\(feature.todos.map(\.reason))")
  }

  /// A view reading the stored value gets it from State, as written, while the reducer keeps reading the dependency.
  /// Before, the view's read stayed a TODO.
  @Test func aViewReadingTheValueReadsItFromState() throws {
    let source = Self.source.replacingOccurrences(of: "private let systemCalendar", with: "let systemCalendar")
      .replacingOccurrences(
        of: "Button(\"\\(viewModel.nights)\")",
        with: "Button(\"\\(viewModel.systemCalendar.component(.day, from: viewModel.end))\")")
    let feature = try ProposedFeatureTests.feature(source)
    let field = try #require(feature.computed.first { $0.name == "systemCalendar" })
    #expect(field.type == "Calendar" && field.body == ["Calendar.current"], "\(field)")
    let extend = try #require(
      feature.reducerCases.first { $0.pattern == ".extend" || $0.pattern == ".extendButtonTapped" })
    #expect(
      extend.body.contains { $0.contains("state.end = calendar.date(byAdding: .day, value: 1, to: state.end)") },
      "\(extend.body)")
  }

  @Test(arguments: [
    ("Calendar.current", "Calendar"), ("Locale.autoupdatingCurrent", "Locale"), ("URLSession.shared", "URLSession"),
  ])
  func aSystemTypesLiveInstanceHasItsType(initializer: String, type: String) {
    #expect(TypeInference.infer(initializer) == type)
  }

  /// A shared instance that is no dependency value, another member, or a chain names no type here.
  @Test(arguments: [
    "UserDefaults.standard", "Calendar.autoupdatingCurrent.timeZone", "Calendar.gregorian", "x.current",
  ])
  func otherMembersHaveNoType(initializer: String) {
    #expect(TypeInference.infer(initializer) == nil)
  }
}
