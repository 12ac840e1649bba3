import Analysis
import Testing

@testable import Proposal

@Suite struct StateRuleTests {
  @Test func publishedPropertiesBecomeStateFields() {
    let model = Builders.model(published: [
      StateProperty(name: "count", type: "Int", line: 2, initialValue: "0", typeInferred: true),
      StateProperty(name: "title", type: "String", line: 3, initialValue: "\"Hi\""),
      StateProperty(name: "error", type: "String?", line: 4),
    ])
    let state = Builders.feature(model).state
    #expect(state.map(\.name) == ["count", "title", "error"])
    #expect(state[0].type == nil && state[0].defaultValue == "0")
    #expect(state[1].type == "String" && state[1].defaultValue == "\"Hi\"")
    #expect(state[2].type == "String?" && state[2].defaultValue == nil)
  }

  @Test func unknownTypesAndObserversAreFlagged() {
    let model = Builders.model(published: [
      StateProperty(name: "mystery", type: nil, line: 5),
      StateProperty(name: "query", type: "String", line: 6, initialValue: "\"\"", observers: ["didSet"]),
    ])
    let codes = Builders.feature(model).flags.map(\.code)
    #expect(codes.contains("unknown-type"))
    #expect(codes.contains("property-observer"))
  }

  @Test(arguments: [
    ("[Game]", "[]", "[Game]", "[]"),
    ("[Game]", "[Game(id: 1)]", "[Game]", "[Game(id: 1)]"),
    ("[Int]", "[]", "[Int]", "[]"),
  ])
  func identifiableArrays(type: String, value: String, expectedType: String, expectedValue: String) {
    let model = Builders.model(published: [Builders.published("items", type, value)])
    let field = Builders.feature(model, options: ProposalOptions(identifiableTypes: ["Game"])).state[0]
    #expect(field.type == expectedType)
    #expect(field.defaultValue == expectedValue)
  }

  @Test func errorFlagAndMessageBecomeAlert() {
    let model = Builders.model(published: [
      Builders.published("errorMessage", "String?"), Builders.published("showError", "Bool", "false"),
    ])
    let proposal = Builders.feature(model)
    #expect(proposal.field(named: "showError") == nil)
    #expect(proposal.field(named: "errorMessage") != nil)
    #expect(
      proposal.field(named: "alert") == StateField(name: "alert", type: "AlertState<Action.Alert>?", wrapper: .presents)
    )
    #expect(proposal.action(named: "alert")?.payload == [PayloadItem(type: "PresentationAction<Alert>")])
    #expect(proposal.nestedEnum(named: "Alert")?.isCasePathable == true)
  }

  @Test func alertJoinsDestinationAsIgnoredCase() {
    let model = Builders.model(
      published: [Builders.published("showAlert", "Bool", "false")],
      childReferences: [ChildReference(property: "destination", type: "EditViewModel", cardinality: .enumCase, line: 3)]
    )
    let proposal = Builders.feature(model)
    #expect(
      proposal.destination == [
        ReducerEnumCase(name: "edit", feature: "EditFeature"), ReducerEnumCase(name: "alert", feature: nil),
      ])
    #expect(proposal.field(named: "alert") == nil)
    #expect(proposal.field(named: "destination")?.wrapper == .presents)
  }

  @Test func computedPropertiesReadingOnlyStateMoveIntoState() {
    let model = Builders.model(
      published: [Builders.published("items", "[Int]", "[]")],
      computed: [
        ComputedProperty(
          name: "isEmpty", type: "Bool", line: 4, body: " items.isEmpty ", readsState: ["items"], readsOnlyState: true),
        ComputedProperty(
          name: "total", type: "Int", line: 5, body: " service.total ", readsState: [], readsOnlyState: false),
      ])
    let proposal = Builders.feature(model)
    #expect(proposal.computed == [ComputedStateField(name: "isEmpty", type: "Bool", body: ["items.isEmpty"])])
    #expect(proposal.flags.contains { $0.code == "computed-not-state" && $0.line == 5 })
  }

  @Test func nonEquatableStateIsFlagged() {
    let model = Builders.model(published: [
      Builders.published("error", "Error?"), Builders.published("onTap", "() -> Void"),
      Builders.published("name", "String", "\"\""),
    ])
    let proposal = Builders.feature(model)
    let flagged = proposal.flags.filter { $0.code == "non-equatable-state" }
    #expect(flagged.map(\.message).count == 1)
    #expect(flagged.first?.message.contains("onTap") == true)
    #expect(proposal.field(named: "name")?.note == nil)
  }

  @Test func anErrorFieldKeepsItsMessage() {
    var model = Builders.model(published: [Builders.published("error", "Error?")])
    model.methods = [
      Method(
        name: "fail", line: 9, parameters: [Parameter(label: nil, name: "failure", type: "Error")],
        body: "error = failure")
    ]
    let proposal = Builders.feature(model)
    #expect(proposal.field(named: "error")?.type == "String?")
    #expect(proposal.field(named: "error")?.note != nil)
    #expect(!proposal.flags.contains { $0.code == "non-equatable-state" })
    #expect(
      ErrorStateField.rewritten("state.error = failure", fields: ["error"])
        == "state.error = failure.localizedDescription")
    #expect(ErrorStateField.rewritten("state.error = nil", fields: ["error"]) == "state.error = nil")
    #expect(
      ErrorStateField.rewritten("let text = state.error?.localizedDescription", fields: ["error"])
        == "let text = state.error")
  }

  @Test func mutableStoredVarsJoinStateButToolsAndHandlesDoNot() {
    let model = Builders.model(constants: [
      StoredProperty(name: "nextCursor", type: "String?", line: 3),
      StoredProperty(name: "pageSize", type: "Int", line: 4, initialValue: "20", isLet: true),
      StoredProperty(name: "task", type: "Task<Void, Never>?", line: 5),
      StoredProperty(name: "formatter", type: "DateFormatter", line: 6, initialValue: "DateFormatter()"),
      StoredProperty(name: "onDone", type: "(() -> Void)?", line: 7),
    ])
    #expect(Builders.feature(model).state.map(\.name) == ["nextCursor"])
  }

  /// A `let` made anew for each instance (its creation time, an identifier) is data the reducer reads, so State
  /// keeps it; an inlinable literal or a bare `UUID()` (left to the identity rules) is not.
  @Test(arguments: [
    ("String", "UUID().uuidString", true), ("String", "UUID().description", true), ("Date", "Date()", true),
    ("Int", "20", false), ("UUID", "UUID()", false),
  ])
  func instanceConstantsJoinState(type: String, value: String, joins: Bool) {
    let model = Builders.model(constants: [
      StoredProperty(name: "subscriptionID", type: type, line: 3, initialValue: value, isLet: true)
    ])
    #expect(Builders.feature(model).state.map(\.name) == (joins ? ["subscriptionID"] : []))
  }
}

