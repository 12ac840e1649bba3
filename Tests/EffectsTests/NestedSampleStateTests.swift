import Effects
import Proposal
import Testing

/// State holding a type nested in the view model (`LocalizedStrings`): generated tests build it with a sample, named
/// as the feature declares it. Before, the type was looked up from the top level only, so where another view model
/// nests a type of the same name (each screen its own `LocalizedStrings`) tests built it with `.init()` under a TODO,
/// which does not compile for a struct whose properties have no defaults.
@Suite struct NestedSampleStateTests {
  static let source = """
    import SwiftUI
    final class GreetingViewModel: ObservableObject {
      struct LocalizedStrings {
        let title: String
        let count: (Int) -> String
      }
      let strings: LocalizedStrings
      @Published var name = ""
      init(strings: LocalizedStrings) {
        self.strings = strings
      }
      func clear() { name = "" }
    }
    final class FarewellViewModel: ObservableObject {
      struct LocalizedStrings {
        let goodbye: String
      }
    }
    struct GreetingView: View {
      @StateObject var viewModel: GreetingViewModel
      var body: some View { Button(viewModel.strings.title) { viewModel.clear() } }
    }
    """

  @Test func testsBuildTheNestedTypeWithASample() throws {
    let feature = try ProposedFeatureTests.feature(Self.source)
    let test = try #require(feature.tests.first)
    #expect(
      test.initialState.contains("GreetingFeature.LocalizedStrings(title: \"\", count: { _ in \"\" })"),
      "\(test.initialState)")
    #expect(!feature.todos.contains { $0.reason.hasPrefix("tests build") }, "\(feature.todos.map(\.reason))")
  }
}
