import Analysis
import Testing

@testable import Proposal

/// Regression (LegacyHierarchyApp's `ListFeature<Country>`): an action whose payload is typed by the feature's generic
/// parameter (`toggle(Item)`) had no test, "no sample value for `Item`", though the tests instantiate the feature with
/// `Country`. The payload is read with the type argument.
@Suite struct GenericArgumentsTests {
  static func feature(parameters: String?, arguments: String?) -> FeatureProposal {
    var proposal = FeatureProposal(viewModel: Builders.model("ListViewModel"))
    proposal.genericParameters = parameters
    proposal.typeArguments = arguments
    return proposal
  }

  static let toggle = ActionCase(
    name: "toggle", payload: [PayloadItem(type: "Item"), PayloadItem(label: "in", type: "[Item: Tag]")], kind: .view)

  @Test(
    arguments: [
      ("<Item: Identifiable & Hashable>", "<Country>", ["Country", "[Country: Tag]"]),
      ("<Item, Tag>", "<Country, Badge>", ["Country", "[Country: Badge]"]),
      // Arguments naming the other parameter are not replaced again.
      ("<Item, Tag>", "<Tag, Item>", ["Tag", "[Tag: Item]"]),
      // Not instantiated, arguments that do not match the parameters, not generic: as declared.
      ("<Item>", nil, ["Item", "[Item: Tag]"]),
      ("<Item, Tag>", "<Country>", ["Item", "[Item: Tag]"]),
      (nil, "<Country>", ["Item", "[Item: Tag]"]),
    ] as [(String?, String?, [String])])
  func payloadTypesReadWithTheTypeArguments(parameters: String?, arguments: String?, types: [String]) {
    let applied = GenericArguments(Self.feature(parameters: parameters, arguments: arguments)).applied(to: Self.toggle)
    #expect(applied.payload.map(\.type) == types)
    #expect(applied.name == "toggle")
  }
}
