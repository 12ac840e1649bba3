import Emit
import Proposal
import Testing

/// kiwix's `PortInput`: a view building its view model under `@ObservedObject`, and handing one of its methods,
/// named with its argument labels, to `onChange(of:perform:)`.
@Suite struct SelfBuiltObservedModelTests {
  static var rewrite: ViewRewrite {
    var rewrite = ViewRewrite(
      owner: "PortInput", file: "PortInput.swift", kind: .view, property: "portNumber", propertyLine: 4,
      feature: "PortNumberFeature", viewModel: "PortNumber", bindable: true,
      actions: ["save": "save", "onChange": "onChange"], appearActions: [])
    rewrite.members = ["stringValue"]
    rewrite.caseLabels = ["onChange": ["newValue"]]
    return rewrite
  }

  static let before = """
    import SwiftUI

    struct PortInput: View {
        @ObservedObject private var portNumber = PortNumber()

        var body: some View {
            TextField("", text: $portNumber.stringValue)
                .onChange(of: portNumber.stringValue, perform: portNumber.onChange(newValue: ))
                .onSubmit { portNumber.save() }
        }
    }
    """

  // Regression (kiwix): the view took `@Bindable var store: StoreOf<PortNumberFeature>`, which no caller of
  // `PortInput()` passes, and `perform:` got `store.send(.onChange(newValue: ))`, which is no expression.
  @Test func theStoreIsBuiltWhereTheModelWasAndTheNamedMethodSends() {
    let rewriter = ViewRewriter(indentation: "    ", protectedTypes: ["PortNumber"])
    #expect(
      rewriter.rewrite(Self.before, with: Self.rewrite) == """
        import ComposableArchitecture
        import SwiftUI

        struct PortInput: View {
            @State private var store = Store(initialState: PortNumberFeature.State()) { PortNumberFeature() }

            var body: some View {
                TextField("", text: $store.stringValue)
                    .onChange(of: store.stringValue, perform: { store.send(.onChange(newValue: $0)) })
                    .onSubmit { store.send(.save) }
            }
        }
        """)
  }
}
