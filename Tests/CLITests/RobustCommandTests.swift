import Foundation
import Testing

@testable import CLI

@Suite struct RobustCommandTests {
  /// A fresh folder under the temporary directory holding `files` (relative path → bytes).
  static func folder(_ files: [String: [UInt8]]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("robust-\(UUID().uuidString)")
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  @Test(arguments: [
    (
      "invalid bytes", [0x6C, 0x65, 0x74, 0x20, 0x73, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xC3, 0x22] as [UInt8],
      "\\x{FF}\\x{C3}"
    ),
    ("a backslash before x", Array(#"let s = "\x{FF}""#.utf8), #"\\x{FF}"#),
    ("valid multi-byte text", Array("let é = \"🐶\"".utf8), "🐶"),
  ])
  func tokensAreLossless(_ name: String, _ bytes: [UInt8], _ expected: String) throws {
    let root = try Self.folder(["File.swift": bytes])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = CommandLineTool.run(["tokens", root.appendingPathComponent("File.swift").path])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains(expected), "\(name): \(result.stdout)")
    #expect(!result.stdout.contains("\u{FFFD}"))
  }

  @Test func aPathologicalFileDoesNotStopAnalyze() throws {
    let good = "final class CounterViewModel: ObservableObject {\n  @Published var count = 0\n}\n"
    let bad = "class A: ObservableObject { @Published var x = \"unterminated\n func f() {"
    // A view owns the good view model, so it is a feature (`generate --all` writes features only).
    let view =
      "import SwiftUI\nstruct CounterView: View {\n  @StateObject var viewModel = CounterViewModel()\n"
      + "  var body: some View { Text(\"\\(viewModel.count)\") }\n}\n"
    let root = try Self.folder([
      "Good/Counter.swift": Array(good.utf8), "Good/CounterView.swift": Array(view.utf8),
      "Bad/Bad.swift": Array(bad.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    for verb in [["analyze"], ["generate", "--all"], ["report"], ["plan"]] {
      let result = CommandLineTool.run([verb[0], root.path] + verb.dropFirst())
      #expect(result.exitCode == 0, "\(verb): \(result.stderr)")
      #expect(result.stdout.contains("Counter"), "\(verb)")
    }
    let analyze = CommandLineTool.run(["analyze", root.path, "--format", "xcode"])
    #expect(analyze.stdout.contains("Bad/Bad.swift:1:27: warning: `{` is never closed"), "\(analyze.stdout)")
  }
}
