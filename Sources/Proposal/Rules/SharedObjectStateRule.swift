import Analysis

/// A long-lived object a view model was handed that only holds state (`AppSettingsStore`, a client with the `@Shared`
/// shape) becomes a value shared in memory behind a type-safe key, declared in State where the view model read it.
public struct SharedObjectStateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "shared-objects" }
  public var guide: String { "SharedState.md" }
  public var summary: String {
    "An object several view models are handed that only holds state becomes a value type (its observed properties "
      + "with their defaults) shared in memory behind a type-safe key; a feature whose view model read it declares "
      + "`@Shared(.key) var name: Value` in State, reads stay State reads and writes go through `withLock`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class PreferencesStore: ObservableObject {
            @Published var volume = 5
            @Published var isMuted = false
          }

          final class PlayerViewModel: ObservableObject {
            @Published var label = ""
            private let preferences: PreferencesStore
            init(preferences: PreferencesStore) { self.preferences = preferences }
            func muteTapped() {
              preferences.isMuted = true
              label = "Volume \\(preferences.volume)"
            }
          }

          struct PlayerView: View {
            @StateObject var viewModel: PlayerViewModel
            var body: some View {
              Button(viewModel.label) { viewModel.muteTapped() }
            }
          }
          """,
        after: """
          struct Preferences: Equatable, Sendable {
            var volume = 5
            var isMuted = false
          }

          extension SharedKey where Self == InMemoryKey<Preferences>.Default {
            static var preferences: Self {
              Self[.inMemory("preferences"), default: Preferences()]
            }
          }

          @ObservableState
          struct State: Equatable {
            var label = ""
            @Shared(.preferences) var preferences: Preferences
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .muteTapped:
                state.$preferences.withLock { $0.isMuted = true }
                state.label = "Volume \\(state.preferences.volume)"
                return .none
              }
            }
          }
          """,
        note: "`PreferencesStore` is handed to view models and no view owns it, so it is a client; it has no methods, "
          + "so its state moves to `@Shared`. Every feature that reads it declares the same key.",
        usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let shared = SharedObjects.dependencies(of: context.viewModel, in: context.lookup)
    guard !shared.isEmpty else { return }
    var applied = false
    for dependency in context.viewModel.dependencies where shared.contains(dependency.name) {
      guard let value = context.sharedStates[TypeText.stripExistential(dependency.type)],
        proposal.field(named: dependency.name) == nil, SharedObjects.isRead(dependency.name, in: context)
      else { continue }
      var field = StateField(name: dependency.name, type: value.valueType, line: dependency.line)
      field.sharedAttribute = value.attribute
      proposal.state.append(field)
      applied = true
    }
    if applied { proposal.appliedRules.append(name) }
  }
}
