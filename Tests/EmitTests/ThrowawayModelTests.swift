import Testing

/// kiwix builds a view model only to run one method (`LibraryViewModel().start(isUserInitiated: false)`); the
/// construction became a store and the call stayed, `Store(…) { … }.start(…)`, which a store does not have.
@Suite struct ThrowawayModelTests {
  static let model = """
    final class LibraryViewModel: ObservableObject {
        @Published var count = 0
        func start(isUserInitiated: Bool) async { count += 1 }
        func reset() { count = 0 }
        var isEmpty: Bool { count == 0 }
    }
    """

  static let view = """
    import SwiftUI

    struct LibraryView: View {
        @StateObject private var library = LibraryViewModel()
        var body: some View {
            Text("\\(library.count)")
                .task { await LibraryViewModel().start(isUserInitiated: false) }
                .onAppear {
                    LibraryViewModel().reset()
                    print(LibraryViewModel().isEmpty)
                }
        }
    }
    """

  @Test(arguments: [
    "await Store(initialState: LibraryFeature.State()) { LibraryFeature() }.send(.start(isUserInitiated: false)).finish()",
    "Store(initialState: LibraryFeature.State()) { LibraryFeature() }.send(.reset)",
    "print(Store(initialState: LibraryFeature.State()) { LibraryFeature() }.isEmpty)",
    "// TODO(tca-migrate): a view model was built here to run `reset`; the store built in its place ends with this statement, and its effects with it: send `.reset` to a store that lives (the feature's owner).",
    "// TODO(tca-migrate): `isEmpty` was read from a view model built here; it is a store now: read it from the store that holds the feature's State.",
  ])
  func theCallSendsItsAction(line: String) throws {
    let files = InMemoryApp.emitted(
      ["LibraryViewModel.swift": Self.model, "LibraryView.swift": Self.view], feature: "LibraryFeature")
    let rewritten = try #require(files["LibraryView.swift"])
    let lines = rewritten.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains { $0.contains(line) }, "\(rewritten)")
  }
}
