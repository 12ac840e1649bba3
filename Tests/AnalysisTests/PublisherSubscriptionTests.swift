import Analysis
import Lexer
import Outline
import Testing

@Suite struct PublisherSubscriptionTests {
  struct Case: Sendable, CustomStringConvertible {
    let statement: String
    /// Subscribed field names, or nil when `observe { }` cannot replace the statement.
    let fields: [String]?
    var description: String { statement }
  }

  static let cases: [Case] = [
    Case(
      statement: "viewModel.$score.sink { [weak self] score in self?.show(score) }.store(in: &bag)", fields: ["score"]),
    Case(
      statement:
        "viewModel.$score\n  .receive(on: DispatchQueue.main)\n  .removeDuplicates()\n  .sink { _ in }\n  .store(in: &bag)",
      fields: nil),
    Case(
      statement: "viewModel.$score\n  .receive(on: DispatchQueue.main)\n  .sink { _ in reload() }\n  .store(in: &bag)",
      fields: ["score"]),
    Case(
      statement: "self.viewModel.$total.combineLatest(viewModel.$discount).sink { a, b in show(a, b) }.store(in: &bag)",
      fields: ["total", "discount"]),
    Case(statement: "viewModel.items.sink { [unowned self] items in show(items) }.store(in: &bag)", fields: ["items"]),
    Case(
      statement: "viewModel.$isBusy.map { !$0 }.assign(to: \\.isEnabled, on: button).store(in: &bag)",
      fields: ["isBusy"]),
    Case(
      statement: "viewModel.$error.compactMap { $0 }.sink { [weak self] e in self?.show(e) }.store(in: &bag)",
      fields: ["error"]),
    // Operators with no `observe` form, closures that are more than one expression, unstored or named cancellables.
    Case(
      statement: "viewModel.$query.debounce(for: 0.3, scheduler: RunLoop.main).sink { q in run(q) }.store(in: &bag)",
      fields: nil),
    Case(statement: "viewModel.$query.dropFirst().sink { q in run(q) }.store(in: &bag)", fields: nil),
    Case(statement: "viewModel.$count.map { value in value + 1 }.sink { n in show(n) }.store(in: &bag)", fields: nil),
    Case(statement: "viewModel.$count.sink { show($0) }.store(in: &bag)", fields: nil),
    Case(statement: "viewModel.$count.sink { [weak self, label] n in show(n) }.store(in: &bag)", fields: nil),
    Case(statement: "viewModel.$count.sink { n in show(n) }", fields: nil),
    Case(statement: "viewModel.$count.map { $0.viewModel }.sink { n in show(n) }.store(in: &bag)", fields: nil),
    Case(statement: "viewModel.$count.sink { n in show(n) }.store(in: &bag).cancel()", fields: nil),
    Case(statement: "viewModel.$count.assign(to: \\.text, on: viewModel.label).store(in: &bag)", fields: nil),
  ]

  @Test(arguments: cases)
  func recognizesWhatObserveCanReplace(_ item: Case) {
    let text = "func bind() {\n" + item.statement + "\n}\n"
    let cursor = TokenCursor(file: SourceFile(text: text))
    let start = (0..<cursor.count).first { cursor.text($0) == "viewModel" || cursor.text($0) == "self" } ?? 0
    let subscription = PublisherSubscription.recognize(cursor, at: start, property: "viewModel", limit: cursor.count)
    #expect(subscription?.fields.map(\.name) == item.fields)
    if let subscription {
      let bytes = Array(text.utf8)
      #expect(String(decoding: bytes[subscription.range], as: UTF8.self) == item.statement)
    }
  }

  @Test func templatesPutTheValueWhereTheClosureReadItsArgument() throws {
    let text =
      "func bind() {\nviewModel.$n.map { $0 == 0 ? nil : \"\\($0) left\" }.assign(to: \\.text, on: label).store(in: &bag)\n}\n"
    let cursor = TokenCursor(file: SourceFile(text: text))
    let start = try #require((0..<cursor.count).first { cursor.text($0) == "viewModel" })
    let subscription = try #require(
      PublisherSubscription.recognize(cursor, at: start, property: "viewModel", limit: cursor.count))
    guard case .map(let template) = subscription.steps.first else {
      Issue.record("no map step")
      return
    }
    #expect(template.applied(to: "store.n") == "store.n == 0 ? nil : \"\\(store.n) left\"")
    #expect(subscription.ending == .assign(path: "text", target: "label"))
  }
}
