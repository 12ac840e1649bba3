import Analysis

/// A `didSet` (or `willSet`) on an observed property becomes an `.onChange(of:)` reducer that runs the translated body whenever
/// the field changes: on `BindingReducer()` when only bindings change it, otherwise on the whole reducer.
public struct PropertyObserverRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "property-observer" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "A `didSet` whose body translates to reducer code that sends nothing back (State work, fire-and-forget client calls) becomes `.onChange(of: \\.field) { oldValue, _ in Reduce { … } }`: on `BindingReducer()` when only the view's bindings change the field, on `CombineReducers { … }` when reducer cases change it too. A `willSet` body reads the old value as `oldValue`. A property with both, and bodies whose work answers with an action, stay flagged `property-observer`."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class SettingsViewModel: ObservableObject {
            @Published var theme: String = "system" {
              didSet { UserDefaults.standard.set(theme, forKey: "theme") }
            }
          }
          struct SettingsView: View {
            @StateObject var model = SettingsViewModel()
            var body: some View { TextField("Theme", text: $model.theme) }
          }
          """,
        after: """
          @Reducer
          struct SettingsFeature {
            @ObservableState
            struct State: Equatable {
              var theme: String = "system"
            }
            enum Action: BindableAction {
              case binding(BindingAction<State>)
            }
            var body: some ReducerOf<Self> {
              BindingReducer()
                .onChange(of: \\.theme) { _, _ in
                  Reduce { state, _ in
                    UserDefaults.standard.set(state.theme, forKey: "theme")
                    return .none
                  }
                }
              Reduce { state, action in
                switch action {
                case .binding:
                  return .none
                }
              }
            }
          }
          """,
        note:
          "The view binds `theme` (`$store.theme`); no reducer case sets it, so the observer sits on `BindingReducer()`.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class ProfileViewModel: ObservableObject {
            @Published var error: String? {
              didSet { showsError = error != nil }
            }
            @Published var showsError = false
            func fail() { error = "Offline" }
          }
          """,
        after: """
          var body: some ReducerOf<Self> {
            CombineReducers {
              Reduce { state, action in
                switch action {
                case .fail:
                  state.error = "Offline"
                  return .none
                }
              }
            }
            .onChange(of: \\.error) { _, _ in
              Reduce { state, _ in
                state.showsError = state.error != nil
                return .none
              }
            }
          }
          """,
        note: "A case sets `error`, so the observer wraps the whole reducer and sees that change too.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class ZoomViewModel: ObservableObject {
            @Published var scale = 1.0 {
              willSet { previousScale = scale }
            }
            @Published var previousScale = 1.0
          }
          """,
        after: """
          var body: some ReducerOf<Self> {
            CombineReducers {
              EmptyReducer()
            }
            .onChange(of: \\.scale) { oldValue, _ in
              Reduce { state, _ in
                state.previousScale = oldValue
                return .none
              }
            }
          }
          """,
        note: "In a `willSet` the property still held the old value; after the change it is the closure's `oldValue`.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class FilterViewModel: ObservableObject {
            @Published var query = "" {
              didSet { page = 1 }
            }
            @Published var page = 0 {
              didSet { isLoaded = false }
            }
            @Published var isLoaded = true
          }
          struct FilterView: View {
            @StateObject var model = FilterViewModel()
            var body: some View { TextField("Search", text: $model.query) }
          }
          """,
        after: """
          @Test
          func bindingQuery() async {
            let store = TestStore(initialState: FilterFeature.State()) {
              FilterFeature()
            }
            await store.send(\\.binding.query, "text") {
              $0.query = "text"
              $0.page = 1
              $0.isLoaded = false
            }
          }
          """,
        note:
          "A test runs the observers its action sets off, in the order the reducer chains them, each when its field"
          + " differs from the value before the action: `query` sets `page`, whose observer then runs too. An"
          + " observer's effect that only calls stubbed endpoints is awaited with `store.finish()`. Where the test's"
          + " evaluation cannot run an observer, or its effect sends actions, the test keeps a TODO and exhaustivity"
          + " off.",
        usesEffectRewriter: true),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    // Child view-model properties are not State fields; their observers belong to the child rules.
    let childProperties = Set(context.viewModel.childReferences.map(\.property))
    // A plain `var` with an observer became a State field as well (PublishedStateRule): its observer counts too.
    let plain = context.viewModel.constants.compactMap { stored -> StateProperty? in
      guard let blocks = stored.observerBlocks, !blocks.isEmpty, proposal.field(named: stored.name) != nil else {
        return nil
      }
      var property = StateProperty(
        name: stored.name, type: stored.type, line: stored.line, initialValue: stored.initialValue,
        observers: blocks.map(\.kind))
      property.observerBlocks = blocks
      return property
    }
    let observed = (context.viewModel.published + plain).filter {
      !$0.observers.isEmpty && !childProperties.contains($0.name)
    }
    guard !observed.isEmpty else { return }
    // Built once: the observers add dependencies, nothing a conversion context reads.
    let conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
    var observers: [StateObserver] = []
    for property in observed {
      let index = proposal.state.firstIndex { $0.name == property.name }
      guard let index, property.observers == ["didSet"] || property.observers == ["willSet"],
        let block = property.observerBlocks?.first, let type = property.type,
        let conversion = translated(
          block, of: property, type: type, in: conversionContext, converter: context.converter)
      else {
        Self.flagUntranslated(property, stateIndex: index, in: &proposal)
        continue
      }
      let body = conversion.body
      if let conflict = Self.caseChangingAlongside(property.name, observerBody: body, in: proposal) {
        proposal.state[index].note = Self.note(for: property)
        proposal.flag(
          ProposalFlag(
            code: "property-observer",
            message:
              "`\(property.name)` has `\(block.kind)`; `.\(conflict)` sets it and changes what the observer reads or writes, and `.onChange(of:)` runs after the whole action, not at the assignment; move the observer's work into that case by hand",
            line: property.line))
        continue
      }
      for dependency in conversion.dependencies { proposal.addDependency(dependency) }
      // A body with nothing left to do (`didSet { bind() }` once `bind()` is gone) needs no observer.
      guard !body.allSatisfy({ Self.isInert($0) }) else { continue }
      observers.append(
        StateObserver(
          property: property.name, oldValueName: block.oldValueName, body: body, newValueName: block.newValueName))
    }
    guard !observers.isEmpty else { return }
    proposal.observers = (proposal.observers ?? []) + observers
    proposal.appliedRules.append(name)
  }

  /// The translation of `block`, when it is full and sends nothing back: State work and fire-and-forget effects
  /// (`.run { _ in analyticsClient.track(…) }`), no response, cancellation or derived State, so a test that changes
  /// the field only needs the observer's stubs.
  private func translated(
    _ block: PropertyObserver, of property: StateProperty, type: String, in context: ConversionContext,
    converter: any MethodConverting
  ) -> MethodConversion? {
    // The closure's parameters; a `willSet` body is read after the change.
    let parameters = [block.oldValueName, block.newValueName].compactMap { name in
      name.map { Parameter(label: nil, name: $0, type: type) }
    }
    let method = Method(
      name: property.name + (block.kind == "willSet" ? "WillSet" : "DidSet"), line: property.line,
      parameters: parameters, body: block.bodyAfterChange ?? block.body, bodyLine: block.bodyLine)
    let conversion = converter.convert(method, in: context)
    guard conversion.status == .full, conversion.todos.isEmpty, conversion.extraActions.isEmpty,
      conversion.extraCases.isEmpty, conversion.cancelIDs.isEmpty, conversion.derivedState.isEmpty,
      !conversion.body.contains(where: { TextScan.containsBytes($0, "TODO(") || TextScan.containsBytes($0, "send(") })
    else { return nil }
    return conversion
  }

  /// The first reducer case that sets `field` and also changes a field the observer touches: `didSet` ran at the
  /// assignment, `.onChange` runs after the case, so the two orders could end in different State.
  static func caseChangingAlongside(_ field: String, observerBody: [String], in proposal: FeatureProposal) -> String? {
    let touched = touchedFields(in: observerBody)
    let queries = Set(proposal.stateMethods.map(\.name) + proposal.computed.map(\.name))
    // A State method or computed property may read any field.
    let touchesAny = !touched.isDisjoint(with: queries)
    for spec in proposal.reducerCases {
      var written = ExpectedChanges.mutatedFields(in: spec.body)
      guard written.remove(field) != nil else { continue }
      if touchesAny ? !written.isEmpty : !written.isDisjoint(with: touched) {
        return ReducerCasePattern.actionName(of: spec.pattern) ?? spec.pattern
      }
    }
    return nil
  }

  /// The names after each `state.` in `lines`.
  static func touchedFields(in lines: [String]) -> Set<String> {
    var fields: Set<String> = []
    for line in lines {
      let tokens = TokenText(line)
      var index = 0
      while let match = tokens.firstMatch(["state", "."], from: index) {
        if match + 2 < tokens.count, tokens.kind(match + 2) == .identifier { fields.insert(tokens.text(match + 2)) }
        index = match + 2
      }
    }
    return fields
  }

  /// The State field's note for an observer left to the person migrating.
  private static func note(for property: StateProperty) -> String {
    "TODO(tca-migrate): `\(property.observers.joined(separator: "`/`"))` observer; use `.onChange(of: \\.\(property.name))`"
  }

  /// An observer this rule does not translate: a note on its State field and a flag.
  private static func flagUntranslated(_ property: StateProperty, stateIndex: Int?, in proposal: inout FeatureProposal)
  {
    // A note another rule set (an `Error` field's) stays; it was set after this one before.
    if let stateIndex, proposal.state[stateIndex].note == nil { proposal.state[stateIndex].note = note(for: property) }
    proposal.flag(
      ProposalFlag(
        code: "property-observer",
        message:
          "`\(property.name)` has `\(property.observers.joined(separator: "`, `"))`; move it to `BindingReducer().onChange(of:)` or the reducer",
        line: property.line))
  }

  private static func isInert(_ line: String) -> Bool {
    let text = String(LineText.trimmed(line))
    return text.isEmpty || text.hasPrefix("//") || text == "return .none" || text == "return"
  }
}
