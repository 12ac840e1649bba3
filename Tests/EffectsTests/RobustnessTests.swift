import Analysis
import Effects
import Foundation
import Proposal
import Testing

/// Every function in the repository's own sources and the fixtures, converted as if it were a view-model method:
/// the rewriter must not crash or hang, and what it produces must parse.
@Suite struct RobustnessTests {
  static func allSwiftFiles() throws -> [String] {
    let root = FixtureConversions.appsDirectory.deletingLastPathComponent()
    var files: [String] = []
    for folder in ["Sources", "Fixtures", "Tests"] {
      let base = root.appendingPathComponent(folder)
      guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        files.append(base.appendingPathComponent(path).path)
      }
    }
    return files.sorted()
  }

  @Test func arbitraryFunctionBodiesConvertAndParse() throws {
    let started = Date()
    var snippets: [String] = []
    var names: [String] = []
    for path in try Self.allSwiftFiles() {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
      let methods = ExampleMethodParser.methods(in: text, nested: true)
      guard !methods.isEmpty else { continue }
      let viewModel = ExampleFeature.viewModel(methods: methods)
      let context = ExampleFeature.context(for: viewModel)
      let rewriter = EffectRewriter(services: ExampleFeature.services)
      for method in methods where method.body != nil {
        let conversion = rewriter.convert(method, in: context)
        let cases = CaseRendering.cases(for: method, actionName: method.name, conversion: conversion, indent: "  ")
        snippets.append(SwiftParseCheck.reducerFile(cases: cases))
        names.append("\(path):\(method.line) \(method.name)")
      }
    }
    #expect(snippets.count > 300)
    let converted = Date()
    defer { print("robustness: \(snippets.count) conversions in \(converted.timeIntervalSince(started)) s") }
    let failures = try SwiftParseCheck.failures(snippets)
    for (index, message) in failures.sorted(by: { $0.key < $1.key }).prefix(10) {
      Issue.record("\(index >= 0 ? names[index] : "?") does not parse:\n\(message)")
    }
    #expect(failures.isEmpty, "\(failures.count) of \(snippets.count) conversions do not parse")
  }
}

@Suite struct SwiftParseCheckTests {
  @Test func aBrokenSnippetIsReportedAtItsOwnIndex() throws {
    var snippets = (0..<7).map { _ in SwiftParseCheck.reducerFile(cases: ["case .a:", "  return .none"]) }
    snippets[5] = SwiftParseCheck.reducerFile(cases: ["case .a:", "  return .run { send in"])
    let failures = try SwiftParseCheck.failures(snippets, perFile: 3)
    #expect(Array(failures.keys) == [5])
  }
}

@Suite struct LabeledTrailingClosureTests {
  /// `await f { … } matching: { … }` is one call: the second closure was split off as a statement (`response matching:
  /// { … }`), which does not parse.
  @Test func aLabeledTrailingClosureStaysWithItsAwaitedCall() throws {
    let text = """
      struct Checks {
        func verify() async {
          await withKnownIssue {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.noop) { $0.count = 0 }
          } matching: {
            recorded("no change")($0)
          }
        }
        func recorded(_ message: String) -> (Issue) -> Bool { { _ in true } }
      }
      """
    let methods = ExampleMethodParser.methods(in: text, nested: true)
    let viewModel = ExampleFeature.viewModel(methods: methods)
    let context = ExampleFeature.context(for: viewModel)
    let rewriter = EffectRewriter(services: ExampleFeature.services)
    let method = try #require(methods.first { $0.name == "verify" })
    let cases = CaseRendering.cases(
      for: method, actionName: method.name, conversion: rewriter.convert(method, in: context), indent: "  ")
    #expect(!cases.contains { $0.contains("response matching") }, "\(cases)")
    #expect(try SwiftParseCheck.failures([SwiftParseCheck.reducerFile(cases: cases)]).isEmpty)
  }
}
