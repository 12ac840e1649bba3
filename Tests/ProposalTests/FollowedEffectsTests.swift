import Analysis
import Testing

@testable import Proposal

@Suite struct FollowedEffectsTests {
  /// A feature with a flag, a counter, a delegate, a child feature's action, a response and a clock.
  static func feature(cases: [(String, String)]) -> FeatureProposal {
    var proposal = FeatureProposal(viewModel: Builders.model("NoteViewModel"))
    proposal.state = [
      StateField(name: "isSaving", type: "Bool", defaultValue: "false"),
      StateField(name: "count", type: "Int", defaultValue: "0"),
    ]
    proposal.actions = [
      ActionCase(name: "save", kind: .view),
      ActionCase(name: "saved", kind: .response),
      ActionCase(name: "other", kind: .response),
      ActionCase(name: "counted", payload: [PayloadItem(type: "Int")], kind: .response),
      ActionCase(
        name: "flagged", payload: [PayloadItem(type: "Bool"), PayloadItem(type: "Result<Void, any Error>")],
        kind: .response),
      ActionCase(name: "delegate", payload: [PayloadItem(type: "Delegate")], kind: .delegate),
      ActionCase(name: "child", payload: [PayloadItem(type: "ChildFeature.Action")], kind: .child),
    ]
    proposal.nestedEnums = [NestedActionEnum(name: "Delegate", cases: [ActionCase(name: "done", kind: .delegate)])]
    proposal.dependencies = [DependencyUse(property: "clock", key: "\\.continuousClock")]
    proposal.reducerCases = cases.map {
      ReducerCaseSpec(pattern: $0.0, body: $0.1.split(separator: "\n").map(String.init))
    }
    return proposal
  }

  /// A client whose `save` the test stubs.
  static let notesClient = ClientProposal(
    name: "NotesClient", service: "NotesService", property: "notes",
    endpoints: [
      ClientEndpoint(name: "save", parameters: [], isAsync: true, throws: true, returnType: nil),
      ClientEndpoint(name: "total", parameters: [], isAsync: true, throws: false, returnType: "Int"),
    ],
    liveExpression: nil)

  /// The receives (`keyPath: changes`) a test of `.save` gets, or nil when the effect is not followed.
  static func receives(_ cases: [(String, String)]) -> [String]? {
    let proposal = feature(cases: cases)
    let samples = SampleValues(models: [:])
    let structures = KnownStructures(samples: samples, getters: KnownGetters(proposal))
    let state = KnownInitialState.of(proposal, structures: structures, samples: samples)
    let follower = EffectFollower(
      proposal, clients: [Self.notesClient], structures: structures, samples: samples,
      responses: ResponseCases(proposal))
    guard let body = proposal.reducerCases.first?.body,
      let evaluation = CaseEvaluation(body: body, state: state, structures: structures),
      let followed = follower.follow(
        evaluation,
        stubs: ["$0.continuousClock = ImmediateClock()", "$0.notes.save = { }", "$0.notes.total = { 0 }"])
    else { return nil }
    return followed.receives.map { ([$0.keyPath] + $0.expectedChanges).joined(separator: " ") }
      + (followed.finishes ? ["finish"] : []) + (followed.complete ? [] : ["partial"])
  }

  @Test(
    arguments: [
      // A delegate action, received by its nested case path.
      ([(".save", "return .send(.delegate(.done))"), (".delegate", "return .none")], ["\\.delegate.done"]),
      // A `.run` that sleeps on the immediate clock, then a response that changes State.
      (
        [
          (
            ".save",
            "state.isSaving = true\nreturn .run { send in\n  try? await clock.sleep(for: .seconds(1))\n"
              + "  guard !Task.isCancelled else { return }\n  await send(.saved)\n}\n.cancellable(id: CancelID.save)"
          ),
          (".saved", "state.isSaving = false\nreturn .none"),
        ], ["\\.saved $0.isSaving = false", "finish"]
      ),
      // A chain: each received case's own effect is followed on the State reached.
      (
        [
          (".save", "return .send(.saved)"), (".saved", "state.count += 1\nreturn .send(.counted(state.count + 1))"),
          ("let .counted(value)", "state.count = value\nreturn .none"),
        ], ["\\.saved $0.count = 1", "\\.counted $0.count = 2"]
      ),
      // Effects the case collected in an array, each read where it was appended.
      (
        [
          (
            ".save",
            "var effects: [Effect<Action>] = []\nif state.count == 0 {\n  effects.append(.send(.counted(state.count + 5)))\n}"
              + "\nstate.count = 1\nreturn .merge(effects)"
          ),
          ("let .counted(value)", "state.count = value\nreturn .none"),
        ], ["\\.counted $0.count = 5"]
      ),
      // A response carrying the sent value and a `Result`: its failure case is skipped, the success one binds.
      (
        [
          (".save", "return .run { send in\n  await send(.flagged(true, Result { try await notes.save() }))\n}"),
          ("let .flagged(_, .failure(error))", "state.count = 9\nreturn .none"),
          ("let .flagged(flag, .success)", "state.isSaving = flag\nreturn .none"),
        ], ["\\.flagged $0.isSaving = true", "finish"]
      ),
      // Regression (AsyncShapesApp's feed): a payload awaited from a stubbed endpoint that cannot throw carries the
      // stub's sample, so the case receiving it is run.
      (
        [
          (".save", "return .run { send in\n  await send(.counted(await notes.total()))\n}"),
          ("let .counted(value)", "state.count = value + 4\nreturn .none"),
        ], ["\\.counted $0.count = 4", "finish"]
      ),
      // Sent with an animation: the same action is received.
      (
        [
          (".save", "return .run { send in\n  await send(.counted(await notes.total()), animation: .default)\n}"),
          ("let .counted(value)", "state.count = value + 4\nreturn .none"),
        ], ["\\.counted $0.count = 4", "finish"]
      ),
      // `.merge` of `.send`s arrives in order; the `.run` after them.
      (
        [
          (".save", "return .merge(\n  .run { send in await send(.other) },\n  .send(.saved)\n)"),
          (".saved", "return .none"), (".other", "state.count = 3\nreturn .none"),
        ], ["\\.saved", "\\.other $0.count = 3", "finish"]
      ),
    ] as [([(String, String)], [String])])
  func followsEffectsItIsSureOf(cases: [(String, String)], expected: [String]) {
    #expect(Self.receives(cases) == expected)
  }

