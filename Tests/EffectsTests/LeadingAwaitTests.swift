import Effects
import Testing

/// Regression: `await items = try api.fetchItems()` (openedx's `await courses = try interactor.discovery(…)`)
/// puts `await` before the assignment it covers. Read as written, the target looked awaited: the effect sent
/// `await items` back and the service call was lost.
@Suite struct LeadingAwaitTests {
  @Test(arguments: [
    (
      "func load() async {\n  do {\n    await items = try api.fetchItems()\n  } catch {\n    errorMessage = \"x\"\n  }\n}",
      "Result { try await itemsClient.fetchItems() }"
    ),
    (
      "func more() async {\n  do {\n    await items += try api.fetchItems()\n  } catch {\n    errorMessage = \"x\"\n  }\n}",
      "Result { try await itemsClient.fetchItems() }"
    ),
    ("func count() async {\n  await unread = api.unreadCount()\n}", "await itemsClient.unreadCount()"),
  ])
  func anAwaitBeforeTheAssignmentAwaitsItsValue(source: String, call: String) {
    let lines = ExampleFeature.convert(source).cases.joined(separator: "\n")
    #expect(lines.contains(call), "\(lines)")
    #expect(!lines.contains("await items)") && !lines.contains("await unread)"), "\(lines)")
  }
}
