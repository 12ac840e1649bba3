import Analysis
import Proposal
import Testing

@Suite struct NestedDeclarationsRuleTests {
  private static let model: ViewModel = {
    var model = Builders.model(
      "FeedViewModel",
      published: [
        Builders.published("state", "State", ".idle"), Builders.published("sort", "Sort", ".name"),
        Builders.published("row", "Row?"),
      ],
      computed: [
        ComputedProperty(
          name: "remaining", type: "Int", line: 9, body: "Self.limit - 1", readsState: [], readsOnlyState: true)
      ],
      methods: [
        Builders.method("reset", body: "state = State.idle\nsort = FeedViewModel.Sort.name"),
        Builders.method(
          "restore", body: "state = saved",
          parameters: [
            Parameter(label: "to", name: "saved", type: "State"),
            Parameter(label: "sort", name: "sort", type: "FeedViewModel.Sort"),
          ]),
      ])
    model.nested = [
      NestedDeclaration(
        name: "State", kind: .type, line: 2, text: ["enum State: Equatable {", "  case idle, failed(String)", "}"],
        conformances: ["Equatable"], hasAssociatedValues: true),
      NestedDeclaration(
        name: "Sort", kind: .type, line: 3, text: ["enum Sort: String {", "  case name", "}"], conformances: ["String"]),
      NestedDeclaration(
        name: "Row", kind: .type, line: 4, text: ["struct Row {", "  var title: String", "}"]),
      NestedDeclaration(name: "limit", kind: .staticMember, line: 5, text: ["static let limit = 20"]),
      NestedDeclaration(
        name: "Route", kind: .type, line: 6, text: ["enum Route {", "  case detail(DetailViewModel)", "}"],
        hasAssociatedValues: true),
    ]
    return model
  }()

  private static let feature = Builders.feature(
    model, converter: BodyCopyingConverter(), extraModels: [Builders.model("DetailViewModel")])

  @Test func declarationsMoveIntoTheFeatureAndAReservedNameIsRenamed() {
    #expect(
      Self.feature.carried == [
        ["enum FeedState: Equatable {", "  case idle, failed(String)", "}"],
        ["enum Sort: String {", "  case name", "}"],
        ["struct Row {", "  var title: String", "}"], ["static let limit = 20"],
      ])
    #expect(Self.feature.carriedNames == ["State": "FeedState", "Sort": "Sort", "Row": "Row", "limit": "limit"])
    #expect(Self.feature.flags.contains { $0.code == "nested-type-renamed" && $0.line == 2 })
  }

  @Test func stateAndBodiesUseTheCarriedNames() {
    #expect(Self.feature.field(named: "state")?.type == "FeedState")
    #expect(Self.feature.computed.first?.body == ["FeedFeature.limit - 1"])
    let reset = Self.feature.reducerCases.first { $0.pattern == ".reset" }?.body.joined(separator: "\n") ?? ""
    #expect(reset.contains("FeedState.idle"))
    #expect(reset.contains("FeedFeature.Sort.name"))
  }

  @Test func actionPayloadsUseTheCarriedNames() {
    // Swiftfin's `respond(to action: Action)` became `case respond(to: Action)`, the feature's own Action.
    let restore = Self.feature.actions.first { $0.name == "restore" }
    #expect(restore?.payload.map(\.type) == ["FeedState", "FeedFeature.Sort"])
  }

  @Test func onlyTypesSwiftCannotMakeEquatableGetAnExtension() {
    #expect(Self.feature.equatableExtensions == ["Row"])
  }
}

/// A converter that keeps each body as reducer code, so rules that rewrite case bodies can be observed.
private struct BodyCopyingConverter: MethodConverting {
  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    MethodConversion(
      status: .full, body: (method.body ?? "").split(separator: "\n").map(String.init) + ["return .none"])
  }
}
