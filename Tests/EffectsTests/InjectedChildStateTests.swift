import Analysis
import Effects
import Foundation
import Proposal
import Testing

/// A child view model handed in through `init` is the caller's instance (UIKitCombineApp's cart, which the product
/// screen adds to; Brave Wallet's `NetworkStore`, which 18 views hold). Before, it became child State built by
/// `State()` without a word: adding to the cart changed a copy the cart screen never sees.
@Suite struct InjectedChildStateTests {
  static func source(child: String) -> String {
    """
    import SwiftUI

    final class CartViewModel: ObservableObject {
        @Published var items: [String] = []
        func add(_ item: String) { items.append(item) }
    }

    final class ProductViewModel: ObservableObject {
        @Published var name = ""
        \(child)
        func addToCart() { cart.add(name) }
    }

    struct ProductView: View {
        @StateObject var viewModel: ProductViewModel
        var body: some View { Button("Add") { viewModel.addToCart() } }
    }

    struct CartView: View {
        @ObservedObject var cart: CartViewModel
        var body: some View { Text("\\(cart.items.count)") }
    }
    """
  }

  @Test(arguments: [
    ("let cart: CartViewModel\n    init(cart: CartViewModel) { self.cart = cart }", true),
    ("let cart = CartViewModel()", false),
    ("let cart: CartViewModel\n    init() { self.cart = CartViewModel() }", false),
  ])
  func anInjectedChildIsFlagged(child: String, flagged: Bool) throws {
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(Self.source(child: child).utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let features = FeatureProposer.propose(analysis, converter: rewriter).features
    let product = try #require(features.first { $0.name == "ProductFeature" })
    #expect(product.state.contains { $0.name == "cart" && $0.type == "CartFeature.State" })
    let flag = product.flags.first { $0.code == "injected-child-state" }
    #expect((flag != nil) == flagged, "\(product.flags)")
    if let flag { #expect(flag.message.contains("`cart` is a `CartViewModel` handed in through `init`")) }
  }
}

/// CodeEdit's history inspector: `func setWorkspace(sourceControlManager: SourceControlManager?) async {
/// self.sourceControlManager = sourceControlManager … }` stores the view's shared manager; as presented child State
/// the action carried a copy, without a word.
@Suite struct ChildHandedToAMethodTests {
  @Test(arguments: [
    ("func attach(cart: CartViewModel?) { self.cart = cart }", "attach(cart:)"),
    ("func attach(_ shared: CartViewModel) {\n      cart = shared\n    }", "attach(_:)"),
    ("func reset() { cart = CartViewModel() }", nil),
  ])
  func aChildStoredFromAParameterIsFlagged(method: String, through: String?) throws {
    let child = "var cart: CartViewModel?\n    \(method)"
    let source = InjectedChildStateTests.source(child: child)
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    let rewriter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
    let features = FeatureProposer.propose(analysis, converter: rewriter).features
    let product = try #require(features.first { $0.name == "ProductFeature" })
    let flag = product.flags.first { $0.code == "injected-child-state" }
    #expect((flag != nil) == (through != nil), "\(product.flags)")
    if let through { #expect(flag?.message.contains("handed in through `\(through)`") == true) }
  }
}
