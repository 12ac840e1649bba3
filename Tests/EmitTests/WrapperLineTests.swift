import Analysis
import Proposal
import Testing

@testable import Emit

/// The view model's property wrapper on a line of its own (openedx writes `@ObservedObject` above
/// `private var viewModel: …` in every view): the whole declaration becomes the store's, the wrapper with it. Before,
/// `@ObservedObject` stayed on the store's `@Bindable var store`, which does not compile.
@Suite struct WrapperLineTests {
  static func rewrite(owner: String, line: Int, bindable: Bool) -> ViewRewrite {
    var rewrite = ViewRewrite(
      owner: owner, file: owner + ".swift", kind: .view, property: "viewModel", propertyLine: line,
      feature: "CounterFeature", viewModel: "CounterViewModel", bindable: bindable,
      actions: ["increment": "incrementButtonTapped"], appearActions: [])
    rewrite.members = ["count"]
    return rewrite
  }

  @Test(arguments: [
    (
      rewrite(owner: "CounterView", line: 5, bindable: true),
      """
      import SwiftUI

      struct CounterView: View {
          @ObservedObject
          private var viewModel: CounterViewModel

          init(viewModel: CounterViewModel) {
              self.viewModel = viewModel
          }

          var body: some View { Text("\\(viewModel.count)") }
      }
      """,
      """
      import ComposableArchitecture
      import SwiftUI

      struct CounterView: View {
          @Bindable var store: StoreOf<CounterFeature>

          init(store: StoreOf<CounterFeature>) {
              self.store = store
          }

          var body: some View { Text("\\(store.count)") }
      }
      """
    ),
    (
      rewrite(owner: "OwnerView", line: 6, bindable: false),
      """
      import SwiftUI

      struct OwnerView: View {
          @MainActor
          @StateObject
          private var viewModel: CounterViewModel

          init(viewModel: CounterViewModel) {
              self._viewModel = StateObject(wrappedValue: viewModel)
          }

          var body: some View { Button("\\(viewModel.count)") { viewModel.increment() } }
      }
      """,
      """
      import ComposableArchitecture
      import SwiftUI

      struct OwnerView: View {
          let store: StoreOf<CounterFeature>

          init(store: StoreOf<CounterFeature>) {
              self.store = store
          }

          var body: some View { Button("\\(store.count)") { store.send(.incrementButtonTapped) } }
      }
      """
    ),
  ])
  func wrapperOnItsOwnLineGoesWithTheDeclaration(rewrite: ViewRewrite, before: String, after: String) {
    let rewriter = ViewRewriter(indentation: "    ", protectedTypes: ["CounterViewModel"])
    #expect(rewriter.rewrite(before, with: rewrite) == after)
  }

  @Test func attributeLinesAreFoundAboveADeclaration() {
    let text = "@MainActor\n@Environment(Model.self)\nvar model\nlet x = y\n@objc func f()\n"
    let scan = TokenScan(file: .init(text: text))
    #expect(scan.attributeLine(before: 7) == 1)
    #expect(scan.attributeLine(before: 1) == 0)
    #expect(scan.attributeLine(before: 0) == nil)
    #expect(scan.attributeLine(before: 9) == nil)
  }
}
