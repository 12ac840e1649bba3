import Effects
import Testing

/// An awaited value whose call the codebase does not type travels in the response action as `Any` (with a TODO),
/// unless the work after the await says its type: set on a State field, or handed to a method of the view model.
@Suite struct AwaitedValueTypeTests {
  /// `load()` awaits a page from an undeclared loader and hands it on with `call`, to `helper`.
  static func source(call: String, helper: String) -> String {
    """
    func load() async {
      do {
        let page = try await Loader().load()
        \(call)
      } catch {
        errorMessage = "x"
      }
    }
    \(helper)
    """
  }

  @Test(arguments: [
    // Regression (WordPress's `didFetchFeatureDetails(info)`): the method's parameter types the value.
    ("apply(page)", "private func apply(_ page: Page) { count = page.total }", "Result<Page, any Error>"),
    (
      "self.apply(to: 1, page: page)", "private func apply(to index: Int, page: Page) { count = page.total + index }",
      "Result<Page, any Error>"
    ),
    // A generic method's parameter says nothing of the value.
    ("apply(page)", "private func apply<T>(_ page: T) { count = 1 }", "Result<Any, any Error>"),
  ])
  func theWorkAfterTheAwaitTypesItsValue(call: String, helper: String, payload: String) {
    let text = ExampleFeature.convert(Self.source(call: call, helper: helper)).cases.joined(separator: "\n")
    #expect(text.contains(payload), "\(text)")
    #expect(text.contains("is unknown") == payload.contains("Any"), "\(text)")
  }
}
