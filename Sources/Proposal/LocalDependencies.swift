/// TCA's standard dependencies declared inside a function body (`@Dependency(\.uuid) var uuid`, as swift-dependencies
/// allows), where the reducer's own properties are out of reach: `State.init`, State methods, static functions.
enum LocalDependencies {
  /// Whether every one of `uses` is a standard dependency, which a body may declare itself and a test can stub.
  static func areStandard(_ uses: [DependencyUse]) -> Bool {
    uses.allSatisfy { StandardTestValues.byKey[$0.key] != nil }
  }

  /// The `@Dependency(key) var property` lines declaring `uses`.
  static func declarations(_ uses: [DependencyUse]) -> [String] {
    uses.map { "@Dependency(\($0.key)) var \($0.property)" }
  }

  /// The test stubs of the standard ones of `uses` (`$0.uuid = .incrementing`).
  static func stubs(_ uses: [DependencyUse]) -> [String] {
    uses.compactMap { StandardTestValues.byKey[$0.key] }
  }
}
