import Foundation

/// Compiles one app's generated features against the stand-in in Swift 6 mode, then builds and runs their tests.
struct TypeCheckRun {
  /// What happened to one feature.
  struct FeatureResult: Sendable {
    /// The feature's name.
    var name: String
    /// Compiler errors in the feature's own files (feature, clients), empty when it type-checks.
    var errors: [CompilerDiagnostic]
    /// Compiler errors in its generated tests, empty when they compile.
    var testErrors: [CompilerDiagnostic]
    /// The feature's test results (empty when it has none or they did not compile).
    var tests: [TestResult]
    /// Whether the feature has generated tests.
    var hasTests: Bool
    /// Compiler warnings in the feature's own files and its tests (deduplicated: a shared client warns once per
    /// build).
    var warnings: [CompilerDiagnostic] = []

    /// The feature, its clients and (if any) its tests compiled, and every test passed.
    var passes: Bool {
      typeChecks && testErrors.isEmpty && tests.allSatisfy { $0.failure == nil } && (!hasTests || !tests.isEmpty)
    }
    /// The feature and its clients compiled.
    var typeChecks: Bool { errors.isEmpty }
  }

  /// Per-feature results, in proposal order.
  var features: [FeatureResult]
  /// Errors in the app's own files or ones no feature owns (the run stops there).
  var unattributed: [CompilerDiagnostic]
  /// The runner's output when it crashed or wrote no results.
  var runnerFailure: String?

  /// Compiles and runs `app`, written under `directory`, with `standIn`.
  init(app: GeneratedApp, appRoot: URL, standIn: StandInLibrary, directory: URL) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: directory)
    let generatedRoot = directory.appendingPathComponent("generated")
    for (relative, contents) in app.generated {
      let url = generatedRoot.appendingPathComponent(relative)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    let generatedPath = { (relative: String) in generatedRoot.appendingPathComponent(relative).path }
    let appPaths = app.appFiles.map { appRoot.appendingPathComponent($0).path } + [AppleShims.foundationGaps.path]
    let build = directory.appendingPathComponent("build")
    try fileManager.createDirectory(at: build, withIntermediateDirectories: true)
    // The app files compiled with the features, for compiling one feature by hand while debugging the generator.
    try appPaths.joined(separator: "\n").write(
      to: build.appendingPathComponent("app-files.txt"), atomically: true, encoding: .utf8)

    var errors: [String: [CompilerDiagnostic]] = [:]
    var warnings: [String: [CompilerDiagnostic]] = [:]
    var unattributed: [CompilerDiagnostic] = []
    var excluded: Set<String> = []
    let ownerOf = { (file: String) -> [String] in
      app.features.filter { generatedPath($0.file) == file || $0.clientFiles.map(generatedPath).contains(file) }
        .map(\.name)
    }
    var built = false
    for _ in 0..<12 {
      let included = app.features.filter { !excluded.contains($0.name) }
      let clients = Set(included.flatMap(\.clientFiles)).sorted().map(generatedPath)
      let sources = appPaths + clients + included.map { generatedPath($0.file) }
      let result = try ProcessRun.run(
        ProcessRun.swiftc,
        [
          "-emit-library", "-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "6",
          "-module-name", app.moduleName, "-o", build.appendingPathComponent("lib\(app.moduleName).so").path,
          "-emit-module-path", build.appendingPathComponent("\(app.moduleName).swiftmodule").path,
        ] + standIn.flags + sources)
      if result.status == 0 {
        built = true
        for warning in CompilerDiagnostic.warnings(in: result.output) {
          for owner in ownerOf(warning.path) where !(warnings[owner] ?? []).contains(warning) {
            warnings[owner, default: []].append(warning)
          }
        }
        break
      }
      let found = CompilerDiagnostic.errors(in: result.output)
      var newlyFailing: Set<String> = []
      for error in found {
        let owners = ownerOf(error.path).filter { !excluded.contains($0) }
        if owners.isEmpty {
          unattributed.append(error)
        } else {
          for owner in owners {
            errors[owner, default: []].append(error)
            newlyFailing.insert(owner)
          }
        }
      }
      if found.isEmpty { unattributed.append(CompilerDiagnostic(path: "swiftc", line: 0, message: result.output)) }
      if newlyFailing.isEmpty || !unattributed.isEmpty { break }
      excluded.formUnion(newlyFailing)
    }

    var testErrors: [String: [CompilerDiagnostic]] = [:]
    var tests: [TestResult] = []
    var runnerFailure: String?
    if built {
      var failingTests: Set<String> = []
      for _ in 0..<4 {
        let withTests = app.features.filter { !excluded.contains($0.name) && !failingTests.contains($0.name) }
          .compactMap { feature in feature.testsFile.map { (feature.name, generatedPath($0)) } }
        guard !withTests.isEmpty else { break }
        let runnerSource = build.appendingPathComponent("Runner.swift")
        try
          "import Testing\n\n@main struct Runner {\n  static func main() async { await Testing.__swiftPMEntryPoint() as Never }\n}\n"
          .write(to: runnerSource, atomically: true, encoding: .utf8)
        let runner = build.appendingPathComponent("runner")
        let compiled = try ProcessRun.run(
          ProcessRun.swiftc,
          [
            "-parse-as-library", "-swift-version", "6", "-module-name", app.moduleName + "Tests", "-o", runner.path,
            "-I", build.path, "-L", build.path, "-l" + app.moduleName, "-Xlinker", "-rpath", "-Xlinker", build.path,
          ] + standIn.flags + withTests.map(\.1) + [runnerSource.path])
        if compiled.status != 0 {
          let found = CompilerDiagnostic.errors(in: compiled.output)
          var newlyFailing: Set<String> = []
          for error in found {
            if let owner = withTests.first(where: { $0.1 == error.path })?.0 {
              testErrors[owner, default: []].append(error)
              newlyFailing.insert(owner)
            } else {
              unattributed.append(error)
            }
          }
          if found.isEmpty {
            unattributed.append(CompilerDiagnostic(path: "swiftc", line: 0, message: compiled.output))
          }
          if newlyFailing.isEmpty { break }
          failingTests.formUnion(newlyFailing)
          continue
        }
        for warning in CompilerDiagnostic.warnings(in: compiled.output) {
          if let owner = withTests.first(where: { $0.1 == warning.path })?.0 {
            warnings[owner, default: []].append(warning)
          }
        }
        let xunit = build.appendingPathComponent("results.xml")
        try? fileManager.removeItem(at: xunit)
        // TCA's one-second wait for an effect's action can pass on two cores busy compiling the other suites.
        let ran = try ProcessRun.run(
          runner.path, ["--xunit-output", xunit.path], in: build, timeout: 300,
          environment: ["TCA_STAND_IN_TIMEOUT_SECONDS": "10"])
        if let text = try? String(contentsOf: xunit, encoding: .utf8) {
          tests = TestResult.parse(xunit: text)
        } else {
          runnerFailure = "runner exited \(ran.status) without results:\n" + String(ran.output.suffix(4000))
        }
        break
      }
    }
    features = app.features.map { feature in
      FeatureResult(
        name: feature.name,
        errors: errors[feature.name] ?? (built || excluded.contains(feature.name) ? [] : unattributed),
        testErrors: testErrors[feature.name] ?? [], tests: tests.filter { $0.suite == feature.name + "Tests" },
        hasTests: feature.testsFile != nil, warnings: warnings[feature.name] ?? [])
    }
    self.unattributed = unattributed
    self.runnerFailure = runnerFailure
  }
}
