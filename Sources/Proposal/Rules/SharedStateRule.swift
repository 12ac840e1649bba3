import Analysis

/// `@AppStorage` properties become `@Shared(.appStorage(key))` State, and reducer code mutates them through
/// `state.$x.withLock { … }`, since a shared value cannot be assigned directly.
public struct SharedStateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "shared-app-storage" }
  public var guide: String { "SharedState.md" }
  public var summary: String {
    "A view model's `@AppStorage(\"key\")` property becomes `@Shared(.appStorage(\"key\")) var` in State, and every "
      + "assignment or mutating call on it in the reducer becomes `state.$x.withLock { $0 … }`. A view binding it binds "
      + "the shared reference, `Binding(store.$x)` (`@Shared` has no setter, so there is no `$store.x` and no "
      + "binding action for it)."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class ProfileViewModel: ObservableObject {
            @AppStorage("username") var username = "anon"
            func rename(to name: String) {
              username = name
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            @Shared(.appStorage("username")) var username: String = "anon"
          }

          enum Action {
            case rename(to: String)
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .rename(name):
                state.$username.withLock { $0 = name }
                return .none
              }
            }
          }
          """,
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class SettingsViewModel: ObservableObject {
            @AppStorage("sounds") var playsSounds = true
          }
          struct SettingsView: View {
            @StateObject var viewModel = SettingsViewModel()
            var body: some View {
              Toggle("Sounds", isOn: $viewModel.playsSounds)
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            // Not @Published in the view model; in TCA all mutable feature data lives in State.
            @Shared(.appStorage("sounds")) var playsSounds: Bool = true
          }
          struct SettingsView: View {
            @State var store = Store(initialState: SettingsFeature.State()) { SettingsFeature() }
            var body: some View {
              Toggle("Sounds", isOn: Binding(store.$playsSounds))
            }
          }
          """,
        note: "A control binds the shared reference itself; the feature needs no `BindableAction` for it."),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let shared = Set(proposal.state.filter(\.isShared).map(\.name))
    guard !shared.isEmpty else { return }
    for index in proposal.reducerCases.indices {
      proposal.reducerCases[index].body = proposal.reducerCases[index].body.map { Self.locked($0, shared: shared) }
    }
    proposal.appliedRules.append(name)
  }

  /// `state.x = v` → `state.$x.withLock { $0 = v }`; `state.x.append(y)` → `state.$x.withLock { $0.append(y) }`;
  /// a member of a shared value, `state.x.a.b = v` → `state.$x.withLock { $0.a.b = v }`.
  static func locked(_ line: String, shared: Set<String>) -> String {
    let indent = LineText.indentation(of: line)
    let code = line.dropFirst(indent.count)
    guard code.hasPrefix("state.") else { return line }
    let afterState = code.dropFirst("state.".count)
    let field = LineText.identifierPrefix(afterState)
    guard shared.contains(String(field)) else { return line }
    let rest = afterState.dropFirst(field.count)
    // `.a.b` of `.a.b = v`: the members between the field and the operator.
    var members = rest[...]
    var called = ""
    while members.hasPrefix(".") {
      let name = LineText.identifierPrefix(members.dropFirst())
      guard !name.isEmpty else { break }
      called = String(name)
      members = members.dropFirst(1 + name.count)
    }
    let trimmed = members.drop { $0 == " " }
    let assignments = ["=", "+=", "-=", "*=", "/=", "&&=", "||="]
    let isAssignment = assignments.contains { trimmed.hasPrefix($0 + " ") } && !trimmed.hasPrefix("==")
    let isMutatingCall = rest.hasPrefix(".") && TextScan.containsBytes(rest, "(")
    guard isAssignment || isMutatingCall, !TextScan.containsBytes(rest, "{") else { return line }
    // `withLock` returns what its closure does: a discarded result (`insert` on a collection) would warn.
    let discards = !isAssignment && members.hasPrefix("(") && discardableResults.contains(called)
    return "\(indent)state.$\(field).withLock { \(discards ? "_ = " : "")$0\(rest) }"
  }

  /// Mutating collection methods whose result callers usually drop (`IdentifiedArray.append` returns
  /// `(inserted:index:)`).
  static let discardableResults: Set<String> = [
    "append", "insert", "remove", "removeFirst", "removeLast", "removeValue", "updateValue", "updateOrAppend",
    "updateOrInsert", "popFirst", "popLast",
  ]
}
