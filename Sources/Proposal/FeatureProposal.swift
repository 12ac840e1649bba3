import Analysis

/// The TCA feature proposed for one view model: State, Action, dependencies, reducer, tests and view edits.
public struct FeatureProposal: Sendable, Equatable, Codable {
  /// Feature (reducer) type name, e.g. `QuizFeature`.
  public var name: String
  /// The view model's qualified name.
  public var viewModel: String
  /// The view model's file, relative to the analyzed root.
  public var file: String
  /// 1-based line of the view model.
  public var line: Int
  /// Whether the reducer is `public` (and therefore also `Sendable`).
  public var isPublic: Bool
  /// Stored State fields, in declaration order.
  public var state: [StateField]
  /// Computed State properties moved from the view model.
  public var computed: [ComputedStateField]
  /// Query methods moved from the view model into State (or onto the reducer, `static`, when they read no State).
  public var stateMethods: [StateMethod]
  /// Top-level Action cases, in declaration order.
  public var actions: [ActionCase]
  /// Nested enums inside Action (`Alert`, `Delegate`, `View`).
  public var nestedEnums: [NestedActionEnum]
  /// Whether Action conforms to `BindableAction` (and the body starts with `BindingReducer()`).
  public var isBindable: Bool
  /// `@Dependency` properties of the reducer.
  public var dependencies: [DependencyUse]
  /// Client types (`GameClient`) this feature uses; their proposals are shared across features.
  public var clients: [String]
  /// Child features composed with `Scope`, `.ifLet` or `.forEach`.
  public var children: [ChildScope]
  /// Cases of the `@Reducer enum Path` for pushed children; empty for none.
  public var path: [ReducerEnumCase]
  /// Cases of the `@Reducer enum Destination` for presented children; empty for none.
  public var destination: [ReducerEnumCase]
  /// Reducer `case`s, in emission order.
  public var reducerCases: [ReducerCaseSpec]
  /// `CancelID` case names.
  public var cancelIDs: [String]
  /// Private helpers that did not become actions, kept for the person migrating.
  public var helpers: [HelperMethod]
  /// `didSet` observers translated into `.onChange(of:)` reducers; nil when none.
  public var observers: [StateObserver]?
  /// Helpers some caller could not inline, converted into private reducer methods (`play(&state)`).
  public var reducerHelpers: [ReducerHelper] = []
  /// Async helpers that can become reducer methods, found while the actions are converted; cleared once placed.
  public var asyncHelperCandidates: [AsyncHelperCandidate] = []
  /// Generated `@Test` functions.
  public var tests: [TestCaseProposal]
  /// How each owning view or view controller is rewritten.
  public var views: [ViewRewrite]
  /// How each method was converted.
  public var conversions: [ConversionRecord]
  /// Limitations and risks found while proposing.
  public var flags: [ProposalFlag]
  /// What the method converter could not translate.
  public var todos: [ConversionTodo]
  /// Names of the rules that changed this proposal, in order.
  public var appliedRules: [String]
  /// Nested types and static members carried over from the view model, each as its source lines.
  public var carried: [[String]] = []
  /// The carried names, old name → name in the feature (a nested `State` becomes `FeedState`).
  public var carriedNames: [String: String] = [:]
  /// Methods whose cases dismiss the feature where the view dismissed on their `true`; nil when none.
  public var dismissingMethods: [String]?
  /// File-level extensions of the view model's file constrained to its carried types, rewritten; nil when none.
  public var fileExtensions: [[String]]?
  /// Carried types that State needs `Equatable` for, declared with `extension Feature.Name: Equatable {}`.
  public var equatableExtensions: [String] = []
  /// Hand-written `Equatable` extensions for app types State holds, each as its lines.
  public var modelConformances: [[String]] = []
  /// State's explicit initializer when the view model derived fields from its arguments; nil for the memberwise one.
  public var stateInitializer: StateInitializer?
  /// Whether State also conforms to `Identifiable` (it is held in a parent's `IdentifiedArrayOf`).
  public var isIdentifiable = false
  /// The generic parameter clause of a generic view model, kept on the reducer (`<Item: Equatable>`).
  public var genericParameters: String?
  /// The generic view model's `where` requirements, without the keyword.
  public var whereClause: String?
  /// Generic arguments the codebase instantiates a generic feature with (`<Country>`), used by its tests.
  public var typeArguments: String?

