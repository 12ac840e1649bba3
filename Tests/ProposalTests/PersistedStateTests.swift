import Analysis
import Proposal
import Testing

@Suite struct PersistedStateTests {
  @Test(arguments: [
    ("recent.dropFirst().sink { UserDefaults.standard.set($0, forKey: \"k\") }.store(in: &cancellables)", "recent"),
    (
      "$flag.dropFirst().removeDuplicates().sink { [weak self] on in UserDefaults.standard.set(on, forKey: \"k\") }",
      "flag"
    ),
    (
      "self.recent.dropFirst().receive(on: RunLoop.main).sink { UserDefaults.standard.set($0, forKey: \"k\") }",
      "recent"
    ),
  ])
  func persistencePipelines(statement: String, name: String) {
    #expect(PersistedState.persistence(statement)?.name == name)
    #expect(PersistedState.persistence(statement)?.key == "\"k\"")
  }

  @Test(arguments: [
    "recent.sink { UserDefaults.standard.set($0, forKey: \"k\") }",
    "recent.dropFirst().sink { UserDefaults.standard.set($0, forKey: key) }",
    "recent.dropFirst().sink { UserDefaults.standard.set($0, forKey: \"k\"); print($0) }",
    "recent.dropFirst().map { $0.count }.sink { UserDefaults.standard.set($0, forKey: \"k\") }",
  ])
  func otherPipelinesAreNotPersistence(statement: String) {
    #expect(PersistedState.persistence(statement) == nil)
  }

  @Test func persistedSubjectBecomesSharedAppStorage() {
    let model = Builders.model(
      initializers: [
        Method(
          name: "init", line: 5,
          body: "recent\n  .dropFirst()\n  .sink { UserDefaults.standard.set($0, forKey: \"recent\") }\n", bodyLine: 5)
      ],
      constants: [
        StoredProperty(
          name: "recent", type: nil, line: 2,
          initialValue:
            "CurrentValueSubject<[String], Never>(UserDefaults.standard.stringArray(forKey: \"recent\") ?? [])")
      ])
    let field = Builders.feature(model).field(named: "recent")
    #expect(field?.sharedAppStorageKey == "\"recent\"")
    #expect(field?.defaultValue == "[]")
  }

  /// Wrapped by a formatter: the sink's call over two lines and the subject's generic arguments over three.
  @Test func aPersistencePipelineWrappedOverLinesIsStillPersistence() {
    let model = Builders.model(
      initializers: [
        Method(
          name: "init", line: 5,
          body: """
            recent
                .dropFirst()
                .sink {
                    UserDefaults.standard.set(
                        $0, forKey: "recent")
                }
                .store(in: &cancellables)
            """, bodyLine: 5)
      ],
      constants: [
        StoredProperty(
          name: "recent", type: nil, line: 2,
          initialValue: """
            CurrentValueSubject<
                [String], Never
            >(
                UserDefaults.standard.stringArray(
                    forKey: "recent") ?? []
            )
            """)
      ])
    let field = Builders.feature(model).field(named: "recent")
    #expect(field?.sharedAppStorageKey == "\"recent\"")
    #expect(field?.defaultValue == "[]")
  }

  @Test func aDifferentKeyIsNotPersistence() {
    let model = Builders.model(
      initializers: [
        Method(name: "init", line: 5, body: "recent.dropFirst().sink { UserDefaults.standard.set($0, forKey: \"b\") }")
      ],
      constants: [
        StoredProperty(
          name: "recent", type: nil, line: 2,
          initialValue: "CurrentValueSubject<[String], Never>(UserDefaults.standard.stringArray(forKey: \"a\") ?? [])")
      ])
    #expect(Builders.feature(model).field(named: "recent")?.sharedAppStorageKey == nil)
  }
}
