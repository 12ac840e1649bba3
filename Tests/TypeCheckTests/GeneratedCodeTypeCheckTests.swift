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
    print(TypeCheckSummary(app: app, run: run, generated: generated).text)
    #expect(run.runnerFailure == nil, "\(run.runnerFailure ?? "")")
    #expect(!run.features.isEmpty)
    // Each feature's status (compiles and its tests pass, or the first error) is a golden file: a feature that
    // stops compiling fails here, and one that starts compiling updates the file (TCA_MIGRATE_UPDATE_GOLDEN=1).
    let status = TypeCheckStatus.render(run)
    let golden = Self.goldens.appendingPathComponent((app as NSString).lastPathComponent + ".txt")
    if FixtureApps.updatingGoldens {
      try status.write(to: golden, atomically: true, encoding: .utf8)
    } else {
      let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
      #expect(status == expected, "type-check status changed for \(app); review and update the golden")
    }
  }

  /// `Tests/TypeCheckTests/Golden`.
  static let goldens = FixtureApps.repositoryRoot.appendingPathComponent("Tests/TypeCheckTests/Golden")
}

/// One line per feature: `pass`, or why not (first compiler error, or first failing test).
enum TypeCheckStatus {
  /// The golden text for `run`.
  static func render(_ run: TypeCheckRun) -> String {
    var lines: [String] = []
    for feature in run.features.sorted(by: { $0.name < $1.name }) {
      if feature.passes {
        // A warning in generated code is reviewed like an error: a reviewer would not merge it either.
        let warning = feature.warnings.first.map { "; warning: \($0)" } ?? ""
        lines.append("\(feature.name): pass (\(feature.tests.count) tests)\(warning)")
      } else if let error = feature.errors.sorted(by: { ($0.path, $0.line) < ($1.path, $1.line) }).first {
        lines.append("\(feature.name): does not type-check: \(error)")
      } else if let error = feature.testErrors.first {
        lines.append("\(feature.name): tests do not compile: \(error)")
      } else if let test = feature.tests.sorted(by: { $0.name < $1.name }).first(where: { $0.failure != nil }) {
        // The failure message is left out: which check fails first in a racing effect can differ between runs.
        lines.append("\(feature.name): type-checks; generated tests fail (first: \(test.name))")
      } else {
        lines.append("\(feature.name): type-checks; its tests did not run (another feature's tests did not build)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
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
    var warned: [CompilerDiagnostic] = []
    for warning in features.flatMap(\.warnings) where !warned.contains(warning) { warned.append(warning) }
    lines[0] += "; \(warned.count) warnings in generated code"
    for warning in warned { lines.append("  warning \(warning)") }
    for error in run.unattributed.prefix(3) { lines.append("  ! outside the features: \(error)") }
    if let failure = run.runnerFailure { lines.append("  ! " + String(failure.prefix(300))) }
    text = lines.joined(separator: "\n")
  }
}
