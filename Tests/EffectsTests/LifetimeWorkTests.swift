import Analysis
import Foundation
import Proposal
import Testing

@testable import Effects

/// `init` work that runs for the model's lifetime (an observer, a timer) moves to `case task`, which the view sends
/// from `.task { await store.send(.task).finish() }`: cancelled when the view disappears. From `.onAppear`, every
/// appearance added another loop. `Timer.publish(…).sink` in `init` also converts now; it was "Combine pipeline the
/// rewriter does not translate".
@Suite struct LifetimeWorkTests {
  static func source(initBody: String) -> String {
    """
    import Combine
    import SwiftUI

    final class ClockViewModel: ObservableObject {
        @Published var ticks = 0
        @Published var label = ""
        private var cancellable: AnyCancellable?

        init() {
            \(initBody)
        }
    }

    struct ClockView: View {
        @StateObject private var viewModel = ClockViewModel()
        var body: some View { Text("\\(viewModel.ticks)") }
    }
    """
  }

  @Test(
    arguments: [
      (
        "cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.ticks += 1 }",
        "task", "for await _ in clock.timer(interval: .seconds(1)) {"
      ),
      (
        "NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in self?.ticks = 0 }",
        "task", "await send(.nsCalendarDayChangedReceived)"
      ),
      ("label = \"Clock\"\n        UserDefaults.standard.set(true, forKey: \"seen\")", "onAppear", nil),
    ] as [(String, String, String?)])
  func lifetimeWorkIsTheViewsTask(initBody: String, caseName: String, line: String?) throws {
    let feature = try ProposedFeatureTests.feature(Self.source(initBody: initBody))
    let lifecycle = feature.actions.filter { $0.kind == .lifecycle }.map(\.name)
    #expect(lifecycle == [caseName], "\(feature.actions.map(\.name))")
    let body = try #require(feature.reducerCases.first { $0.pattern == ".\(caseName)" }).body
    if let line { #expect(body.contains { $0.contains(line) }, "\(body)") }
    #expect(!body.contains { $0.contains("TODO(tca-migrate)") }, "\(body)")
  }

  @Test(arguments: [
    (".NSCalendarDayChanged", "nsCalendarDayChangedReceived"),
    ("UIApplication.didBecomeActiveNotification", "didBecomeActiveReceived"),
    (".newEpisodesAvailable", "newEpisodesAvailableReceived"),
  ])
  func aNotificationsActionIsLowerCamelCase(name: String, expected: String) {
    #expect(NotificationObserverRule.notificationActionName(name) == expected)
  }
}
