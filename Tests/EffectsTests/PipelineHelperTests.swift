import Effects
import Proposal
import Testing

/// An initializer calling a helper that only sets up pipelines on its own State (`bind()` with
/// `$x.sink { … }.store(in: &cancellables)`): the pipelines become binding cases as they would written in `init`.
/// Before, the call was work of an `onAppear` case that inlined the helper under a TODO, and `bind` itself was
/// reported as a helper that did not become an action.
@Suite struct PipelineHelperTests {
  static func source(sink: String) -> String {
    """
    import SwiftUI
    import Combine
    protocol PrefsService { func updateReading(_ on: Bool) async }
    @MainActor
    final class PrefsViewModel: ObservableObject {
      @Published var isReadingOn = true
      @Published var isLoggedIn = false
      private let service: PrefsService
      private var cancellables = Set<AnyCancellable>()
      init(service: PrefsService) {
        self.service = service
        bind()
      }
      private func bind() {
        $isReadingOn
          \(sink)
          .store(in: &cancellables)
      }
    }
    struct PrefsView: View {
      @StateObject var viewModel: PrefsViewModel
      var body: some View { Toggle("Reading", isOn: $viewModel.isReadingOn) }
    }
    """
  }

  @Test func aBindingHelperCalledFromInitBecomesBindingCases() throws {
    let sink = """
      .sink { [weak self] value in
            guard let self, self.isLoggedIn else { return }
            Task { await self.service.updateReading(value) }
          }
      """
    let feature = try ProposedFeatureTests.feature(Self.source(sink: sink))
    let binding = try #require(feature.reducerCases.first { $0.pattern == ".binding(\\.isReadingOn)" })
    #expect(binding.body.contains("guard state.isLoggedIn else { return .none }"), "\(binding.body)")
    #expect(binding.body.contains("  await prefsClient.updateReading(value)"), "\(binding.body)")
    #expect(!feature.reducerCases.contains { $0.pattern == ".onAppear" })
    #expect(!feature.helpers.contains { $0.name == "bind" })
    #expect(feature.todos.isEmpty, "\(feature.todos.map(\.reason))")
  }

  /// Called from the initializer's task after loading: the pipelines become binding cases and the task loads.
  @Test func aBindingHelperCalledFromTheInitTaskBecomesBindingCases() throws {
    let source = Self.source(sink: ".sink { [weak self] value in self?.isLoggedIn = value }")
      .replacingOccurrences(of: "    bind()\n", with: "    Task {\n      await load()\n      bind()\n    }\n")
      .replacingOccurrences(
        of: "  private func bind() {",
        with: "  private func load() async {\n    isLoggedIn = await service.isLoggedIn()\n  }\n  private func bind() {"
      )
      .replacingOccurrences(
        of: "func updateReading(_ on: Bool) async }",
        with: "func updateReading(_ on: Bool) async; func isLoggedIn() async -> Bool }")
    let feature = try ProposedFeatureTests.feature(source)
    let binding = try #require(feature.reducerCases.first { $0.pattern == ".binding(\\.isReadingOn)" })
    #expect(binding.body.contains("state.isLoggedIn = value"), "\(binding.body)")
    let lifecycle = try #require(feature.reducerCases.first { $0.pattern == ".task" || $0.pattern == ".onAppear" })
    #expect(lifecycle.body.joined(separator: "\n").contains("prefsClient.isLoggedIn()"), "\(lifecycle.body)")
    #expect(!lifecycle.body.joined().contains("bind"), "\(lifecycle.body)")
    #expect(!feature.helpers.contains { $0.name == "bind" })
    #expect(feature.todos.isEmpty, "\(feature.todos.map(\.reason))")
  }

  /// A pipeline no step translates keeps the helper in the lifecycle case, where the reasons are spelled out.
  @Test func aHelperWithAnUntranslatedPipelineStaysLifecycleWork() throws {
    let sink = ".flatMap { _ in Just(1) }.sink { [weak self] _ in self?.isLoggedIn = true }"
    let feature = try ProposedFeatureTests.feature(Self.source(sink: sink))
    let onAppear = try #require(feature.reducerCases.first { $0.pattern == ".onAppear" })
    #expect(onAppear.body.contains("// Inlined from `bind`."), "\(onAppear.body)")
    #expect(!feature.reducerCases.contains { $0.pattern.hasPrefix(".binding(\\.") })
  }
}
