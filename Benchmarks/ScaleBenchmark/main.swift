import Analysis
import Dispatch
import Effects
import Emit
import Proposal

/// Synthetic inputs whose cost must grow linearly: one class with many members, and trees of many small files.
enum SyntheticSource {
  /// One view model with `count` `@Published` properties and `count` async methods that use them and a service.
  static func bigViewModel(members count: Int) -> String {
    var text = "import Foundation\n\nprotocol ItemService {\n  func fetch(_ id: Int) async throws -> String\n}\n\n"
    text += "@MainActor\nfinal class BigViewModel: ObservableObject {\n  private let service: ItemService\n\n"
    for index in 0..<count { text += "  @Published var item\(index): String = \"\"\n" }
    text += "\n  init(service: ItemService) {\n    self.service = service\n  }\n"
    for index in 0..<count {
      text += "\n  func load\(index)() async {\n    do {\n      item\(index) = try await service.fetch(\(index))\n"
      text += "    } catch {\n      item\(index) = \"failed\"\n    }\n  }\n"
    }
    return text + "}\n"
  }

  /// `count` files, each a small view model, its view and its service.
  static func tree(files count: Int) -> [SourceInput] {
    (0..<count).map { index in
      let text = """
        import SwiftUI

        protocol Service\(index) { func load() async -> Int }

        final class Screen\(index)ViewModel: ObservableObject {
          @Published var value = 0
          @Published var isLoading = false
          private let service: Service\(index)
          init(service: Service\(index)) { self.service = service }
          func refresh() async {
            isLoading = true
            value = await service.load()
            isLoading = false
          }
        }

        struct Screen\(index)View: View {
          @StateObject var model: Screen\(index)ViewModel
          var body: some View { Text("\\(model.value)").task { await model.refresh() } }
        }

        """
      return SourceInput(path: "Feature\(index)/Screen\(index).swift", bytes: Array(text.utf8))
    }
  }
}

/// Wall-clock seconds of `work`, best of `repeats`.
func seconds(repeats: Int, _ work: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<repeats {
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return best
}

/// Times analysis, analysis plus proposal (what `analyze` runs) and emit over `inputs`, one line per stage.
func measure(_ label: String, _ inputs: [SourceInput], units: Int, unitName: String, repeats: Int) {
  let bytes = inputs.reduce(0) { $0 + $1.bytes.count }
  var analysis = Analyzer.analyze(inputs)
  let analyze = seconds(repeats: repeats) { analysis = Analyzer.analyze(inputs) }
  let converter = EffectRewriter(services: analysis.services) { FeatureNaming.featureName(forViewModel: $0) }
  var proposal = FeatureProposer.propose(analysis, converter: converter)
  let propose = seconds(repeats: repeats) { proposal = FeatureProposer.propose(analysis, converter: converter) }
  var files: [GeneratedFile] = []
  let emit = seconds(repeats: repeats) { files = FeatureEmitter().files(for: proposal) }
  func row(_ stage: String, _ time: Double) -> String {
    let perUnit = time / Double(units) * 1e6
    return "  \(stage.padding(toLength: 22, withPad: " ", startingAt: 0))"
      + "\(String(format: "%8.3f", time)) s  \(String(format: "%8.2f", perUnit)) µs/\(unitName)"
  }
  print("\(label): \(bytes / 1024) KiB, \(units) \(unitName)s, \(files.count) generated files")
  print(row("analysis", analyze))
  print(row("proposal (conversions)", propose))
  print(row("analyze verb total", analyze + propose))
  print(row("emit", emit))
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.compactMap { Int($0) }
let repeats = 3
for count in sizes.isEmpty ? [500, 5_000, 10_000] : sizes {
  let input = SourceInput(path: "BigViewModel.swift", bytes: Array(SyntheticSource.bigViewModel(members: count).utf8))
  measure(
    "one class, \(count) @Published + \(count) async methods", [input], units: 2 * count, unitName: "member",
    repeats: count >= 10_000 ? 1 : repeats)
}
for count in [100, 1_000] {
  measure("\(count) files", SyntheticSource.tree(files: count), units: count, unitName: "file", repeats: repeats)
}
