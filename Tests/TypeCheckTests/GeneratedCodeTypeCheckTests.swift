import Foundation
import TestSupport
import Testing

/// Every generated feature of every fixture app and the held-out app type-checks in Swift 6 mode against the TCA
/// stand-in, and its generated tests pass on the stand-in's runtime.
@Suite(.serialized)
struct GeneratedCodeTypeCheckTests {
  /// The apps: every folder of `Fixtures/` with a `Sources` folder, and `Benchmarks/HeldOutApp`.
  static let apps: [String] = {
    let fixtures = FixtureApps.root
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    let fixtureApps = names.sorted().filter {
      FileManager.default.fileExists(atPath: fixtures.appendingPathComponent($0 + "/Sources").path)
    }
    return fixtureApps.map { "Fixtures/" + $0 } + ["Benchmarks/HeldOutApp"]
  }()

  @Test(arguments: apps)
  func generatedFeaturesCompileAndTheirTestsPass(app: String) throws {
    let standIn = try StandInLibrary.shared.get()
    let root = FixtureApps.repositoryRoot.appendingPathComponent(app)
    let generated = try GeneratedApp(root: root)
    let directory = standIn.directory.appendingPathComponent("apps/" + (app as NSString).lastPathComponent)
    let run = try TypeCheckRun(app: generated, appRoot: root, standIn: standIn, directory: directory)
    let summary = TypeCheckSummary(app: app, run: run, generated: generated)
    print(summary.text)
    #expect(
      run.unattributed.isEmpty,
      "errors outside the generated features:\n\(run.unattributed.map(\.description).joined(separator: "\n"))")
    #expect(run.runnerFailure == nil, "\(run.runnerFailure ?? "")")
    for feature in run.features {
      #expect(
        feature.typeChecks,
        "\(feature.name) does not type-check:\n\(feature.errors.map(\.description).joined(separator: "\n"))")
      #expect(
        feature.testErrors.isEmpty,
        "\(feature.name)Tests do not compile:\n\(feature.testErrors.map(\.description).joined(separator: "\n"))")
      for test in feature.tests where test.failure != nil {
        Issue.record("\(test.suite).\(test.name) failed: \(test.failure ?? "")")
      }
      #expect(
        !feature.hasTests || !feature.tests.isEmpty || !feature.typeChecks || !feature.testErrors.isEmpty,
        "\(feature.name)Tests did not run")
    }
  }
}

/// The per-app numbers the suite prints: features that type-check, tests that pass.
struct TypeCheckSummary {
  /// The printed block.
  var text: String

  init(app: String, run: TypeCheckRun, generated: GeneratedApp) {
    let features = run.features
    let typeChecking = features.filter(\.typeChecks).count
    let tests = features.flatMap(\.tests)
    let passedTests = tests.filter { $0.failure == nil }.count
    let passing = features.filter(\.passes).count
    var lines = [
      "type-check \(app): \(typeChecking) of \(features.count) features type-check in Swift 6 mode; "
        + "\(passing) of \(features.count) also have all generated tests passing; "
        + "\(passedTests) of \(tests.count) generated tests pass "
        + "(\(generated.appFiles.count) app files compiled, \(generated.leftOut.count) left out)"
    ]
    for feature in features where !feature.passes {
      let first =
        (feature.errors + feature.testErrors).first.map(\.description)
        ?? feature.tests.first { $0.failure != nil }.map { "\($0.name): \($0.failure ?? "")" } ?? "no test results"
      lines.append("  ✗ \(feature.name): \(first)")
    }
    for error in run.unattributed.prefix(3) { lines.append("  ! outside the features: \(error)") }
    if let failure = run.runnerFailure { lines.append("  ! " + String(failure.prefix(300))) }
    text = lines.joined(separator: "\n")
  }
}
