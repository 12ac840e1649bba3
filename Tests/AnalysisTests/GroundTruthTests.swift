import Analysis
import Testing

/// Recall and precision of the analysis against the hand-written truth of each fixture app.
@Suite struct GroundTruthTests {
  /// Counts of matched, expected and found items for one measure.
  struct Score {
    var matched = 0
    var expected = 0
    var found = 0

    mutating func add(expected: Set<String>, found: Set<String>) {
      matched += expected.intersection(found).count
      self.expected += expected.count
      self.found += found.count
    }

    var recall: Double { expected == 0 ? 1 : Double(matched) / Double(expected) }
    var precision: Double { found == 0 ? 1 : Double(matched) / Double(found) }
  }

  @Test func everyFixtureAppHasGroundTruth() {
    #expect(FixtureSupport.apps.count >= 5)
  }

  @Test(arguments: FixtureSupport.apps)
  func viewModelsMatchTruth(_ app: String) throws {
    let truth = try GroundTruth.load(app)
    let result = FixtureSupport.analyze(app)
    var models = Score()
    models.add(expected: Set(truth.viewModels.map(\.name)), found: Set(result.viewModels.map(\.name)))
    #expect(models.recall == 1, "view model recall in \(app)")
    #expect(models.precision == 1, "view model precision in \(app)")
    for name in truth.notViewModels ?? [] {
      #expect(result.viewModel(named: name) == nil, "\(name) is not a view model")
    }
    if let services = truth.services {
      #expect(Set(result.services.map(\.name)) == Set(services), "services in \(app)")
    }
  }

  @Test(arguments: FixtureSupport.apps)
  func membersMatchTruth(_ app: String) throws {
    let truth = try GroundTruth.load(app)
    let result = FixtureSupport.analyze(app)
    var state = Score()
    for expected in truth.viewModels {
      let found = try #require(result.viewModels.first { $0.name == expected.name }, "\(expected.name) in \(app)")
      #expect(found.kind.rawValue == expected.kind, "\(expected.name) kind")
      #expect(found.file == expected.file, "\(expected.name) file")
      #expect(found.line == expected.line, "\(expected.name) line")
      state.add(expected: Set(expected.published), found: Set(found.published.map(\.name)))
      #expect(Set(found.published.map(\.name)) == Set(expected.published), "\(expected.name) observed state")
      #expect(Set(found.methods.map(\.name)) == Set(expected.methods), "\(expected.name) methods")
      #expect(Set(found.dependencies.map(\.name)) == Set(expected.dependencies), "\(expected.name) dependencies")
      #expect(Set(found.children) == Set(expected.children), "\(expected.name) children")
      #expect(Set(found.views) == Set(expected.views), "\(expected.name) views")
    }
    #expect(state.recall == 1 && state.precision == 1, "observed-state recall/precision in \(app)")
  }

  @Test(arguments: FixtureSupport.apps)
  func classificationMatchesTruth(_ app: String) throws {
    let truth = try GroundTruth.load(app)
    let result = FixtureSupport.analyze(app)
    for expected in truth.viewModels {
      let found = try #require(result.viewModels.first { $0.name == expected.name }, "\(expected.name) in \(app)")
      #expect(
        found.classification.rawValue == expected.classification, "\(expected.name): \(found.classificationReason)")
      #expect(found.clientShape?.rawValue == expected.clientShape, "\(expected.name) client shape")
      #expect(!found.classificationReason.isEmpty, "\(expected.name) has a reason")
    }
  }

  /// The share of proposed features that a person would accept as screens: an owning view or a feature parent (by the
  /// hand-written truth), and not test, mock or preview code (the truth does not skip them).
  /// (`classified: false` proposes every view model, as before classification).
  static func featurePrecision(_ apps: [String], classified: Bool) throws -> Score {
    var score = Score()
    for app in apps {
      let truth = try GroundTruth.load(app)
      let result = FixtureSupport.analyze(app)
      let truthByName = Dictionary(uniqueKeysWithValues: truth.viewModels.map { ($0.name, $0) })
      let truthFeatures = Set(truth.viewModels.filter { $0.classification == "feature" }.map(\.name))
      let featureParents = Set(
        truth.viewModels.filter { truthFeatures.contains($0.name) }.flatMap(\.children))
      let acceptable = Set(
        truth.viewModels.filter { model in
          model.classification != "skip" && (!model.views.isEmpty || featureParents.contains(model.name))
        }.map(\.name))
      let proposed = result.viewModels.filter { !classified || $0.classification == .feature }.map(\.name)
      score.add(expected: acceptable, found: Set(proposed.filter { truthByName[$0] != nil }))
    }
    return score
  }

  @Test func featurePrecisionOverAllFixtures() throws {
    let classified = try Self.featurePrecision(FixtureSupport.apps, classified: true)
    let everything = try Self.featurePrecision(FixtureSupport.apps, classified: false)
    #expect(classified.precision >= 0.9, "feature precision \(classified.precision) (\(classified.found) proposed)")
    #expect(classified.precision > everything.precision, "classifying beats proposing every view model")
  }
}
