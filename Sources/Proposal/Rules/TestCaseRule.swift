import Analysis
import Foundation

/// Each action and binding gets a Swift Testing `@Test` driving a `TestStore`, asserting the state changes it knows.
public struct TestCaseRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "generated-tests" }
  public var guide: String { "Testing.md" }
  public var decidesConversion: Bool { false }
  public var summary: String {
    "A `…FeatureTests` suite gets one `@Test` per action (and per bound field) using `TestStore` and `withDependencies`, asserting the state mutations the translated case makes before its first branch, or, where those do not tell, what the case leaves when run on the test's initial State; the actions an effect sends are received in order, each with what its case changes, where that is sure, and effects it cannot follow turn exhaustivity off, with a note."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class CounterViewModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
          }
          """,
        after: """
          @MainActor
          struct CounterFeatureTests {
            @Test
            func increment() async {
              let store = TestStore(initialState: CounterFeature.State()) {
                CounterFeature()
              }
              await store.send(.increment) {
                $0.count += 1
              }
            }
          }
          """, usesEffectRewriter: true),
      RuleExample(
        before: """
          final class StayViewModel: ObservableObject {
            @Published var nights = 0
            @Published var draftName = ""
            @Published var guests: [String] = []
            func removeNight() { nights = max(1, nights - 1) }
            func addGuest() {
              let name = draftName.trimmingCharacters(in: .whitespaces)
              guard !name.isEmpty else { return }
              guests.append(name)
              draftName = ""
            }
          }
          """,
        after: """
          @Test
          func removeNight() async {
            let store = TestStore(initialState: StayFeature.State()) {
              StayFeature()
            }
            await store.send(.removeNight) {
              $0.nights = 1
            }
          }

          @Test
          func addGuest() async {
            let store = TestStore(initialState: StayFeature.State()) {
              StayFeature()
            }
            await store.send(.addGuest)
          }
          """,
        note:
          "The case is run on the test's initial State: `max(1, 0 - 1)` is 1, and with an empty draft the guard"
          + " returns before anything changes, so both tests stay exhaustive. The evaluation knows literals, `nil`,"
          + " empty collections, memberwise structs of literals, the codebase's enum cases, State's computed"
          + " properties and the sent payload's sample (a struct built from literals is asserted whole, by its"
          + " sample's text), a child feature's `State(…)` whose view model starts from literals and only stores"
          + " its init parameters, and a destination case holding one or an alert; `let`/`var`, `guard`, `if`/`else`, `if let`, `switch` over"
          + " a known value, `for` over an empty collection, `!`, `&&`, `||`, comparisons, integer arithmetic,"
          + " `??`, the ternary, `max`/`min`, `.isEmpty`, `.count` and `trimmingCharacters(in:)`; a call State"
          + " cannot see (a type's member such as `Analytics.track(.x)` or `UserDefaults.standard.set(…)`, or"
          + " `print`), given nothing `inout` and no closure, is run past. Anything else"
          + " (a client or dependency call, a date, an unknown method, a subscript, an element appended, a non-empty"
          + " collection, a struct with an initializer of its own, any other child feature's State, `@Shared` state, `Float`,"
          + " a string with escapes, two integer literals divided, a labeled `do` of an inlined helper, `if case`)"
          + " leaves the test as before: the leading changes, a TODO and exhaustivity off. A case that returns an"
          + " effect built only from effect factories and action cases (`.run { … }`, `.send(.delegate(…))`,"
          + " `.merge(effects)`) gives its synchronous changes; where the next example cannot follow the effect,"
          + " exhaustivity stays off for it, and its actions are asserted as before.",
        usesEffectRewriter: true),
      RuleExample(
        before: """
          final class NoteViewModel: ObservableObject {
            @Published var isSaving = false
            @Published var isConfirmingDelete = false
            var onDelete: () -> Void = {}
            func save() async {
              isSaving = true
              defer { isSaving = false }
              try? await Task.sleep(for: .milliseconds(300))
            }
            func deleteConfirmed() {
              isConfirmingDelete = false
              onDelete()
            }
          }
          """,
        after: """
          @Test
          func save() async {
            let store = TestStore(initialState: NoteFeature.State()) {
              NoteFeature()
            } withDependencies: {
              $0.continuousClock = ImmediateClock()
            }
            await store.send(.save) {
              $0.isSaving = true
            }
            await store.receive(\\.saveResponse) {
              $0.isSaving = false
            }
            await store.finish()
          }

          @Test
          func deleteConfirmed() async {
            let store = TestStore(initialState: NoteFeature.State()) {
              NoteFeature()
            }
            await store.send(.deleteConfirmed)
            await store.receive(\\.delegate.onDelete)
          }
          """,
        note:
          "An effect the test can follow is followed: `.send(.x)`, a `.run { send in … }` that only sleeps on the"
          + " stubbed `ImmediateClock`, checks for cancellation, calls stubbed endpoints and sends, the"
          + " `Result { try await client.endpoint(…) }` a response carries (the stub's value), and a `.merge` of"
          + " those (or of the `effects` a case appended them to) with at most one `.run` that sends. Each action"
          + " it sends is received by its case path"
          + " (`\\.delegate.onDelete`, `\\.loadResponse.success`) with what its case changes, run on the State"
          + " the test has reached, and the test stays exhaustive, ending with `store.finish()` when a `.run` was"
          + " started. Anything else keeps the TODO and exhaustivity off: a child feature's or a binding action,"
          + " an action sent before another whose case starts an effect, two `.run`s that send, `.cancel(id:)`,"
          + " a completion-handler call, a loop (one that only observes a notification or a timer is started and"
          + " cancelled, a timer's clock advanced once), an observer the evaluation cannot run, or a case the"
          + " evaluation does not know.",
        usesEffectRewriter: true),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    if let parameters = proposal.genericParameters, proposal.typeArguments == nil {
      proposal.flag(
        ProposalFlag(
          code: "no-test",
          message: "no tests: `\(proposal.name)` is generic (`\(parameters)`) and no feature instantiates it"))
      return
    }
    let samples = context.samples
    let initialState = Self.initialState(
      for: proposal, samples: samples, context: context.viewModel.name, flagging: &proposal)
    let exitCheck = EarlyExitCheck(proposal: proposal)
    var names: Set<String> = []
    // Looked up once, not per action: the cases handling each action, and the State field names.
    let reached = ReachedActions(proposal)
    let stateNames = Set(proposal.state.map(\.name))
    let responses = ResponseCases(proposal)
    let initialValues = ExpectedChanges.initialValues(of: proposal)
    let clients = Self.clients(of: proposal, in: context)
    var structures = KnownStructures(samples: samples, getters: KnownGetters(proposal))
    structures.rebuilt = RebuiltStates(proposal, context: context, structures: structures)
    (structures.inertEndpoints, structures.stubbedResults) = TestStubs.synchronousStubs(
      of: clients, samples: samples, structures: structures)
    let knownState = KnownInitialState.of(proposal, structures: structures, samples: samples)
    let follower = EffectFollower(
      proposal, clients: clients, structures: structures, samples: samples, responses: responses)
    // Tests whose received changes come from running each case, so none is a no-op to drop.
    var followedTests: Set<String> = []
    var mutatedBySend: [String: Set<String>] = [:]
    var changedBySend: [String: Set<String>] = [:]
    var payloadLocals: [String: [(name: String, value: String)]] = [:]
    let typeArguments = GenericArguments(proposal)
    for declared in proposal.actions where declared.kind == .view || declared.kind == .lifecycle {
      let action = typeArguments.applied(to: declared)
      if let item = action.payload.first(where: Self.indexesState) {
        let body = reached.casesByAction[action.name]?.first ?? []
        if let filled = IndexedTests.filledState(
          for: proposal, body: body, samples: samples, initialState: initialState),
          let send = IndexedTests.send(action, samples: samples)
        {
          let (dependencies, noTest) = TestStubs.stubsOrNoTest(
            for: reached.bodies(from: body), subject: "`\(action.name)`", proposal: proposal, samples: samples,
            clients: clients)
          if noTest == nil {
            // Only the literal changes before the first branch are sure; what the element's removal or edit
            // changes is left to the person migrating.
            var changes = LeadingChanges.known(
              in: body, stateNames: stateNames, inert: structures.inertEndpoints)
            changes.lines = ExpectedChanges.droppingNoOps(
              changes.lines, initial: initialValues.filter { $0.key != filled.field })
            let name = unique(action.name, in: &names)
            var test = TestCaseProposal(
              name: name, send: send, initialState: filled.state, dependencies: dependencies,
              expectedChanges: changes.lines, nonExhaustive: true,
              notes: ["TODO(tca-migrate): assert what the case changes in `\(filled.field)` and sends."])
            test.locals = filled.locals
            proposal.tests.append(test)
            mutatedBySend[name] = ExpectedChanges.mutatedFields(in: body)
            changedBySend[name] = ExpectedChanges.mutatedFields(in: body)
            continue
          }
        }
        proposal.flag(
          ProposalFlag(
            code: "no-test",
            message:
              "no test for `\(action.name)`: its payload `\(item.label.map { $0 + ": " } ?? "")\(item.type)` indexes State,"
              + " and the default State is empty; write one that builds State with elements first"))
        continue
      }
      guard let send = Self.sendExpression(for: action, samples: samples) else {
        proposal.flag(
          ProposalFlag(
            code: "no-test",
            message:
              "no test for `\(action.name)`: no sample value for its payload `\(action.payload.map(\.type).joined(separator: ", "))`"
          ))
        continue
      }
      let body = reached.casesByAction[action.name]?.first ?? []
      var changes = LeadingChanges.known(in: body, stateNames: stateNames, inert: structures.inertEndpoints)
      let assigned = Set(changes.lines.compactMap { ExpectedChanges.assignment($0)?.field })
      changes.lines = ExpectedChanges.droppingNoOps(changes.lines, initial: initialValues)
      let unchanged = assigned.subtracting(changes.lines.compactMap { ExpectedChanges.assignment($0)?.field })
      let (dependencies, noTest) = TestStubs.stubsOrNoTest(
        for: reached.bodies(from: body), subject: "`\(action.name)`", proposal: proposal, samples: context.samples,
        clients: clients)
      if let noTest {
        proposal.flag(noTest)
        continue
      }
      let untranslated = body.contains { $0.hasPrefix("// TODO(tca-migrate)") }
      let startsEffect = body.contains { line in
        [".run", ".send(", "Effect."].contains { TextScan.containsBytes(line, $0) }
      }
      // Where replaying the leading changes does not tell, a case that returns `.none` from the initial State,
      // every step of it known, is asserted by what it leaves.
      let evaluation =
        untranslated || (changes.complete && !startsEffect) || reached.casesByAction[action.name]?.count != 1
        ? nil
        : CaseEvaluation(
          body: body, state: knownState, structures: structures,
          payload: PayloadBindings.locals(
            pattern: reached.patternsByAction[action.name] ?? "", payload: action.payload, samples: samples,
            structures: structures))
      // The actions the effect sends, where the test can receive each with its changes and stay exhaustive.
      let followed = evaluation.flatMap { follower.follow($0, stubs: dependencies) }
      // Otherwise a case that starts an effect gives its synchronous changes, used where the leading ones do not
      // tell; its effect is asserted as before.
      let evaluated = evaluation?.startsEffect == true && changes.complete && followed == nil ? nil : evaluation
      if let evaluated { changes = (evaluated.changes, true) }
      let hasEffect = startsEffect && evaluated?.startsEffect != false
      let reachable = hasEffect && exitCheck.reachesEffect(body)
      let receives =
        followed?.receives
        ?? (reachable
          ? ResponseReceives.successes(
            after: body, in: proposal, stateNames: stateNames, responses: responses, clients: clients) : [])
      var notes: [String] = []
      // An effect that only observes a notification or a timer runs until cancelled and sends nothing in the test.
      let longLived =
        hasEffect && followed == nil && receives.isEmpty && changes.complete && changes.lines.isEmpty
          && !untranslated
        // A timer's test declares its `clock`, which a payload's local could shadow.
        ? LongLivedEffect.test(
          for: body, clocks: action.payload.isEmpty ? follower.clocks : [], dependencies: dependencies) : nil
      if longLived == nil, hasEffect, followed == nil, receives.isEmpty {
        let runs = body.contains { TextScan.containsBytes($0, ".run") }
        let reason = reachable || !runs ? "" : " (set up State so the effect runs)"
        notes.append("TODO(tca-migrate): assert the effect's actions with `await store.receive(…)`\(reason).")
      }
      if followed?.complete == false {
        notes.append("TODO(tca-migrate): assert what the received actions change.")
      }
      if untranslated { notes.append("TODO(tca-migrate): the case was not translated; assert its state changes.") }
      if !changes.complete, !untranslated {
        notes.append("TODO(tca-migrate): assert the state changes that depend on values.")
      }
      let mutated = ExpectedChanges.mutatedFields(in: body)
      // A field the case sets to the value it starts with does not change, so its observer does not run.
      let changed = evaluated?.changedFields ?? (changes.complete ? mutated.subtracting(unchanged) : mutated)
      var test = TestCaseProposal(
        name: unique(action.name, in: &names), send: send, initialState: initialState, dependencies: dependencies,
        expectedChanges: changes.lines,
        nonExhaustive: (hasEffect && followed?.complete != true) || untranslated || !changes.complete, notes: notes,
        receives: receives, finishesEffects: followed?.finishes ?? false)
      if let longLived {
        let tick = longLived.tick.flatMap { tick in
          LongLivedEffect.received(
            tick, in: reached, from: knownState, structures: structures, observed: follower.observed)
        }
        longLived.apply(to: &test, receiving: tick)
      }
      proposal.tests.append(test)
      mutatedBySend[proposal.tests[proposal.tests.count - 1].name] = mutated
      changedBySend[proposal.tests[proposal.tests.count - 1].name] = changed.union(followed?.changedFields ?? [])
      if followed?.complete == true { followedTests.insert(proposal.tests[proposal.tests.count - 1].name) }
      let locals = PayloadLocals.candidates(
        for: action, pattern: reached.patternsByAction[action.name] ?? "", samples: samples)
      payloadLocals[proposal.tests[proposal.tests.count - 1].name] = locals
      if reachable,
        let failure = ResponseReceives.failureTest(
          after: body, in: proposal, stateNames: stateNames, responses: responses, clients: clients)
      {
        proposal.tests.append(
          TestCaseProposal(
            name: unique(action.name + "Failure", in: &names), send: send, initialState: initialState,
            dependencies: dependencies.map { failure.stubs[ResponseReceives.stubTarget($0)] ?? $0 },
            expectedChanges: changes.lines, nonExhaustive: true, receives: [failure.received]))
        mutatedBySend[proposal.tests[proposal.tests.count - 1].name] = mutated
        changedBySend[proposal.tests[proposal.tests.count - 1].name] = changed
        payloadLocals[proposal.tests[proposal.tests.count - 1].name] = locals
      }
    }
    for test in BindingTestCases.tests(
      for: proposal, in: context, reached: reached, initialState: initialState, initialValues: initialValues,
      clients: clients, flagging: &proposal)
    {
      var test = test
      test.name = unique(test.name, in: &names)
      proposal.tests.append(test)
    }
    let observed = StateObserver.fieldsWhoseObserverChangesState(proposal.observers ?? [])
    let observerRuns = ObserverRuns(
      observers: proposal.observers ?? [], initial: knownState, structures: structures, follower: follower)
    proposal.tests = proposal.tests.map { test in
      // What the sent case changes without an assertion is not known when the first response arrives.
      let mutated = mutatedBySend[test.name] ?? []
      var test = test
      let changed = (changedBySend[test.name] ?? [])
        .union(test.expectedChanges.compactMap { ExpectedChanges.assignment($0)?.field })
      if let field = changed.sorted().first(where: observed.contains) {
        // A test that asserts every change and starts nothing asserts what the observers change as well.
        if !test.nonExhaustive, test.receives.isEmpty, !test.finishesEffects, test.cancelsEffect == nil,
          let (lines, finishes) = observerRuns.changes(after: test.expectedChanges, stubs: test.dependencies)
        {
          test.expectedChanges = lines
          test.finishesEffects = finishes
        } else {
          test.nonExhaustive = true
          test.notes.append(
            "TODO(tca-migrate): `.onChange(of: \\.\(field))` runs too; assert what it changes or starts.")
        }
      }
      let asserted = ExpectedChanges.withoutRelativeChangesWhenNonExhaustive(test)
      let finished =
        followedTests.contains(test.name)
        ? asserted
        : ExpectedChanges.droppingNoOpReceives(asserted, initial: initialValues.filter { !mutated.contains($0.key) })
      return PayloadLocals.binding(payloadLocals[test.name] ?? [], in: finished)
    }
    NestedTypeNaming.apply(toTestsOf: &proposal, viewModel: context.viewModel.name)
    if !proposal.tests.isEmpty { proposal.appliedRules.append(name) }
  }

  /// The feature's clients in name order, looked up once per feature rather than once per action.
  static func clients(of proposal: FeatureProposal, in context: ProposalContext) -> [ClientProposal] {
    clients(of: proposal, among: context.clients)
  }

  /// The feature's clients in name order, from the run's clients by service.
  static func clients(of proposal: FeatureProposal, among all: [String: ClientProposal]) -> [ClientProposal] {
    proposal.clients.sorted().compactMap { name in all.values.first { $0.name == name } }
  }

  private func unique(_ name: String, in names: inout Set<String>) -> String {
    var candidate = name
    var counter = 2
    while !names.insert(candidate).inserted {
      candidate = "\(name)\(counter)"
      counter += 1
    }
    return candidate
  }
}
