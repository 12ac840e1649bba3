import Analysis
import Foundation
import Proposal
import Testing

@testable import CLI

/// Hand-made hostile files: each runs through every verb beside a good view model, which must still be found, and
/// the bad file gets a diagnostic on the right line.
@Suite struct HostileInputTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var text: [UInt8]
    /// The line of the diagnostic expected for the bad file, nil when none is expected.
    var line: Int?
    var testDescription: String { name }

    init(_ name: String, _ text: String, line: Int?) {
      self.name = name
      self.text = Array(text.utf8)
      self.line = line
    }

    init(_ name: String, bytes: [UInt8], line: Int?) {
      self.name = name
      self.text = bytes
      self.line = line
    }
  }

  static let good = SourceInput(
    path: "Good/CounterViewModel.swift",
    bytes: Array(
      """
      import SwiftUI

      final class CounterViewModel: ObservableObject {
        @Published var count = 0
        func increment() { count += 1 }
      }

      """.utf8))

  static let nesting = 10_000

  static let examples: [Example] = [
    Example(
      "string cut off inside a view model (the 73-byte crash)",
      "class A: ObservableObject { @Published var x = \"unterminated\n func f() {", line: 1),
    Example("stray closing braces", "}\n}\nclass B: ObservableObject {\n  @Published var y = 1\n}\n}", line: 1),
    Example(
      "#if without #endif", "class C: ObservableObject {\n#if DEBUG\n  @Published var z = 1\n}\n", line: 2),
    Example("#endif without #if", "#endif\nclass D: ObservableObject {}\n", line: 1),
    Example(
      "file ends inside a block comment", "class E: ObservableObject {\n  /* @Published var w = 1\n}\n", line: 1),
    Example(
      "file ends inside a parameter list",
      "class F: ObservableObject {\n  @Published var v = 0\n  func load(id: Int, ", line: 1),
    Example(
      "10k nested types", String(repeating: "struct S {", count: nesting) + String(repeating: "}", count: nesting),
      line: nil),
    Example(
      "10k unclosed types", String(repeating: "class K: ObservableObject {", count: nesting), line: 1),
    Example(
      "10k nested blocks in a method",
      "class G: ObservableObject {\n  @Published var n = 0\n  func go() {\n"
        + String(repeating: "if n > 0 {", count: nesting) + String(repeating: "}", count: nesting) + "\n  }\n}\n",
      line: nil),
    Example(
      "10k nested parentheses in an initializer",
      "class H: ObservableObject {\n  @Published var m = " + String(repeating: "(", count: nesting) + "1"
        + String(repeating: ")", count: nesting) + "\n}\n", line: nil),
    Example(
      "10k nested closures in an async method",
      "class J: ObservableObject {\n  @Published var q = 0\n  func go() async {\n"
        + String(repeating: "Task { ", count: nesting) + String(repeating: "}", count: nesting) + "\n  }\n}\n",
      line: nil),
    Example(
      "10k nested string interpolations",
      "class L: ObservableObject {\n  @Published var s = " + String(repeating: "\"\\(", count: 2_000)
        + String(repeating: ")\"", count: 2_000) + "\n}\n", line: nil),
    // Found by mutating real apps' files (IceCubes' edit-account model): a trap in the awaited-condition rule.
    Example(
      "an else-if whose condition lost its brace to an awaited assignment",
      "class P: ObservableObject {\n  @Published var isOn = false\n  func save() {\n    Task {\n      if isOn {\n"
        + "        _ = await upload()\n      } else if _ = await upload()\n      }\n      isOn = false\n    }\n"
        + "  func upload() async -> Bool { true }\n}\n", line: nil),
    // Found the same way (openedx's search model cut off): a detached task's unclosed closure made a reversed range.
    Example(
      "file ends inside a detached task's closure",
      "class Q: ObservableObject {\n  @Published var n = 0\n  func go() {\n    Task.detached(priority: .high) {\n"
        + "      n += 1\n", line: 1),
    // Found the same way (kiwix's selection model, a line cut): a `guard` whose `else` came before its `=`.
    Example(
      "a guard whose else lost its block to the next declaration",
      "class R: ObservableObject {\n  @Published var ids: [String] = []\n  init() {\n"
        + "    guard !ids.isEmpty else    let found: [String] = Store.shared.load {\n      return []\n    }\n"
        + "    ids = found\n  }\n}\n", line: nil),
    Example(
      "NUL bytes",
      bytes: Array("class M: ObservableObject {\n  @Published var a = 0".utf8) + [0, 0] + Array("\n}".utf8),
      line: 1),
    Example(
      "invalid UTF-8",
      bytes: Array("class N: ObservableObject {\n  @Published var b = \"".utf8) + [0xFF, 0xC3] + Array("\"\n}".utf8),
      line: 1),
  ]

  @Test(arguments: examples) func aBadFileDoesNotStopTheRun(_ example: Example) throws {
    let bad = SourceInput(path: "Bad/Bad.swift", bytes: example.text)
    let run = try PipelineRun.run([bad, Self.good])
    let analysis = Analyzer.analyze([bad, Self.good])
    #expect(analysis.viewModels.contains { $0.name == "CounterViewModel" })
    #expect(run.generatedFiles >= 2)
    let badLines = run.diagnostics.filter { $0.file == bad.path && $0.severity != .note }.map(\.line)
    if let line = example.line {
      #expect(badLines.contains(line), "diagnostics on lines \(badLines)")
    }
  }
}

