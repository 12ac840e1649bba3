import Analysis

/// A method that builds a child view model for the view (`makeDetailViewModel()`, `detail.send(child)`) becomes an
/// action that puts the child's State in the parent: `@Presents` when a SwiftUI view shows it, `Path` when pushed.
public struct ChildFactoryRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "child-factories" }
  public var guide: String { "Navigation.md" }
  public var summary: String {
    "A factory method the view calls to get a child view model (`makeOnboardingViewModel()`, or one that sends the child on a `PassthroughSubject`) becomes an action that sets the child's State: `@Presents` + `.ifLet` when a SwiftUI view shows it, a `Path` case appended to `state.path` when a view controller or a navigation destination pushes it. The callback handed to the child becomes the parent's case for the child's delegate action. A computed property that builds the child (`var emailsViewModel: EmailsViewModel { EmailsViewModel(…) }`) is such a factory, read instead of called. A factory with branches, several children, a cached or stored child, or `async` work stays a helper under a TODO."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class OnboardingViewModel: ObservableObject {
            @Published var name: String
            let onFinish: (String) -> Void
            init(name: String, onFinish: @escaping (String) -> Void) {
              self.name = name
              self.onFinish = onFinish
            }
          }
          final class SettingsViewModel: ObservableObject {
            @Published var displayName = ""
            func completeOnboarding(name: String) {
              displayName = name
            }
            func makeOnboardingViewModel() -> OnboardingViewModel {
              OnboardingViewModel(name: displayName) { [weak self] name in
                self?.completeOnboarding(name: name)
              }
            }
          }
          struct RootView: View {
            @StateObject var settings = SettingsViewModel()
            var body: some View {
              OnboardingView(viewModel: settings.makeOnboardingViewModel())
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var displayName = ""
            @Presents var onboarding: OnboardingFeature.State?
          }
          enum Action {
            case onboarding(PresentationAction<OnboardingFeature.Action>)
            case showOnboarding
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .showOnboarding:
                state.onboarding = OnboardingFeature.State(name: state.displayName)
                return .none
              case .onboarding:
                return .none
              }
            }
            .ifLet(\\.$onboarding, action: \\.onboarding) {
              OnboardingFeature()
            }
          }
          """,
        note:
          "A SwiftUI view shows the child: it is presented. The callback becomes the parent's `case let .onboarding(.presented(.delegate(.onFinish(name))))` running `completeOnboarding`'s statements.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class EmailsViewModel: ObservableObject {
            @Published var emails: String
            private let onCompletion: (String) -> Void
            init(emails: String, onCompletion: @escaping (String) -> Void) {
              self.emails = emails
              self.onCompletion = onCompletion
            }
            func save() { onCompletion(emails) }
          }
          final class RestrictionsViewModel: ObservableObject {
            @Published var allowedEmails = ""
            var emailsViewModel: EmailsViewModel {
              EmailsViewModel(emails: allowedEmails) { [weak self] updated in
                self?.allowedEmails = updated
              }
            }
          }
          struct RestrictionsView: View {
            @StateObject var viewModel = RestrictionsViewModel()
            var body: some View {
              EmailsView(viewModel: viewModel.emailsViewModel)
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var allowedEmails = ""
            @Presents var emails: EmailsFeature.State?
          }
          enum Action {
            case emails(PresentationAction<EmailsFeature.Action>)
            case showEmails
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .showEmails:
                state.emails = EmailsFeature.State(emails: state.allowedEmails)
                return .none
              case let .emails(.presented(.delegate(.onCompletion(updated)))):
                state.allowedEmails = updated
                return .none
              case .emails:
                return .none
              }
            }
            .ifLet(\\.$emails, action: \\.emails) {
              EmailsFeature()
            }
          }
          """,
        note:
          "A computed property that builds the child is a factory the view reads: the same action, and the callback handled as the child's delegate action.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class SelectorViewModel: ObservableObject {
            @Published var selected: [Int]
            private let onCompleted: ([Int]) -> Void
            init(selected: [Int], onCompleted: @escaping ([Int]) -> Void) {
              self.selected = selected
              self.onCompleted = onCompleted
            }
            func done() { onCompleted(selected) }
          }
          final class RestrictionsViewModel: ObservableObject {
            @Published var excludedIDs: [Int] = []
            lazy var selectorViewModel = {
              SelectorViewModel(selected: excludedIDs) { [weak self] ids in
                self?.excludedIDs = ids
              }
            }()
          }
          struct RestrictionsView: View {
            @StateObject var viewModel = RestrictionsViewModel()
            var body: some View {
              SelectorView(viewModel: viewModel.selectorViewModel)
            }
          }
          """,
        after: """
          // TODO(tca-migrate): lazy `selectorViewModel` kept one child for the view model's life; `.showSelector` builds its State anew each time, so carry over what the child must keep (Example.swift:12)
          @Reducer
          struct RestrictionsFeature {
            @ObservableState
            struct State: Equatable {
              var excludedIDs: [Int] = []
              @Presents var selector: SelectorFeature.State?
            }
            enum Action {
              case selector(PresentationAction<SelectorFeature.Action>)
              case showSelector
            }
            var body: some ReducerOf<Self> {
              Reduce { state, action in
                switch action {
                case .showSelector:
                  state.selector = SelectorFeature.State(selected: state.excludedIDs)
                  return .none
                case let .selector(.presented(.delegate(.onCompleted(ids)))):
                  state.excludedIDs = ids
                  return .none
                case .selector:
                  return .none
                }
              }
              .ifLet(\\.$selector, action: \\.selector) {
                SelectorFeature()
              }
            }
          }
          """,
        note:
          "A lazy property whose initial value is a called closure building the child is a factory too; the child it kept for the view model's life is built anew by each `.showSelector`, which the feature says.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          import Combine
          final class DetailViewModel: ObservableObject {
            let item: String
            init(item: String) { self.item = item }
          }
          final class ListViewModel: ObservableObject {
            @Published var items: [String] = []
            let showDetail = PassthroughSubject<DetailViewModel, Never>()
            func select(at index: Int) {
              showDetail.send(DetailViewModel(item: items[index]))
            }
          }
          final class ListViewController: UIViewController {
            let viewModel = ListViewModel()
            override func viewDidLoad() {
              viewModel.showDetail.sink { [weak self] detail in
                self?.navigationController?.pushViewController(DetailViewController(viewModel: detail), animated: true)
              }
            }
          }
          """,
        after: """
          @Reducer
          enum Path {
            case detail(DetailFeature)
          }
          @ObservableState
          struct State: Equatable {
            var items: [String] = []
            var path = StackState<Path.State>()
          }
          enum Action {
            case path(StackActionOf<Path>)
            case select(at: Int)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case let .select(index):
                state.path.append(.detail(DetailFeature.State(item: state.items[index])))
                return .none
              case .path:
                return .none
              }
            }
            .forEach(\\.path, action: \\.path)
          }
          """,
        note: "A view controller pushes the child it receives on a subject: the subject goes, the child is pushed.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class DetailViewModel: ObservableObject {
            let id: Int
            init(id: Int) { self.id = id }
          }
          final class ListViewModel: ObservableObject {
            private var cache: [Int: DetailViewModel] = [:]
            func detailViewModel(for id: Int) -> DetailViewModel {
              if let cached = cache[id] { return cached }
              let model = DetailViewModel(id: id)
              cache[id] = model
              return model
            }
          }
          struct ListView: View {
            @StateObject var viewModel = ListViewModel()
            var body: some View {
              DetailView(viewModel: viewModel.detailViewModel(for: 1))
            }
          }
          """,
        after: """
          // TODO(tca-migrate): `detailViewModel` (line 7) did not become an action: creates a child view model; build its child State instead (e.g. `state.path.append(…)`).
          // Original body:
          // if let cached = cache[id] { return cached }
          // let model = DetailViewModel(id: id)
          // cache[id] = model
          // return model
          """, note: "Refused: a factory that caches or stores its child keeps its identity; it stays a TODO."),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let factories = context.childFactories
    guard !factories.isEmpty else { return }
    let original = context.lookup.viewModel(named: context.viewModel.name)
    for factory in factories {
      if let lazy = original?.childReferences.first(where: { $0.property == factory.method }),
        PropertyChildFactories.lazyBody(lazy) != nil
      {
        proposal.flag(
          ProposalFlag(
            code: "lazy-child-rebuilt",
            message:
              "lazy `\(factory.method)` kept one child for the view model's life; `.\(factory.action)` builds its State"
              + " anew each time, so carry over what the child must keep",
            line: lazy.line))
      }
      switch factory.placement {
      case .presented:
        let pushedElsewhere = context.viewModel.childReferences.contains { reference in
          reference.type == factory.viewModel && reference.cardinality == .created
            && !factories.contains { $0.method == reference.property && $0.placement == .presented }
        }
        if !pushedElsewhere { proposal.path.removeAll { $0.feature == factory.feature } }
        guard proposal.field(named: factory.property) == nil else { continue }
        proposal.state.append(
          StateField(name: factory.property, type: "\(factory.feature).State?", wrapper: .presents))
        proposal.addAction(
          ActionCase(
            name: factory.property, payload: [PayloadItem(type: "PresentationAction<\(factory.feature).Action>")],
            kind: .child))
        proposal.children.append(
          ChildScope(
            property: factory.property, feature: factory.feature, viewModel: factory.viewModel, kind: .presented))
      case .stack:
        if !proposal.path.contains(where: { $0.feature == factory.feature }) {
          proposal.path.append(ReducerEnumCase(name: factory.property, feature: factory.feature))
        }
      }
    }
    if proposal.path.isEmpty {
      proposal.state.removeAll { $0.name == "path" && $0.defaultValue == "StackState<Path.State>()" }
      proposal.actions.removeAll { $0.name == "path" && $0.kind == .child }
    }
    proposal.appliedRules.append(name)
  }
}
