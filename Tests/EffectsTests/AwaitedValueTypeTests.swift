import Effects
import Testing

/// An awaited value whose call the codebase does not type travels in the response action as `Any` (with a TODO),
/// unless the work after the await says its type: set on a State field, or handed to a method of the view model.
@Suite struct AwaitedValueTypeTests {
  @Test(arguments: [
    // Regression (WordPress's `didFetchFeatureDetails(info)`): the method's parameter types the value.
    (
      """
      func load() async {
        do {
          let page = try await Loader().load()
          apply(page)
        } catch {
          errorMessage = "x"
        }
      }
      private func apply(_ page: Page) {
        count = page.total
      }
      """, "Result<Page, any Error>"
    ),
    (
      """
      func load() async {
        do {
          let page = try await Loader().load()
          self.apply(to: 1, page: page)
        } catch {
          errorMessage = "x"
        }
      }
      private func apply(to index: Int, page: Page) {
        count = page.total + index
      }
      """, "Result<Page, any Error>"
    ),
  ])
  func theWorkAfterTheAwaitTypesItsValue(source: String, payload: String) {
    let text = ExampleFeature.convert(source).cases.joined(separator: "\n")
    #expect(text.contains(payload), "\(text)")
    #expect(!text.contains("is unknown"), "\(text)")
  }

  /// A generic method's parameter, or one a label does not match, says nothing of the value.
  @Test(arguments: [
    """
    func load() async {
      do {
        let page = try await Loader().load()
        apply(page)
      } catch {
        errorMessage = "x"
      }
    }
    private func apply<T>(_ page: T) {
      count = 1
    }
    """
  ])
  func aParameterThatDoesNotTypeItLeavesAny(source: String) {
    let text = ExampleFeature.convert(source).cases.joined(separator: "\n")
    #expect(text.contains("Result<Any, any Error>"), "\(text)")
  }
}