@Suite struct InheritanceTests {
  @Test func superclassStateAndMethodsAreFoldedIntoTheSubclass() {
    let base = Builders.model(
      "BaseViewModel", published: [Builders.published("isLoading", "Bool", "false")],
      methods: [Builders.method("load", body: ""), Builders.method("dismissError", body: "error = nil")])
    var form = Builders.model(
      "FormViewModel", published: [Builders.published("isDirty", "Bool", "false")],
      methods: [Builders.method("load", body: "isDirty = false")])
    form.superclass = "BaseViewModel"
    var profile = Builders.model("ProfileViewModel", published: [Builders.published("name", "String", "\"\"")])
    profile.superclass = "FormViewModel"
    let proposal = Builders.feature(profile, extraModels: [base, form])
    #expect(proposal.state.map(\.name) == ["isLoading", "isDirty", "name"])
    #expect(proposal.actions.map(\.name) == ["dismissError", "load"])
    #expect(proposal.reducerCases.first { $0.pattern == ".load" }?.body.contains("// isDirty = false") == true)
    #expect(proposal.flags.contains { $0.code == "inherited-view-model" })
  }

  @Test func inheritedCodeIsReportedInTheSuperclassFile() {
    var base = Builders.model(
      "BaseViewModel", published: [Builders.published("isLoading", "Bool", "false")],
      initializers: [Method(name: "init", line: 3, body: "Task { await load() }")])
    base.nested = [NestedDeclaration(name: "tag", kind: .staticMember, line: 2, text: ["static let tag = \"base\""])]
    var form = Builders.model("FormViewModel", published: [Builders.published("isDirty", "Bool", "false")])
    form.superclass = "BaseViewModel"
    let proposal = Builders.feature(form, converter: ScriptedConverter(), extraModels: [base])
    #expect(proposal.todos == [ConversionTodo(line: 3, reason: "init work", file: "App/BaseViewModel.swift")])
    #expect(proposal.unconvertedMethods.map(\.file) == ["App/BaseViewModel.swift"])
    #expect(proposal.carried == [["static let tag = \"base\""]])
  }
}

@Suite struct PayloadTypeTests {
  @Test(arguments: [
    ("@escaping () async throws -> Void", "@Sendable () async throws -> Void"), ("inout Int", "Int"),
    ("String...", "[String]"),
    ("@autoclosure @escaping () -> Bool", "@Sendable () -> Bool"), ("(() -> Void)?", "(@Sendable () -> Void)?"),
    ("(Int) -> (String) -> Bool", "@Sendable (Int) -> (String) -> Bool"), ("[Game.ID]", "[Game.ID]"),
  ])
  func parameterTypesBecomeAssociatedValueTypes(type: String, expected: String) {
    #expect(TypeText.payloadType(type) == expected)
  }
}
