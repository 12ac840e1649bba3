import Analysis
import Emit
import Proposal
import Testing

/// kiwix's `BrowserViewModel` has a `webView` property and a `webView(_:decidePolicyFor:)` delegate method, an
/// action now. `browser.webView.url` became `{ browserStore.send(.webView($0, decidePolicyFor: $1)) }.url`, and a
/// `[weak browser]` closure's `browser?.webView.goBack()` became `browserStore?.webView.goBack()` with no TODO.
@Suite struct ActionNamedPropertyTests {
  static var rewrite: ViewRewrite {
    var rewrite = ViewRewrite(
      owner: "BrowserTab", file: "BrowserTab.swift", kind: .view, property: "browser", propertyLine: 2,
      feature: "BrowserFeature", viewModel: "BrowserViewModel", bindable: false,
      actions: ["webView": "webView", "load": "load", "title": "title"], appearActions: [])
    rewrite.members = ["title"]
    rewrite.caseLabels = ["webView": ["", "decidePolicyFor"], "title": [""]]
    return rewrite
  }

  @Test(arguments: [
    (
      "Text(browser.webView.url?.absoluteString ?? \"\")",
      [
        "// TODO(tca-migrate): `browser.webView` is not State; read State from the store, scope a child store, or send an action.",
        "Text(browser.webView.url?.absoluteString ?? \"\")",
      ]
    ),
    (
      "Button(\"Back\") { [weak browser] in browser?.webView.goBack() }",
      [
        "// TODO(tca-migrate): `browser.webView` is not State; read State from the store, scope a child store, or send an action.",
        "Button(\"Back\") { [weak store] in store?.webView.goBack() }",
      ]
    ),
    ("Button(\"Load\", action: browser.load)", ["Button(\"Load\", action: { store.send(.load) })"]),
    // A State field named like an action is read (the model's `webView` kept in State).
    ("Text(browser.title.url?.absoluteString ?? \"\")", ["Text(store.title.url?.absoluteString ?? \"\")"]),
    ("ExportButton(webViewURL: browser.title)", ["ExportButton(webViewURL: store.title)"]),
  ])
  func aPropertyNamedLikeAnActionIsNotSent(statement: String, expected: [String]) {
    let before = """
      struct BrowserTab: View {
          @ObservedObject var browser: BrowserViewModel
          var body: some View {
              \(statement)
          }
      }
      """
    let rewritten = ViewRewriter(indentation: "    ", protectedTypes: ["BrowserViewModel"]).rewrite(
      before, with: Self.rewrite)
    let lines = rewritten.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for line in expected { #expect(lines.contains(line), "\(rewritten)") }
  }
}