  @Test(
    arguments: [
      // Two `.run`s that send arrive in no sure order.
      [
        (".save", "return .merge(\n  .run { send in await send(.saved) },\n  .run { send in await send(.other) }\n)"),
        (".saved", "return .none"), (".other", "return .none"),
      ],
      // An action sent before another starts an effect, which would race the later one.
      [
        (".save", "return .merge(.send(.saved), .send(.other))"), (".saved", "return .send(.other)"),
        (".other", "return .none"),
      ],
      // A sleep on a clock the test does not stub, a real `Task.sleep`, an unknown call in the `.run`.
      [
        (".save", "return .run { send in\n  try await Task.sleep(for: .seconds(1))\n  await send(.saved)\n}"),
        (".saved", "return .none"),
      ],
      [(".save", "return .run { send in\n  await audio.play()\n  await send(.saved)\n}"), (".saved", "return .none")],
      // An effect that keeps sending is not followed forever.
      [(".save", "return .send(.saved)"), (".saved", "state.count += 1\nreturn .send(.saved)")],
      // `.concatenate`, and `.cancel(id:)`.
      [(".save", "return .concatenate(.send(.saved), .send(.saved))"), (".saved", "return .none")],
      [(".save", "return .merge(.cancel(id: CancelID.save), .send(.saved))"), (".saved", "return .none")],
    ] as [[(String, String)]])
  func givesUpWhereItIsNotSure(cases: [(String, String)]) {
    #expect(Self.receives(cases) == nil)
  }

  /// An action the effect is sure to send, whose handling is not known, is still received (the test stays
  /// non-exhaustive), with its case's leading literal changes; nothing after it is followed.
  @Test(
    arguments: [
      // A child feature's action: the child's reducer runs too.
      ([(".save", "return .send(.child(.start))"), (".child", "return .none")], ["\\.child", "partial"]),
      // An action a case matches among alternatives (a later case of its own is not what runs).
      (
        [(".save", "return .send(.saved)"), (".other, .saved", "return .none"), (".saved", "return .none")],
        ["\\.saved", "partial"]
      ),
      // A case the evaluation does not know, after a change it is sure of.
      (
        [
          (".save", "return .send(.saved)"),
          (".saved", "state.isSaving = true\nstate.count = client.count()\nreturn .none"),
        ],
        ["\\.saved $0.isSaving = true", "partial"]
      ),
      // A pattern with a `where` clause, no case for the action.
      (
        [(".save", "return .send(.counted(1))"), ("let .counted(value) where value > 0", "return .none")],
        ["\\.counted", "partial"]
      ),
      ([(".save", "return .send(.saved)")], ["\\.saved", "partial"]),
      // A payload awaited from an endpoint the test does not stub is not known.
      (
        [
          (".save", "return .run { send in\n  await send(.counted(await notes.count()))\n}"),
          ("let .counted(value)", "state.count = value + 4\nreturn .none"),
        ], ["\\.counted", "partial"]
      ),
      // Actions sent together with one not known: received in order, none of their changes asserted.
      (
        [
          (".save", "return .merge(.send(.saved), .send(.other))"),
          (".saved", "state.count = client.count()\nreturn .none"),
        ],
        ["\\.saved", "\\.other", "partial"]
      ),
    ] as [([(String, String)], [String])])
  func receivesWhatItIsSureIsSentWithoutItsUnknownChanges(cases: [(String, String)], expected: [String]) {
    #expect(Self.receives(cases) == expected)
  }
}
