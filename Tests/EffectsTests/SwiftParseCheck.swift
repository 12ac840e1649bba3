import Foundation
import TestSupport

/// Packs many generated snippets into a few files for `swiftc -parse`, then pins errors on single snippets.
enum SwiftParseCheck {
  /// The compiler's error lines for each snippet that fails to parse, keyed by snippet index.
  static func failures(_ snippets: [String]) throws -> [Int: String] {
    try failures(snippets, perFile: 40)
  }

  /// Like `failures(_:)`, packing `perFile` snippets into each compiled file; the snippets of a packed file that
  /// fails are compiled again one by one so each error is reported against its own snippet.
  static func failures(_ snippets: [String], perFile: Int) throws -> [Int: String] {
    let groups = stride(from: 0, to: snippets.count, by: perFile).map { Array($0..<min($0 + perFile, snippets.count)) }
    let packed = groups.map { group in group.map { snippets[$0] }.joined(separator: "\n") }
    let failingGroups = try compile(packed)
    if let message = failingGroups[-1] { return [-1: message] }
    let suspects = failingGroups.keys.sorted().flatMap { groups[$0] }
    guard !suspects.isEmpty else { return [:] }
    var result: [Int: String] = [:]
    for (position, message) in try compile(suspects.map { snippets[$0] }) {
      result[position >= 0 ? suspects[position] : -1] = message
    }
    return result
  }

  /// The compiler's error lines for each file that fails to parse, keyed by file index.
  private static func compile(_ snippets: [String]) throws -> [Int: String] {
    try SwiftParse.failures(snippets)
  }

  /// Wraps reducer case lines into a minimal reducer-shaped file.
  static func reducerFile(cases: [String]) -> String {
    var lines = [
      "import ComposableArchitecture", "", "@Reducer", "struct Probe {", "  var body: some ReducerOf<Self> {",
      "    Reduce { state, action in", "      switch action {",
    ]
    lines += cases.map { $0.isEmpty ? $0 : "      " + $0 }
    lines += ["      }", "    }", "  }", "}", ""]
    return lines.joined(separator: "\n")
  }
}