  /// Imports of the view model's files the feature and its tests keep (`Models`, `os`); nil when there are none.
  public var imports: [String]?
  /// The `#if` condition the view model sits under, which the feature and its tests repeat; nil when none.
  public var condition: String?
  /// Services the views call through the view model (`viewModel.router.back()`): dependency property → method name
  /// → the action the view sends instead; nil when there are none.
  public var viewServiceCalls: [String: [String: String]]?
  /// Callback closures the views call (`viewModel.onTap?()`), each sending the action of its name instead; nil when
  /// there are none.
  public var viewCallbacks: Set<String>?

  /// The feature's type as tests and parents write it: generic arguments included.
  public var concreteName: String { name + (typeArguments ?? "") }

  /// Creates an empty proposal for `viewModel`.
  public init(viewModel: ViewModel) {
    self.name = viewModel.baseName
    self.viewModel = viewModel.name
    self.file = viewModel.file
    self.line = viewModel.line
    self.isPublic = false
    self.imports = viewModel.imports
    self.condition = viewModel.condition
    self.state = []
    self.computed = []
    self.stateMethods = []
    self.actions = []
    self.nestedEnums = []
    self.isBindable = false
    self.dependencies = []
    self.clients = []
    self.children = []
    self.path = []
    self.destination = []
    self.reducerCases = []
    self.cancelIDs = []
    self.helpers = []
    self.tests = []
    self.views = []
    self.conversions = []
    self.flags = []
    self.todos = []
    self.appliedRules = []
  }

  /// The State field named `name`, if any.
  public func field(named name: String) -> StateField? { state.first { $0.name == name } }

  /// The Action case named `name`, if any.
  public func action(named name: String) -> ActionCase? { actions.first { $0.name == name } }

  /// The nested Action enum named `name`, if any.
  public func nestedEnum(named name: String) -> NestedActionEnum? { nestedEnums.first { $0.name == name } }

  /// Adds `action` unless a case with that name exists.
  public mutating func addAction(_ action: ActionCase) {
    if self.action(named: action.name) == nil { actions.append(action) }
  }

  /// Adds `dependency` unless a dependency with that property exists.
  public mutating func addDependency(_ dependency: DependencyUse) {
    if !dependencies.contains(where: { $0.property == dependency.property }) { dependencies.append(dependency) }
  }

  /// Declares `client` as the reducer's `@Dependency` and one of its clients, once.
  public mutating func use(_ client: ClientProposal) {
    addDependency(DependencyUse(property: client.property, key: "\(client.name).self"))
    if !clients.contains(client.name) { clients.append(client.name) }
  }

  /// Adds `flag` unless an identical one exists.
  public mutating func flag(_ flag: ProposalFlag) {
    if !flags.contains(flag) { flags.append(flag) }
  }

  /// Adds a case to the nested enum `name`, creating the enum when missing.
  public mutating func addNestedCase(_ item: ActionCase, to name: String, conformances: [String] = ["Equatable"]) {
    let index: Int
    if let existing = nestedEnums.firstIndex(where: { $0.name == name }) {
      index = existing
      if !nestedEnums[index].cases.contains(where: { $0.name == item.name }) { nestedEnums[index].cases.append(item) }
    } else {
      index = nestedEnums.count
      nestedEnums.append(NestedActionEnum(name: name, cases: [item], conformances: conformances))
    }
    // A tuple, closure or existential payload (`profileDidEdit((UserProfile?, UIImage?))`) cannot be compared, and
    // actions need not be.
    if item.payload.contains(where: { Self.cannotBeEquatable($0.type) }) {
      nestedEnums[index].conformances.removeAll { $0 == "Equatable" }
    }
  }

  /// Whether a payload type is one Swift cannot make `Equatable`: a tuple, a function or an existential.
  static func cannotBeEquatable(_ type: String) -> Bool {
    let text = TypeText.unwrapped(type)
    if TextScan.containsBytes(text, "->") || text.hasPrefix("any ") || TextScan.containsBytes(text, "<any ")
      || text == "Error"
    {
      return true
    }
    return text.hasPrefix("(") && TypeText.tupleElementTypes(text).count > 1
  }
}
