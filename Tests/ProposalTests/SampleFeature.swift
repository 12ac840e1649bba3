import Analysis
import Proposal

/// One view model that exercises every proposal rule.
enum SampleFeature {
  static let model: ViewModel = {
    var model = ViewModel(
      name: "Shop.ViewModel", file: "Shop/Shop.swift", line: 2, kind: .observable,
      published: [
        StateProperty(name: "products", type: "[Product]", line: 3, initialValue: "[]"),
        StateProperty(name: "query", type: "String", line: 4, initialValue: "\"\"", typeInferred: true),
        StateProperty(name: "errorMessage", type: "String?", line: 5),
        StateProperty(name: "showError", type: "Bool", line: 6, initialValue: "false", typeInferred: true),
        StateProperty(
          name: "lastVisit", type: "String", line: 11, initialValue: "\"\"", appStorageKey: "\"shop.lastVisit\""),
      ],
      computed: [
        ComputedProperty(
          name: "isEmpty", type: "Bool", line: 7, body: "products.isEmpty", readsState: ["products"],
          readsOnlyState: true
        )
      ],
      methods: [
        Method(
          name: "buy", line: 12, parameters: [Parameter(label: nil, name: "product", type: "Product")],
          body: "cart.add(product)"),
        Method(
          name: "makeReviewViewModel", line: 14, parameters: [], returnType: "ReviewViewModel",
          body: "ReviewViewModel(query: query)"),
      ],
      initializers: [
        Method(
          name: "init", line: 8,
          parameters: [
            Parameter(label: "onClose", name: "onClose", type: "@escaping () -> Void"),
            Parameter(label: "search", name: "search", type: "String", defaultValue: "\"\""),
          ],
          body: "self.onClose = onClose\nself.query = search.lowercased()\nTask { await reload() }")
      ],
      dependencies: [
        Dependency(name: "cart", type: "CartService", line: 9),
        Dependency(name: "coordinator", type: "ShopCoordinating?", line: 16),
      ],
      children: ["DetailViewModel"],
      childReferences: [
        ChildReference(property: "detail", type: "DetailViewModel", cardinality: .optional, line: 10),
        ChildReference(property: "makeReviewViewModel", type: "ReviewViewModel", cardinality: .created, line: 15),
      ],
      views: ["ShopView"])
    model.nested = [
      NestedDeclaration(
        name: "Sort", kind: .type, line: 13, text: ["enum Sort: String {", "  case name, price", "}"],
        conformances: ["String"])
    ]
    return model
  }()

  /// A view model in the style of Point-Free's libraries: `@Dependency`, a destination enum with an alert case.
  static let modern: ViewModel = {
    var model = ViewModel(
      name: "DeckModel", file: "Shop/Deck.swift", line: 1, kind: .observable,
      published: [StateProperty(name: "destination", type: "Destination?", line: 2)],
      methods: [
        Method(
          name: "alertButtonTapped", line: 6, parameters: [Parameter(label: nil, name: "action", type: "AlertAction?")],
          body: "switch action {\ncase .confirm:\n  break\ncase nil:\n  break\n}")
      ])
    model.libraryDependencies = [LibraryDependency(name: "uuid", key: "\\.uuid", line: 3)]
    model.navigationCases = [
      NavigationCase(
        property: "destination", name: "alert", associated: "AlertState<AlertAction>", alertAction: "AlertAction")
    ]
    return model
  }()

  static let analysis = AnalysisResult(
    viewModels: [
      model,
      modern,
      ViewModel(
        name: "ReviewViewModel", file: "Shop/Review.swift", line: 1, kind: .observableObject,
        published: [StateProperty(name: "query", type: "String", line: 2)]),
      ViewModel(
        name: "PickerViewModel", file: "Shop/Picker.swift", line: 1, kind: .observableObject,
        genericParameters: "<Option: Equatable>",
        published: [StateProperty(name: "options", type: "[Option]", line: 2, initialValue: "[]")]),
    ],
    services: [
      Service(
        name: "CartService", file: "Shop/Cart.swift", line: 1, kind: .class,
        methods: [Method(name: "add", line: 2, parameters: [Parameter(label: nil, name: "product", type: "Product")])]),
      Service(
        name: "ShopCoordinating", file: "Shop/Coordinator.swift", line: 1, kind: .protocol,
        methods: [Method(name: "close", line: 2, parameters: [])], conformers: ["Shop.ViewModel"]),
    ],
    owners: [
      Owner(
        name: "ShopView", file: "Shop/ShopView.swift", line: 1, kind: .view, viewModel: "Shop.ViewModel",
        property: "model", propertyLine: 2, wrapper: "State",
        uses: [
          MemberUse(member: "query", kind: .binding, line: 5),
          MemberUse(member: "buy", kind: .call, line: 6, context: "button"),
          MemberUse(member: "makeReviewViewModel", kind: .call, line: 7),
        ])
    ])

  static let proposal = FeatureProposer(options: ProposalOptions(identifiableTypes: ["Product"])).propose(analysis)
}
