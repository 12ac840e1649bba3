import Analysis
import Proposal
import Testing

@Suite struct InputSubjectTests {
  static func model(initBody: String) -> ViewModel {
    Builders.model(
      initializers: [Method(name: "init", line: 5, body: initBody, bodyLine: 5)],
      constants: [
        StoredProperty(name: "reloadRequests", type: nil, line: 2, initialValue: "PassthroughSubject<Void, Never>()"),
        StoredProperty(name: "didFinish", type: nil, line: 3, initialValue: "PassthroughSubject<Int, Never>()"),
      ])
  }

  @Test(arguments: [
    ("reloadRequests", "reloadRequested"), ("refreshSubject", "refresh"), ("retryTriggers", "retry"),
    ("rowTapped", "rowTapped"), ("Subject", "Subject"),
  ])
  func inputActionNames(subject: String, action: String) {
    #expect(SubjectProperty.inputActionName(subject) == action)
  }

  @Test(arguments: [
    ("reloadRequests\n  .throttle(for: 1, scheduler: q, latest: true)\n  .sink { [weak self] in self?.load() }", true),
    ("self.reloadRequests.sink { _ in }\n", true),
    // Wrapped by a formatter: the operator's arguments over three lines.
    (
      "reloadRequests\n  .throttle(\n    for: .seconds(2),\n    scheduler: q, latest: false\n  )\n  .sink { [weak self] in self?.load() }",
      true
    ),
    ("reloadRequests.send()", false),
    ("$query.sink { _ in }", false),
    // An operator the pipeline rule does not translate leaves the subject without an action `send` could reach.
    ("reloadRequests.combineLatest(didFinish).sink { [weak self] _ in self?.load() }", false),
    ("reloadRequests.map { 1 }.sink { [weak self] _ in self?.load() }", false),
  ])
  func subjectsTheViewModelSubscribesToAreInputs(body: String, isInput: Bool) {
    let inputs = SubjectProperty.inputs(of: Self.model(initBody: body))
    #expect(inputs == (isInput ? ["reloadRequests": "reloadRequested"] : [:]))
  }

  @Test func anActionNameTakenByAMethodKeepsTheSubjectName() {
    var model = Self.model(initBody: "reloadRequests.sink { [weak self] in self?.load() }")
    model.methods = [Builders.method("reloadRequested", body: "reloadRequests.send()")]
    #expect(SubjectProperty.inputs(of: model) == ["reloadRequests": "reloadRequests"])
  }

  /// Subjects the view model subscribes to itself through a pipeline that stays a TODO are neither inputs nor
  /// outputs: `send` on them is refused (kiwix's `hasZIMFiles.send(…)` became `.send(.hasZIMFiles(…))`, an
  /// action nothing declared).
  @Test func subjectsInAnUntranslatedPipelineAreNeitherInputsNorDelegates() {
    let model = Self.model(initBody: "reloadRequests.combineLatest(didFinish).sink { [weak self] _ in self?.load() }")
    #expect(SubjectProperty.inputs(of: model).isEmpty)
    #expect(DelegateClosureRule.closures(of: model).isEmpty)
  }

  @Test func inputSubjectsAreNotDelegates() {
    let model = Self.model(initBody: "reloadRequests.sink { [weak self] in self?.load() }")
    #expect(DelegateClosureRule.closures(of: model).map(\.name) == ["didFinish"])
  }
}
