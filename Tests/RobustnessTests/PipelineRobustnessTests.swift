import Analysis
import Dispatch
import Foundation
import Testing

/// Broken versions of every fixture file through every verb: no crash, no hang, and every generated file parses.
@Suite struct PipelineRobustnessTests {
  /// Longest a single case may take (debug build, shared machine): far above the normal few milliseconds.
  static let maximumSecondsPerCase = 10.0

  /// Runs `cases` on the machine's cores; each case is the broken file alone and, every `inAppEvery`-th case,
  /// the broken file among its neighbors (its view model, view or service). Every case runs analyze and
  /// generate --all; every other one also report, plan and apply --dry-run (to keep the suite's time down).
  /// Returns the failures.
  static func run(_ cases: [InputCorpus.Case], inAppEvery: Int) -> [String] {
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: cases.count) { index in
      let item = cases[index]
      let app = InputCorpus.apps[item.app]
      let path = app.files[item.file].path
      var inputs = [SourceInput(path: path, bytes: item.bytes)]
      if index % inAppEvery == 0 {
        inputs += InputCorpus.neighbors(of: item.file, in: app)
      }
      let started = Date()
      do {
        _ = try PipelineRun.run(inputs, allVerbs: index % 2 == 0)
      } catch {
        failures.add("\(item.label) (\(inputs.count) files): \(error)")
      }
      let seconds = Date().timeIntervalSince(started)
      if seconds > maximumSecondsPerCase {
        failures.add("\(item.label) took \(Int(seconds)) s")
      }
    }
    return failures.all
  }

  @Test func truncatedFilesRunThroughEveryVerb() {
    let cases = InputCorpus.truncations(perFile: 40, seed: 14)
    let started = Date()
    let failures = Self.run(cases, inAppEvery: 25)
    print("robustness: \(cases.count) truncations in \(Date().timeIntervalSince(started)) s")
    #expect(cases.count > 4_000)
    let passed = failures.isEmpty
    #expect(passed, "\(failures.count) of \(cases.count):\n\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test func mutatedFilesRunThroughEveryVerb() {
    let cases = InputCorpus.mutations(perFile: 50, seed: 2_014)
    let started = Date()
    let failures = Self.run(cases, inAppEvery: 25)
    print("robustness: \(cases.count) mutations in \(Date().timeIntervalSince(started)) s")
    #expect(cases.count > 5_000)
    let passed = failures.isEmpty
    #expect(passed, "\(failures.count) of \(cases.count):\n\(failures.prefix(10).joined(separator: "\n"))")
  }
}

/// Failure messages collected from concurrent cases.
final class Failures: @unchecked Sendable {
  private var messages: [String] = []
  private let lock = NSLock()

  func add(_ message: String) {
    lock.lock()
    messages.append(message)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages.sorted()
  }
}
