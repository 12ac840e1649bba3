import Analysis
import Proposal
import Testing

@testable import Effects

/// Mlem's `NavigationLayer`: `weak var model: NavigationModel?` (the model holding the layer) and
/// `func openSheet(…) { model?.openSheet(…) }`. The case kept `model?.openSheet(…)` as written, a name the reducer
/// does not have, and counted as converted fully; so did a read of the parent. The call is a delegate action the
/// parent handles now, the read a TODO, and the parent builds the child without handing it `self`.
@Suite struct OwnerReferenceTests {
  static let source = """
    import SwiftUI

    @Observable
    final class LayerModel {
        weak var model: RootModel?
        var title = ""

        init(model: RootModel) { self.model = model }

        func openSheet(_ page: Int) {
            model?.openSheet(page)
        }

        func rename() {
            title = model?.name ?? ""
        }
    }

    @Observable
    final class RootModel {
        var layers: [LayerModel] = []
        var name = "root"

        func openSheet(_ page: Int) {
            layers.append(LayerModel(model: self))
        }
    }

    struct RootView: View {
        @State var model = RootModel()
        var body: some View { Text(model.name) }
    }
    """

  static func features() -> [FeatureProposal] {
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    return FeatureProposer.propose(analysis, converter: rewriter).features
  }

  @Test func theChildTellsItsParentThroughADelegateAction() throws {
    let layer = try #require(Self.features().first { $0.viewModel == "LayerModel" })
    let openSheet = try #require(layer.reducerCases.first { $0.pattern == "let .openSheet(page)" })
    #expect(openSheet.body == ["return .send(.delegate(.openSheet(page)))"])
    #expect(layer.nestedEnums.first { $0.name == "Delegate" }?.cases.map(\.name) == ["openSheet"])
    let statuses = Dictionary(uniqueKeysWithValues: layer.conversions.map { ($0.method, $0.status) })
    #expect(statuses["openSheet"] == .full)
    #expect(statuses["rename"] != .full, "reading the parent is no State")
    let rename = try #require(layer.reducerCases.first { $0.pattern == ".rename" })
    #expect(rename.body.contains { $0.contains("TODO(tca-migrate): uses `model`, a weak reference") }, "\(rename.body)")
  }

  @Test func theParentHandlesItAndBuildsTheChildWithoutItself() throws {
    let root = try #require(Self.features().first { $0.viewModel == "RootModel" })
    let handler = try #require(
      root.reducerCases.first { $0.pattern == "let .layers(.element(id: _, action: .delegate(.openSheet(page))))" })
    #expect(handler.body == ["return .send(.openSheet(page))"])
    let openSheet = try #require(root.reducerCases.first { $0.pattern.hasSuffix(".openSheet(page)") })
    #expect(openSheet.body.first == "state.layers.append(LayerFeature.State())", "\(openSheet.body)")
  }
}
