import Analysis

/// How an owning SwiftUI view or UIKit controller moves from its view model to a `Store`.
public struct ViewRewrite: Sendable, Equatable, Codable {
  /// Owner type name.
  public var owner: String
  /// Owner's file, relative to the analyzed root.
  public var file: String
  /// View, view controller or other.
  public var kind: Owner.Kind
  /// The property that held the view model.
  public var property: String
  /// 1-based line of that property.
  public var propertyLine: Int
  /// The feature type, e.g. `QuizFeature`.
  public var feature: String
  /// The view model type it replaces, e.g. `QuizViewModel` or `CountriesList.ViewModel`.
  public var viewModel: String
  /// Whether the store is `@Bindable var` (the view binds) rather than `let`.
  public var bindable: Bool
  /// View-model method name → action case name, for `viewModel.f(a)` → `store.send(.case(a))`.
  public var actions: [String: String]
  /// Actions the owner must send when it appears (work moved out of the view model's `init`).
  public var appearActions: [String]
  /// Child view-model property → how its store is scoped (`store.scope(state: \.x, action: \.x)`).
  public var scopes: [String: ChildScope.Kind]
  /// The Bool flag that presented an alert (`$viewModel.showError`), replaced by `.alert($store.scope(…))`.
  public var alertFlag: String?
  /// The `state:`/`action:` arguments scoping to the alert, e.g. `state: \.alert, action: \.alert`.
  public var alertScope: String
  /// The store property's name: `store`, or `settingsStore` when the owner holds several view models.
  public var storeName: String
  /// Members readable on the store (State fields and computed properties); others stay on the view model with a TODO.
  public var members: Set<String>
  /// State fields that were `CurrentValueSubject`s: `viewModel.x.value` → `store.x`; other uses are flagged.
  public var subjects: Set<String>
  /// Query methods that moved into State: `viewModel.q(x)` → `store.state.q(x)`.
  public var queries: Set<String>
  /// Query methods that became static functions of the reducer: `viewModel.q(x)` → `Feature.q(x)`.
  public var staticQueries: Set<String> = []
  /// Nested types and static members carried into the feature, old name → name in the feature:
  /// `ViewModel.SortOrder` → `Feature.SortOrder`.
  public var carried: [String: String] = [:]
  /// Factory methods the owner called to get a child view model → what to do instead (for the TODO at the call).
  public var factories: [String: String] = [:]
  /// Input subjects the view poked → the action it sends instead (`viewModel.reloadRequests.send()` →
  /// `store.send(.reloadRequested)`); nil when there are none.
  public var inputSubjects: [String: String]?
  /// Whether the owner read the view model from the environment (`@EnvironmentObject`, `@Environment(Model.self)`):
  /// its store is handed down the view tree instead; nil when it did not.
  public var environment: Bool?
  /// Delegate properties whose calls became `.delegate(…)` actions (`viewModel.delegate = self` has no store form);
  /// nil when there are none.
  public var delegates: Set<String>?
  /// Methods that returned a value and became actions → the type they returned (`store.send` returns none, so a
  /// call whose value the view used gets a TODO); nil when there are none.
  public var valueReturning: [String: String]?
  /// Methods whose `if await model.f() { dismiss() }` becomes `store.send(.f)`: the case dismisses itself; nil when
  /// there are none.
  public var dismissing: Set<String>?
  /// Action cases whose every associated value has a default: sent with `()` when the call passed none (the bare
  /// case name would be its constructor); nil when there are none.
  public var defaultedCases: Set<String>?
  /// Action cases with associated values → their labels (`""` for none): a method passed unapplied
  /// (`.onDelete(perform: viewModel.remove)`) forwards its arguments, `{ store.send(.remove(at: $0)) }`; nil when no
  /// case has values.
  public var caseLabels: [String: [String]]?
  /// Child features scoped as `Scope` (property) → their view models' methods → the child's action cases:
  /// `viewModel.child.record(q)` → `store.send(.child(.record(q)))`; nil when there are none.
  public var childActions: [String: [String: String]]?
  /// Child features scoped as `Scope` (property) → what their State keeps of the child view model (its observed,
  /// computed and stored properties, children and methods other than factories): a read of anything else through the
  /// child (`viewModel.library.detailViewModel(for:)`, a name the child does not declare) gets a TODO; nil when there
  /// are none.
  public var childMembers: [String: Set<String>]?
  /// View-model properties whose enum of child view models became `destination` (`route`) → the destination cases
  /// holding a child feature: `vm.route` reads become `store.destination`, and a presentation of one case becomes
  /// `item: $store.scope(state: \.destination?.c, action: \.destination.c)`; nil when there are none.
  public var routes: [String: Set<String>]?
  /// Every case of `Destination` when `routes` is set, those of plain data and alerts included: a switch over the
  /// route that presents them all stays one presentation; nil otherwise.
  public var destinationCases: Set<String>?
  /// Services called through the view model's property → method name → the action sent instead
  /// (`viewModel.router.back()` → `store.send(.routerBack)`); nil when there are none.
  public var serviceCalls: [String: [String: String]]?
  /// Callback closures of the view model, each sending the action of its name instead (`viewModel.onTap?()` →
  /// `store.send(.onTap)`); nil when there are none.
  public var callbacks: Set<String>?
  /// Whether the owner built its view model itself under `@StateObject`/`@State` and keeps its store in `@State`,
  /// built in the same place, so calls building the owner do not change; nil until read from the owner's source.
  public var keepsStore: Bool?
  /// State fields that keep the message of the view model's `Error` (`viewModel.error?.localizedDescription` →
  /// `store.error`); nil when there are none.
  public var errorMessages: Set<String>?
  /// The `Path` case of each path element's view model type, when `path` became `StackState` (`TripModel` →
  /// `trip`); nil otherwise.
  public var pathCases: [String: String]?
  /// Whether the feature keeps generic parameters; when not (a model generic only over its scheduler), a view's
  /// arguments to the model (`SearchViewModel<RunLoop>`) are dropped with it.
  public var genericFeature: Bool?
  /// Whether the owner holds a collection of the view model (`[Model]`): it holds a collection of stores under the
  /// same name, and its uses of the collection stay as written; nil when it holds one.
  public var holdsCollection: Bool?
  /// The names the view model dispatched its own `Action` through (`send`, `respond`): a call of one becomes the
  /// store's `send` with the same case; nil when it dispatches none.
  public var dispatchEntries: [String]?
  /// State fields that are `@Shared`: a view binds one through `Binding(store.$x)` (its setter is unavailable, so
  /// `$store.x` has no writable key path); nil when there are none.
  public var sharedFields: Set<String>?

