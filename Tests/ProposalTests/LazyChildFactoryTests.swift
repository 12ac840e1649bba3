import Analysis
import Proposal
import Testing

/// A lazy child property becomes a factory only when its called closure is one expression building the child from
/// the view model (`{ SelectorViewModel(selected: excludedIDs) { [weak self] in … } }()`); one that configures the
/// child in statements (HeldOutApp's `let vm = LibraryViewModel(); vm.coordinator = self; return vm`) stays a held
/// child, scoped as before.
@Suite struct LazyChildFactoryTests {
  static func reference(_ initializer: String?, cardinality: ChildReference.Cardinality = .single) -> ChildReference {
    ChildReference(
      property: "selector", type: "SelectorViewModel", cardinality: cardinality, line: 3, initializer: initializer)
  }

  @Test(
    arguments: [
      ("{ SelectorViewModel(selected: ids) }()", "SelectorViewModel(selected: ids)"),
      ("{\n  return SelectorViewModel(selected: ids)\n}()", "SelectorViewModel(selected: ids)"),
      ("{ [unowned self] in SelectorViewModel(selected: self.ids) }()", "SelectorViewModel(selected: self.ids)"),
      ("{ let vm = SelectorViewModel(); vm.coordinator = self; return vm }()", nil),
      ("SelectorViewModel(selected: [])", nil),
      ("{ SelectorViewModel() }", nil),
    ] as [(String, String?)])
  func theCalledClosureBodyIsTheOneExpressionBuildingTheChild(initializer: String, body: String?) {
    #expect(PropertyChildFactories.lazyBody(Self.reference(initializer)) == body)
  }

  @Test func anOptionalChildIsNeverALazyFactory() {
    #expect(PropertyChildFactories.lazyBody(Self.reference("{ SelectorViewModel() }()", cardinality: .optional)) == nil)
  }
}
