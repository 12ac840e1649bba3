import Analysis
import Proposal
import Testing

@Suite struct ActionRuleTests {
  static let counter = Builders.model(
    published: [Builders.published("count", "Int", "0"), Builders.published("isLoading", "Bool", "false")],
    methods: [
      Builders.method("next", body: "count += 1"),
      Builders.method(
        "select", body: "count = index", parameters: [Parameter(label: "at", name: "index", type: "Int")]),
      Builders.method("load", body: "await fetch()"),
      Builders.method("helper", body: "count = 0", access: "private"),
    ])

  static let uses = [
    MemberUse(member: "next", kind: .call, line: 3, context: "button"),
    MemberUse(member: "select", kind: .call, line: 4, context: "button"),
    MemberUse(member: "select", kind: .call, line: 5, context: "onTapGesture"),
    MemberUse(member: "load", kind: .call, line: 6, context: "task"),
    MemberUse(member: "count", kind: .binding, line: 7),
  ]

  @Test func actionsAreNamedAfterButtonsOnlyWhenOnlyButtonsCall() {
    let proposal = Builders.feature(Self.counter, owners: [Builders.owner(for: Self.counter, uses: Self.uses)])
    let names = proposal.actions.filter { $0.kind == .view }.map(\.name)
    #expect(names == ["nextButtonTapped", "select", "load"])
    #expect(proposal.action(named: "select")?.payload == [PayloadItem(label: "at", type: "Int")])
    #expect(proposal.reducerCases.contains { $0.pattern == "let .select(index)" })
    #expect(proposal.helpers.map(\.name) == ["helper"])
  }

  @Test func bindingsMakeTheActionBindable() {
    let proposal = Builders.feature(Self.counter, owners: [Builders.owner(for: Self.counter, uses: Self.uses)])
    #expect(proposal.isBindable)
    #expect(proposal.actions.first?.name == "binding")
    #expect(proposal.reducerCases.first?.pattern == ".binding")
    #expect(proposal.tests.contains { $0.send == "\\.binding.count, 1" && $0.expectedChanges == ["$0.count = 1"] })
  }

