import Effects
import Proposal
import Testing

/// A reducer reading a global `var` of the codebase (the `var Current = World()` pattern): the code stays as it is,
/// with a note saying a test cannot replace it and how to make it a dependency. Before, nothing said so, and the
/// generated tests ran against the live global.
@Suite struct GlobalVariableTests {
  static let source = """
    import SwiftUI
    struct World {
      var date: () -> Date = Date.init
    }
    var Current = World()
    let appName = "Trips"
    final class StampViewModel: ObservableObject {
      @Published var stamped: Date?
      @Published var title = ""
      func stamp() {
        stamped = Current.date()
        title = appName
      }
      func rename(Current: String) {
        title = Current
      }
    }
    struct StampView: View {
      @StateObject var viewModel = StampViewModel()
      var body: some View { Button("Stamp") { viewModel.stamp() } }
    }
    """

  @Test func aGlobalVarReadInACaseGetsANote() throws {
    let feature = try ProposedFeatureTests.feature(Self.source)
    let stamp = try #require(feature.reducerCases.first { $0.pattern.hasPrefix(".stamp") })
    let note = "// NOTE(tca-migrate): `Current` is a global `var`, which a test cannot replace"
    #expect(stamp.body.contains { $0.hasPrefix(note) }, "\(stamp.body)")
    #expect(stamp.body.contains("state.stamped = Current.date()"), "\(stamp.body)")
    // A global `let` is no shared mutable state.
    #expect(!stamp.body.contains { $0.contains("`appName`") }, "\(stamp.body)")
    // A parameter of the same name is the parameter.
    let rename = try #require(feature.reducerCases.first { $0.pattern.contains(".rename") })
    #expect(!rename.body.contains { $0.contains("NOTE") }, "\(rename.body)")
  }
}
