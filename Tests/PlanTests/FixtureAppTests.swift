import Analysis
import Foundation
import Plan
import Testing

/// The fixture apps under `Fixtures/` at the repository root.
enum FixtureApps {
  static let names = [
    "SwiftUIAsyncApp", "UIKitCombineApp", "ObservableApp", "LegacyHierarchyApp", "EdgeCases", "LargeCodebaseApp",
    "ModernSwiftUIApp",
  ]

  static func root(_ app: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/\(app)")
  }

  /// Runs the real analysis over the app's Swift files.
  static func analyze(_ app: String) throws -> AnalysisResult {
    let base = root(app)
    let sources = base.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var inputs: [SourceInput] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
      inputs.append(SourceInput(path: relative, bytes: Array(try Data(contentsOf: url))))
    }
    return Analyzer.analyze(inputs.sorted { $0.path < $1.path })
  }

  /// Parent → child edges of the hand-written ground truth (`expected-viewmodels.json`).
  static func truthEdges(_ app: String) throws -> [(parent: String, child: String)] {
    struct Truth: Decodable {
      struct Model: Decodable {
        var name: String
        var children: [String]
      }
      var viewModels: [Model]
    }
    let data = try Data(contentsOf: root(app).appendingPathComponent("expected-viewmodels.json"))
    let truth = try JSONDecoder().decode(Truth.self, from: data)
    return truth.viewModels.flatMap { model in model.children.map { (model.name, $0) } }
  }
}

@Test(
  "on every fixture app, each ground-truth parent → child edge is respected by the phases", arguments: FixtureApps.names
)
func fixtureEdgesRespected(app: String) throws {
  let result = try FixtureApps.analyze(app)
  let plan = MigrationPlan.make(from: result)
  let features = Set(result.viewModels.filter { $0.classification == .feature }.map(\.name))
  #expect(Set(plan.features.map(\.viewModel)) == features)
  let clients = Set(plan.clients.filter(\.isViewModel).map(\.service))
  #expect(clients == Set(result.viewModels.filter { $0.classification == .client }.map(\.name)))
  #expect(plan.features.count + clients.count + plan.skipped.count == result.viewModels.count)
  let byViewModel = Dictionary(uniqueKeysWithValues: plan.features.map { ($0.viewModel, $0) })
  let cycleEdges = Set(plan.cycles.flatMap(\.edges))
  let truth = try FixtureApps.truthEdges(app).filter { features.contains($0.parent) && features.contains($0.child) }
  var checked = 0
  for edge in truth {
    guard let parent = byViewModel[edge.parent], let child = byViewModel[edge.child] else { continue }
    checked += 1
    if cycleEdges.contains(FeatureEdge(parent: parent.name, child: child.name)) {
      #expect(parent.phase == child.phase)
    } else {
      #expect(child.phase < parent.phase, "\(app): \(edge.parent) → \(edge.child)")
    }
  }
  #expect(checked == truth.count, "\(app): ground-truth view models missing from the plan")
  for edge in plan.edges where !cycleEdges.contains(edge) {
    #expect((plan.feature(named: edge.child)?.phase ?? 0) < (plan.feature(named: edge.parent)?.phase ?? 0))
  }
}

@Test(
  "on every fixture app the checklist round-trips: parse finds every feature, re-merging changes nothing",
  arguments: FixtureApps.names)
func fixtureChecklistStable(app: String) throws {
  let result = try FixtureApps.analyze(app)
  let facts = ProjectFacts(analysis: result, swiftFileNames: [])
  let first = try PlanUpdate.make(analysis: result, existingChecklist: nil, facts: facts)
  let parsed = try ChecklistDocument.parse(first.merge.text)
  #expect(parsed.features.map(\.name).sorted() == first.plan.features.map(\.name).sorted())
  #expect(parsed.progress.total == first.plan.features.count)
  let second = try PlanUpdate.make(analysis: result, existingChecklist: first.merge.text, facts: facts)
  #expect(second.merge.text == first.merge.text)
  #expect(second.plan == first.plan)
}