  // Regression: a bound field whose type has no sample value (`Theme`, `Date`) got no test and nothing said; the
  // feature's only action being a binding, a feature had no test file and no reason.
  @Test func aBindingWithoutASampleValueIsFlagged() {
    let model = Builders.model(published: [Builders.published("theme", "Theme", ".light")])
    let uses = [MemberUse(member: "theme", kind: .binding, line: 3)]
    let proposal = Builders.feature(model, owners: [Builders.owner(for: model, uses: uses)])
    #expect(proposal.isBindable)
    #expect(proposal.tests.isEmpty)
    #expect(
      proposal.flags.contains {
        $0.code == "no-test" && $0.message == "no test for binding `theme`: no sample value for its type `Theme`"
      })
  }

  @Test func withoutBindingsTheActionIsPlain() {
    let proposal = Builders.feature(Self.counter)
    #expect(!proposal.isBindable)
    #expect(proposal.action(named: "binding") == nil)
  }

  @Test func verbatimConversionKeepsTheBodyUnderATodo() {
    let proposal = Builders.feature(Self.counter)
    let next = proposal.reducerCases.first { $0.pattern == ".next" }
    #expect(
      next?.body == ["// TODO(tca-migrate): translate `next` by hand; original body:", "// count += 1", "return .none"])
    #expect(proposal.conversions.allSatisfy { $0.status == .manual })
    #expect(proposal.todos.count == 3)
  }

  @Test func conversionsAreFoldedIntoTheFeature() {
    let owner = Builders.owner(for: Self.counter, uses: Self.uses)
    let proposal = Builders.feature(Self.counter, owners: [owner], converter: ScriptedConverter())
    #expect(proposal.action(named: "nextResponse")?.kind == .response)
    #expect(proposal.action(named: "nextResponse")?.payload == [PayloadItem(type: "Result<Int, any Error>")])
    #expect(proposal.reducerCases.contains { $0.pattern == "let .nextResponse(.success(value))" })
    #expect(proposal.dependencies == [DependencyUse(property: "clock", key: "\\.continuousClock")])
    #expect(proposal.cancelIDs == ["next", "select", "load"])
    #expect(proposal.conversions.map(\.status) == [.full, .full, .full])
    let body = proposal.reducerCases.first { $0.pattern == ".nextButtonTapped" }?.body ?? []
    #expect(body.first == "// actions: load=load,next=nextButtonTapped,select=select")
    #expect(body.contains("// state: count,isLoading"))
    let test = proposal.tests.first { $0.name == "nextButtonTapped" }
    #expect(test?.expectedChanges == ["$0.isLoading = true"])
    #expect(test?.nonExhaustive == true)
  }

  @Test func initWorkMovesToATaskAction() {
    let model = Builders.model(
      published: [Builders.published("count", "Int", "0")],
      methods: [Method(name: "load", line: 9, isAsync: true, body: "count = 1")],
      initializers: [Method(name: "init", line: 3, body: "\n  self.count = 0\n  Task { await load() }\n")])
    let proposal = Builders.feature(model, converter: ScriptedConverter())
    #expect(proposal.action(named: "task")?.kind == .lifecycle)
    #expect(proposal.conversions.last == ConversionRecord(method: "init", action: "task", status: .partial, line: 3))
    #expect(proposal.todos == [ConversionTodo(line: 3, reason: "init work")])
  }

  @Test func synchronousInitWorkMovesToOnAppear() {
    let model = Builders.model(
      methods: [Builders.method("reload", body: "")],
      initializers: [Method(name: "init", line: 3, body: "reload()")])
    #expect(Builders.feature(model).action(named: "onAppear") != nil)
  }

  @Test(arguments: [
    ("TaskResult<[Game]>", "Result<[Game], any Error>"), ("Result<Int, any Error>", "Result<Int, any Error>"),
  ])
  func responsesUseResult(type: String, expected: String) {
    #expect(ResponseResultRule.normalized(type) == expected)
  }

  @Test func everyActionHasAReducerCase() {
    let owner = Builders.owner(for: Self.counter, uses: Self.uses)
    let proposal = Builders.feature(Self.counter, owners: [owner])
    for action in proposal.actions {
      #expect(ResponseResultRule.isHandled(action.name, by: proposal.reducerCases), "\(action.name) has no case")
    }
  }

  @Test(arguments: [
    (
      ["state.count = 1", "state.flag.toggle()", "state.n += 2", "return .none"],
      ["$0.count = 1", "$0.flag.toggle()", "$0.n += 2"], true
    ),
    (["state.count = other", "state.flag = true", "return .none"], ["$0.flag = true"], false),
    (["if x {", "  state.count = 1", "}", "state.count = 2"], [String](), false),
    (["state.name = \"a\\(b)\"", "state.other = \"plain\""], ["$0.other = \"plain\""], false),
    (["return .none"], [String](), true),
  ])
  func knownStateChanges(body: [String], expected: [String], complete: Bool) {
    let model = Builders.model(published: [
      Builders.published("count", "Int", "0"), Builders.published("flag", "Bool", "false"),
      Builders.published("n", "Int", "0"), Builders.published("name", "String", "\"\""),
      Builders.published("other", "String", "\"\""),
    ])
    struct Fixed: MethodConverting {
      let body: [String]
      func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
        MethodConversion(status: .full, body: body)
      }
    }
    let proposal = Builders.feature(
      Builders.model(published: model.published, methods: [Builders.method("tap")]), converter: Fixed(body: body))
    #expect(proposal.tests.first?.expectedChanges == expected)
    #expect(proposal.tests.first?.nonExhaustive == !complete)
  }
}