/// Generated code must parse even where a rewrite goes wrong: such a method becomes a TODO.
@Suite struct UnparsableTranslationTests {
  static let source = """
    protocol SearchService { func search(_ term: String, options: [String]) async throws -> [String] }

    @MainActor
    final class SearchViewModel: ObservableObject {
      @Published var searchTerm = ""
      @Published var options: [String] = []
      @Published var results: [String] = []
      private let service: SearchService
      init(service: SearchService) { self.service = service }

      func search() async {
        let (searchTerm, options) = (self.searchTerm, self.options)
        do {
          results = try await service.search(searchTerm, options: options)
        } catch {
          results = []
        }
      }
    }

    """

  /// Translates every method into a tuple pattern that does not parse, as the rewriter once did for `search`.
  struct GarblingConverter: MethodConverting {
    func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
      MethodConversion(status: .full, body: ["let (searchTerm = state.searchTerm, options) = (1, 2)", "return .none"])
    }
  }

  static func featureFile(
    converter: (AnalysisResult) -> any MethodConverting
  ) throws -> (MethodConversion.Status?, String) {
    let inputs = [SourceInput(path: "SearchViewModel.swift", bytes: Array(source.utf8))]
    let pipeline = MigrationPipeline(root: PipelineRun.root, inputs: inputs, converter: converter)
    let feature = try #require(pipeline.proposal.features.first)
    let files = pipeline.files(for: pipeline.proposal.features, moduleName: "App")
    let featureFile = try #require(files.first { $0.path == "SearchFeature.swift" })
    for file in files { try PipelineRun.check(file.contents, path: file.path, original: nil, stage: "generate") }
    return (feature.conversions.first { $0.method == "search" }?.status, featureFile.contents)
  }

  @Test func aTranslationThatWouldNotParseBecomesATodo() throws {
    let (status, contents) = try Self.featureFile { _ in WellFormedConverter(GarblingConverter()) }
    #expect(status == .manual)
    #expect(!contents.contains("let (searchTerm = state.searchTerm"))
    #expect(contents.contains("would not parse"))
  }

  /// The rewriter used to treat `searchTerm` in the tuple pattern as a shorthand `if let` of State.
  @Test func aTuplePatternNamingStateFieldsIsTranslated() throws {
    let (status, contents) = try Self.featureFile { Converters.effectRewriter($0) }
    #expect(status == .full)
    #expect(contents.contains("let (searchTerm, options) = (state.searchTerm, state.options)"))
  }
}
