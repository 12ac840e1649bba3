import Analysis
import Proposal
import Testing

@Suite struct ChildAndDelegateTests {
  @Test(arguments: [
    (ChildReference.Cardinality.single, "DetailFeature.State", "DetailFeature.Action", ChildScope.Kind.scope),
    (.optional, "DetailFeature.State?", "PresentationAction<DetailFeature.Action>", .presented),
    (.array, "IdentifiedArrayOf<DetailFeature.State>", "IdentifiedActionOf<DetailFeature>", .collection),
  ])
  func heldChildren(
    cardinality: ChildReference.Cardinality, stateType: String, actionType: String, kind: ChildScope.Kind
  ) {
    let model = Builders.model(
      published: [Builders.published("detail", "DetailViewModel")],
      childReferences: [ChildReference(property: "detail", type: "DetailViewModel", cardinality: cardinality, line: 3)])
    let proposal = Builders.feature(model)
    #expect(proposal.state.filter { $0.name == "detail" }.count == 1)
    #expect(proposal.field(named: "detail")?.type == stateType)
    #expect(proposal.field(named: "detail")?.wrapper == (kind == .presented ? .presents : .plain))
    #expect(proposal.action(named: "detail")?.payload == [PayloadItem(type: actionType)])
    #expect(
      proposal.children == [
        ChildScope(property: "detail", feature: "DetailFeature", viewModel: "DetailViewModel", kind: kind)
      ])
    #expect(proposal.reducerCases.contains { $0.pattern == ".detail" })
  }

  @Test func createdChildrenArePushedOnAPath() {
    let model = Builders.model(childReferences: [
      ChildReference(property: "makeDetail", type: "Detail.ViewModel", cardinality: .created, line: 3),
      ChildReference(property: "makeOther", type: "Detail.ViewModel", cardinality: .created, line: 4),
    ])
    let proposal = Builders.feature(model)
    #expect(proposal.path == [ReducerEnumCase(name: "detail", feature: "DetailFeature")])
    #expect(proposal.field(named: "path")?.defaultValue == "StackState<Path.State>()")
    #expect(proposal.action(named: "path")?.payload == [PayloadItem(type: "StackActionOf<Path>")])
  }

  @Test(arguments: [
    ("@escaping () -> Void", [String]()), ("(Int) -> Void", ["Int"]),
    ("@escaping (_ score: Int, String) -> Void", ["Int", "String"]),
    ("((Result<[Game], Error>) -> Void)?", ["Result<[Game], Error>"]),
  ])
  func closureParameters(type: String, expected: [String]) {
    #expect(DelegateClosureRule.closureParameters(type) == expected)
  }

  @Test func plainTypesAreNotClosures() {
    #expect(DelegateClosureRule.closureParameters("Int") == nil)
    #expect(DelegateClosureRule.closureParameters("[String: Int]") == nil)
  }

  @Test func parentInjectedClosuresBecomeDelegateActions() {
    let model = Builders.model(
      initializers: [
        Method(
          name: "init", line: 3,
          parameters: [Parameter(label: "onFinish", name: "onFinish", type: "@escaping (Int) -> Void")],
          body: "self.onFinish = onFinish")
      ],
      constants: [StoredProperty(name: "onCancel", type: "() -> Void", line: 2, isLet: true)])
    let proposal = Builders.feature(model)
    #expect(proposal.action(named: "delegate")?.payload == [PayloadItem(type: "Delegate")])
    let delegate = proposal.nestedEnum(named: "Delegate")
    #expect(delegate?.cases.map(\.declaration) == ["onCancel", "onFinish(Int)"])
    #expect(delegate?.isCasePathable == true)
    #expect(proposal.action(named: "onAppear") == nil, "assignments alone are not init work")
  }
}

@Suite struct NavigationAndTypeTests {
  @Test func aBoundPathArrayBecomesANavigationStack() {
    let model = Builders.model(
      "TripListModel", published: [Builders.published("path", "[TripModel]", "[]")],
      childReferences: [ChildReference(property: "path", type: "TripModel", cardinality: .array, line: 3)])
    let trip = Builders.model("TripModel")
    let owner = Builders.owner(for: model, uses: [MemberUse(member: "path", kind: .binding, line: 5)])
    let proposal = Builders.feature(model, owners: [owner], extraModels: [trip])
    #expect(proposal.path == [ReducerEnumCase(name: "trip", feature: "TripFeature")])
    #expect(proposal.field(named: "path")?.defaultValue == "StackState<Path.State>()")
    #expect(proposal.children.isEmpty)
    #expect(proposal.views.first?.scopes["path"] == .stack)
  }

  @Test func viewModelTypesBecomeFeatureStates() {
    let trip = Builders.model("TripModel")
    let model = Builders.model(
      "TripListModel", published: [Builders.published("selected", "TripModel?")],
      computed: [
        ComputedProperty(
          name: "all", type: "[TripModel]", line: 4, body: "guard ok else { return trips }\nreturn trips",
          readsState: ["trips"], readsOnlyState: true)
      ],
      methods: [Builders.method("open", parameters: [Parameter(label: nil, name: "trip", type: "TripModel")])],
      childReferences: [ChildReference(property: "trips", type: "TripModel", cardinality: .array, line: 3)])
    let proposal = Builders.feature(model, extraModels: [trip])
    #expect(proposal.field(named: "selected")?.type == "TripFeature.State?")
    #expect(proposal.action(named: "open")?.payload == [PayloadItem(type: "TripFeature.State")])
    #expect(
      proposal.computed.first
        == ComputedStateField(
          name: "all", type: "[TripFeature.State]",
          body: ["guard ok else { return Array(trips) }", "return Array(trips)"]))
  }

  @Test(arguments: [
    ("next", "nextButtonTapped"), ("saveTapped", "saveTapped"), ("addTripTapped", "addTripTapped"),
    ("Tapped", "TappedButtonTapped"), ("sortChanged", "sortChanged"),
  ])
  func buttonActionNames(method: String, expected: String) {
    #expect(TCANaming.buttonActionName(forMethod: method) == expected)
  }

  @Test(arguments: [
    ("return items", "return Array(items)"), ("guard x else { return items }", "guard x else { return Array(items) }"),
    ("  return nested", nil), ("return items.filter {", nil),
  ])
  func wrappingReturns(line: String, expected: String?) {
    #expect(ComputedStateRule.wrappingReturn(line) == expected)
  }
}
