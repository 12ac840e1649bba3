import Analysis
import Emit
import Proposal
import Testing

/// A view's parameters of the view model's type (openedx's `SearchView`, whose model is generic over its scheduler):
/// the argument clause goes with the type, and a helper function's parameter keeps its label for its callers.
/// Before, `searchHeader(viewModel: SearchViewModel<RunLoop>)` became `searchHeader(store: StoreOf<SearchFeature>
/// <RunLoop>)`, called as `searchHeader(viewModel: store)`, and the property `StoreOf<SearchFeature<RunLoop>>`.
@Suite struct ModelParameterTests {
  static func rewrite(viewModel: String, feature: String, generic: Bool) -> ViewRewrite {
    var rewrite = ViewRewrite(
      owner: "SearchView", file: "SearchView.swift", kind: .view, property: "viewModel", propertyLine: 4,
      feature: feature, viewModel: viewModel, bindable: false, actions: [:], appearActions: [])
    rewrite.members = ["query"]
    if generic { rewrite.genericFeature = true }
    return rewrite
  }

  @Test(arguments: [
    (
      rewrite(viewModel: "SearchViewModel", feature: "SearchFeature", generic: false),
      """
      import SwiftUI

      struct SearchView: View {
          @ObservedObject private var viewModel: SearchViewModel<RunLoop>

          init(viewModel: SearchViewModel<RunLoop>) {
              self.viewModel = viewModel
          }

          var body: some View { header(viewModel: viewModel) }

          private func header(viewModel: SearchViewModel<RunLoop>) -> some View {
              Text(viewModel.query)
          }
      }
      """,
      """
      import ComposableArchitecture
      import SwiftUI

      struct SearchView: View {
          let store: StoreOf<SearchFeature>

          init(store: StoreOf<SearchFeature>) {
              self.store = store
          }

          var body: some View { header(viewModel: store) }

          private func header(viewModel store: StoreOf<SearchFeature>) -> some View {
              Text(store.query)
          }
      }
      """
    ),
    (
      rewrite(viewModel: "ListViewModel", feature: "ListFeature", generic: true),
      """
      import SwiftUI

      struct SearchView: View {
          let viewModel: ListViewModel<Country>

          var body: some View { row(for: viewModel) }

          private func row(for model: ListViewModel<Country>?) -> some View {
              Text(model?.query ?? "")
          }
      }
      """,
      """
      import ComposableArchitecture
      import SwiftUI

      struct SearchView: View {
          let store: StoreOf<ListFeature<Country>>

          var body: some View { row(for: store) }

          private func row(for model: StoreOf<ListFeature<Country>>?) -> some View {
              Text(model?.query ?? "")
          }
      }
      """
    ),
  ])
  func parameterTypesAndLabels(rewrite: ViewRewrite, before: String, after: String) {
    let rewriter = ViewRewriter(indentation: "    ", protectedTypes: [rewrite.viewModel])
    #expect(rewriter.rewrite(before, with: rewrite) == after)
  }
}
