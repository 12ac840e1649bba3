import Analysis
import TestSupport

/// The files the robustness cases are made from, and the ways they are broken.
enum InputCorpus {
  /// One app's files: the fixture apps' `Sources` and the held-out app.
  struct App: Sendable {
    var name: String
    var files: [SourceInput]
  }

  /// One broken input: which file of which app, and how it was broken (to reproduce a failure).
  struct Case: Sendable {
    var app: Int
    var file: Int
    var label: String
    var bytes: [UInt8]
  }

  static let apps: [App] = {
    let fixtures = [
      "EdgeCases", "LegacyHierarchyApp", "ModernSwiftUIApp", "ObservableApp", "SwiftUIAsyncApp", "UIKitCombineApp",
    ].map {
      App(name: $0, files: FixtureApps.inputs(for: $0, under: "Sources"))
    }
    return fixtures + [App(name: "HeldOutApp", files: FixtureApps.heldOutInputs)]
  }()

  /// Every file cut off at `count` offsets spread over it (each shifted by a seeded amount).
  static func truncations(perFile count: Int, seed: UInt64) -> [Case] {
    var generator = SeededGenerator(state: seed)
    var cases: [Case] = []
    for (appIndex, app) in apps.enumerated() {
      for (fileIndex, file) in app.files.enumerated() where !file.bytes.isEmpty {
        let size = file.bytes.count
        for step in 0..<count {
          let base = size * step / count
          let offset = min(size - 1, base + Int.random(in: 0...max(0, size / count - 1), using: &generator))
          cases.append(
            Case(
              app: appIndex, file: fileIndex, label: "\(app.name)/\(file.path) cut at \(offset)",
              bytes: Array(file.bytes[..<offset])))
        }
      }
    }
    return cases
  }

  /// Every file with `count` seeded mutations (1–3 edits each: deleted, inserted, duplicated or overwritten bytes).
  static func mutations(perFile count: Int, seed: UInt64) -> [Case] {
    var cases: [Case] = []
    for (appIndex, app) in apps.enumerated() {
      for (fileIndex, file) in app.files.enumerated() {
        for number in 0..<count {
          let caseSeed = seed &+ UInt64(appIndex * 1_000_000 + fileIndex * 1_000 + number)
          var generator = SeededGenerator(state: caseSeed)
          var bytes = file.bytes
          for _ in 0..<Int.random(in: 1...3, using: &generator) { mutate(&bytes, using: &generator) }
          cases.append(
            Case(
              app: appIndex, file: fileIndex, label: "\(app.name)/\(file.path) mutated with seed \(caseSeed)",
              bytes: bytes))
        }
      }
    }
    return cases
  }

  /// The files of `app` beside file `index` that it most likely works with: those in its folder and those named
  /// after the same feature (`FeedViewModel.swift`, `FeedView.swift`), at most three.
  static func neighbors(of index: Int, in app: App) -> [SourceInput] {
    func folder(_ path: String) -> Substring { path.lastIndex(of: "/").map { path[..<$0] } ?? "" }
    func stem(_ path: String) -> String {
      var name = String(path.split(separator: "/").last ?? "")
      for suffix in [".swift", "ViewModel", "ViewController", "View", "Model", "Service", "Screen"]
      where name.hasSuffix(suffix) && name.count > suffix.count {
        name.removeLast(suffix.count)
      }
      return name
    }
    let path = app.files[index].path
    let related = app.files.enumerated().filter { other in
      other.offset != index && (folder(other.element.path) == folder(path) || stem(other.element.path) == stem(path))
    }
    return related.prefix(3).map(\.element)
  }

  /// Text most likely to unbalance a skimming parser.
  static let noise: [[UInt8]] =
    [
      "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "/*", "*/", "//", "#if X\n", "#else\n", "#endif\n", "\\(", "#\"",
      "@Published var ", "func ", "class A: ObservableObject {", "async ", "await ", "let (", ", ", "\n", "<", ">",
      "`", "'", "$", "@",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x9F], [0x0D]]

  static func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
    let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &generator)
    let length = Int.random(in: 1...12, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0:
      bytes.removeSubrange(position..<min(bytes.count, position + length))
    case 1:
      bytes.insert(contentsOf: noise[Int.random(in: 0..<noise.count, using: &generator)], at: position)
    case 2:
      let copied = Array(bytes[position..<min(bytes.count, position + length * 8)])
      bytes.insert(contentsOf: copied, at: Int.random(in: 0...bytes.count, using: &generator))
    default:
      for offset in position..<min(bytes.count, position + length) {
        bytes[offset] = UInt8.random(in: 0...255, using: &generator)
      }
    }
  }
}
