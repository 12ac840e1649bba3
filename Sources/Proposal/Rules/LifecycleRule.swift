import Analysis

/// Work an initializer starts (loading, `Task { … }`, subscriptions) moves to an `onAppear` or `task` action.
public struct LifecycleRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "lifecycle-actions" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "Work started in `init` moves to `case task` (async work, sent from `.task { await store.send(.task).finish() }`) or `case onAppear`; methods the view calls from `.task`/`.onAppear` keep their names and are awaited with `.finish()`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class FeedViewModel: ObservableObject {
            @Published var posts: [String] = []
            init() {
              Task { await load() }
            }
            func load() async {}
          }
          struct FeedView: View {
            @StateObject private var viewModel = FeedViewModel()
            var body: some View {
              List(viewModel.posts, id: \\.self) { Text($0) }
                .refreshable { await viewModel.load() }
            }
          }
          """,
        after: """
          enum Action {
            case load
            case task
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .load:
                return .none
              case .task:
                return .send(.load)
              }
            }
          }
          struct FeedView: View {
            let store: StoreOf<FeedFeature>
            var body: some View {
              List(store.posts, id: \\.self) { Text($0) }
                .refreshable { await store.send(.load).finish() }
                .task { await store.send(.task).finish() }
            }
          }
          """, usesEffectRewriter: true)
    ]
  }

  /// The initializer work lines (everything but plain `self.x = x` assignments and `super.init`).
  public static func work(in initializer: Method) -> [String] {
    let lines = TextScan.dedentedLines(initializer.body)
    return zip(lines, depths(of: lines)).filter { isWork($0, depth: $1) }.map(\.0)
  }

  /// The brace depth each line starts at (a nested `self.x = y` is work: it runs only on one branch).
  private static func depths(of lines: [String]) -> [Int] {
    var depth = 0
    return lines.map { line in
      let start = depth
      for character in line {
        if character == "{" { depth += 1 }
        if character == "}" { depth -= 1 }
      }
      return min(start, depth)
    }
  }

  /// The initializer's body with every line that is not work blanked, so each work line keeps its place and the
  /// body still starts at `bodyLine` (TODO line numbers stay right).
  public static func workBody(of initializer: Method) -> String {
    let lines = (initializer.body ?? "").unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    return zip(lines, depths(of: lines)).map { line, depth in isWork(line, depth: depth) ? line : "" }
      .joined(separator: "\n")
  }

  private static func isWork(_ line: String, depth: Int) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if depth > 0 { return !trimmed.isEmpty }
    if trimmed.hasPrefix("super.init") || trimmed.hasPrefix("self.init") { return false }
    if trimmed.hasPrefix("self."), trimmed.contains("="), !trimmed.contains("("), !trimmed.contains("{") {
      return false
    }
    return !trimmed.isEmpty
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let initializer = context.viewModel.initializers.first(where: { !Self.work(in: $0).isEmpty }) else { return }
    let work = Self.work(in: initializer)
    let text = work.joined(separator: "\n")
    let asyncNames = Set(context.viewModel.methods.filter(\.isAsync).map(\.name))
    let isAsync =
      text.contains("Task {") || text.contains("Task(") || text.contains("await ")
      || asyncNames.contains { TextScan.callsFunction(text, named: $0) }
    let caseName = isAsync ? "task" : "onAppear"
    guard proposal.action(named: caseName) == nil else {
      proposal.flag(
        ProposalFlag(
          code: "lifecycle-name-taken",
          message: "`\(caseName)` is already an action; initializer work was not moved", line: initializer.line))
      return
    }
    proposal.addAction(ActionCase(name: caseName, kind: .lifecycle, method: "init"))
    var method = initializer
    method.name = "init"
    method.parameters = []
    method.body = Self.workBody(of: initializer)
    let conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
    let conversion = context.converter.convert(method, in: conversionContext)
    ProposalBuilder.fold(
      conversion, pattern: ".\(caseName)", method: "init", action: caseName, into: &proposal, line: initializer.line)
    proposal.flag(
      ProposalFlag(
        code: "init-work-moved",
        message: "work from `init` moved to `.\(caseName)`; the view must send it when it appears",
        line: initializer.line))
    proposal.appliedRules.append(name)
  }
}