  /// Creates a view rewrite.
  public init(
    owner: String, file: String, kind: Owner.Kind, property: String, propertyLine: Int, feature: String,
    viewModel: String, bindable: Bool, actions: [String: String], appearActions: [String] = [],
    scopes: [String: ChildScope.Kind] = [:], alertFlag: String? = nil,
    alertScope: String = "state: \\.alert, action: \\.alert", storeName: String = "store",
    members: Set<String> = [], subjects: Set<String> = [], queries: Set<String> = [],
    inputSubjects: [String: String]? = nil
  ) {
    self.owner = owner
    self.file = file
    self.kind = kind
    self.property = property
    self.propertyLine = propertyLine
    self.feature = feature
    self.viewModel = viewModel
    self.bindable = bindable
    self.actions = actions
    self.appearActions = appearActions
    self.scopes = scopes
    self.alertFlag = alertFlag
    self.alertScope = alertScope
    self.storeName = storeName
    self.members = members
    self.subjects = subjects
    self.queries = queries
    self.inputSubjects = inputSubjects
  }

  /// The store property declaration replacing the view model's.
  public var storeDeclaration: String {
    switch kind {
    case .viewController: "let \(storeName): StoreOf<\(feature)>"
    case .view, .other:
      bindable ? "@Bindable var \(storeName): StoreOf<\(feature)>" : "let \(storeName): StoreOf<\(feature)>"
    }
  }
}
