import Analysis

/// A UIKit controller's Combine subscription to a view-model field becomes an `observe { }` block reading the store.
public struct ObserveSubscriptionRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "uikit-observe" }
  public var guide: String { "ViewsToStore.md" }
  public var decidesConversion: Bool { false }
  public var summary: String {
    "In a view controller, `viewModel.$x.sink { [weak self] x in … }.store(in: &cancellables)` (and `.assign(to: \\.k, on: view)`, a CurrentValueSubject that became State, or `.combineLatest(viewModel.$y)`) becomes `observe { [weak self] in … }` reading `store.x`: it runs at once and again when a value it read changes. `map`, `filter` and `compactMap` closures of one expression are applied to the value read; `receive(on:)` and `removeDuplicates()` are dropped, since `observe` runs on the main actor only for changes. Other operators (`debounce`, `dropFirst`, `flatMap`, …), subscriptions to events that are not State (a `PassthroughSubject`), and multi-line operator closures stay Combine code, flagged."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class ScoreViewModel: ObservableObject {
            @Published var score = 0
            @Published var isSaving = false
          }
          final class ScoreViewController: UIViewController {
            private let viewModel: ScoreViewModel
            private var cancellables: Set<AnyCancellable> = []
            override func viewDidLoad() {
              super.viewDidLoad()
              viewModel.$score
                .receive(on: DispatchQueue.main)
                .sink { [weak self] score in
                  self?.label.text = "\\(score)"
                }
                .store(in: &cancellables)
              viewModel.$isSaving
                .map { !$0 }
                .assign(to: \\.isEnabled, on: saveButton)
                .store(in: &cancellables)
            }
          }
          """,
        after: """
          final class ScoreViewController: UIViewController {
            let store: StoreOf<ScoreFeature>
            private var cancellables: Set<AnyCancellable> = []
            override func viewDidLoad() {
              super.viewDidLoad()
              observe { [weak self] in
                guard let store = self?.store else { return }
                let score = store.score
                self?.label.text = "\\(score)"
              }
              observe { [weak self] in
                guard let self else { return }
                saveButton.isEnabled = !store.isSaving
              }
            }
          }
          """,
        note:
          "Each subscription becomes its own `observe { }`, so a change re-runs only the code that read it. A sink that captured `[weak self]` keeps its body as written, reading `self?.`; the block unwraps the store first."
      ),
      RuleExample(
        before: """
          final class InboxViewModel: ObservableObject {
            @Published var errorMessage: String?
            @Published var showsBanner = false
          }
          final class InboxViewController: UIViewController {
            private let viewModel: InboxViewModel
            private var cancellables: Set<AnyCancellable> = []
            override func viewDidLoad() {
              super.viewDidLoad()
              viewModel.$errorMessage
                .compactMap { $0 }
                .sink { [weak self] message in self?.showError(message) }
                .store(in: &cancellables)
              viewModel.$showsBanner
                .filter { $0 }
                .sink { [weak self] _ in self?.presentBanner() }
                .store(in: &cancellables)
            }
          }
          """,
        after: """
          final class InboxViewController: UIViewController {
            let store: StoreOf<InboxFeature>
            private var cancellables: Set<AnyCancellable> = []
            override func viewDidLoad() {
              super.viewDidLoad()
              observe { [weak self] in
                guard let store = self?.store else { return }
                guard let message = store.errorMessage else { return }
                self?.showError(message)
              }
              observe { [weak self] in
                guard let store = self?.store else { return }
                guard store.showsBanner else { return }
                self?.presentBanner()
              }
            }
          }
          """,
        note:
          "`filter` and `compactMap` become a `guard` before the body. The block runs again only when the field changes, where the publisher sent every assignment, equal or not."
      ),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let readable = Set(proposal.state.map(\.name) + proposal.computed.map(\.name))
    for owner in context.owners where owner.kind == .viewController {
      let subscriptions = owner.uses.filter { $0.context == "observe" || $0.context == "publisher" }
      let observed = subscriptions.filter { $0.context == "observe" && readable.contains($0.member) }
      if !observed.isEmpty, !proposal.appliedRules.contains(name) { proposal.appliedRules.append(name) }
      // Nothing left to move by hand only when the controller subscribes and every subscription is observed.
      guard subscriptions.isEmpty || observed.count < subscriptions.count else { continue }
      proposal.flag(
        ProposalFlag(
          code: "uikit-observe",
          message: "`\(owner.name)` gets an `observe { }` block; move its view-model subscriptions into it",
          line: owner.propertyLine, file: owner.file))
    }
  }
}
