import Analysis
import Foundation
import Plan

/// Builds a view model record with just the fields the plan reads.
func viewModel(
  _ name: String, children: [String] = [], state: Int = 0, methods: Int = 0, asyncMethods: Int = 0,
  body: String? = nil, combine: Int = 0, dependencies: [String] = [], views: [String] = [], file: String? = nil,
  references: [ChildReference] = []
) -> ViewModel {
  let plain = (0..<methods).map { Method(name: "method\($0)", line: 10 + $0, body: body ?? "") }
  let async = (0..<asyncMethods).map { Method(name: "load\($0)", line: 30 + $0, isAsync: true, body: "") }
  return ViewModel(
    name: name, file: file ?? "Sources/\(name.replacingOccurrences(of: ".", with: "")).swift", line: 3,
    kind: .observableObject,
    published: (0..<state).map { StateProperty(name: "field\($0)", type: "Int", line: 4 + $0) },
    methods: plain + async,
    dependencies: dependencies.enumerated().map { Dependency(name: "service\($0.offset)", type: $0.element, line: 2) },
    children: children.sorted(), childReferences: references,
    combine: (0..<combine).map {
      StoredProperty(name: "subject\($0)", type: "PassthroughSubject<Int, Never>", line: 5)
    },
    views: views)
}

/// An analysis result holding `viewModels`.
func analysis(_ viewModels: [ViewModel], services: [Service] = [], owners: [Owner] = []) -> AnalysisResult {
  AnalysisResult(viewModels: viewModels, services: services, owners: owners)
}

/// A seeded, reproducible random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Phase number per feature name.
func phaseMap(_ plan: MigrationPlan) -> [String: Int] {
  Dictionary(uniqueKeysWithValues: plan.features.map { ($0.name, $0.phase) })
}
