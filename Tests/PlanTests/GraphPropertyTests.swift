import Analysis
import Plan
import Testing

/// A random graph over `count` view models; with `acyclic`, edges only go from lower to higher index.
func randomGraph(count: Int, edgeChance: Double, acyclic: Bool, seed: UInt64) -> [ViewModel] {
  var generator = SeededGenerator(seed: seed)
  return (0..<count).map { index in
    let candidates = acyclic ? Array((index + 1)..<max(index + 1, count)) : Array(0..<count)
    let children = candidates.filter { _ in Double.random(in: 0..<1, using: &generator) < edgeChance }
    return viewModel(
      "Node\(index)ViewModel", children: children.map { "Node\($0)ViewModel" },
      state: Int.random(in: 0..<5, using: &generator), methods: Int.random(in: 0..<4, using: &generator))
  }
}

@Test("every parent migrates after its children, and as early as possible (random DAGs)", arguments: 1...40)
func randomDAGsRespectEdges(seed: Int) {
  let viewModels = randomGraph(count: 5 + seed % 30, edgeChance: 0.15, acyclic: true, seed: UInt64(seed))
  let plan = MigrationPlan.make(from: analysis(viewModels))
  let phase = phaseMap(plan)
  #expect(plan.cycles.isEmpty)
  #expect(plan.features.count == viewModels.count)
  let edgeCount = viewModels.reduce(0) { $0 + $1.children.count }
  #expect(plan.edges.count == edgeCount)
  for edge in plan.edges {
    #expect((phase[edge.child] ?? 0) < (phase[edge.parent] ?? 0), "\(edge.parent) → \(edge.child)")
  }
  for feature in plan.features {
    let childPhases = feature.children.compactMap { phase[$0] }
    #expect(feature.phase == (childPhases.max() ?? 0) + 1, "\(feature.name) is not in its earliest phase")
  }
  #expect(plan.phases.map(\.number) == Array(1...plan.phases.count))
  #expect(plan.bridges.count == edgeCount)
}

@Test("in random graphs with cycles, only members of one cycle share a phase along an edge", arguments: 1...25)
func randomCyclicGraphs(seed: Int) {
  let viewModels = randomGraph(count: 4 + seed % 20, edgeChance: 0.12, acyclic: false, seed: UInt64(1000 + seed))
  let plan = MigrationPlan.make(from: analysis(viewModels))
  let phase = phaseMap(plan)
  var cycleOf: [String: Int] = [:]
  for (index, cycle) in plan.cycles.enumerated() { for member in cycle.features { cycleOf[member] = index } }
  for edge in plan.edges {
    let parentPhase = phase[edge.parent] ?? 0
    let childPhase = phase[edge.child] ?? 0
    if let cycle = cycleOf[edge.parent], cycleOf[edge.child] == cycle {
      #expect(parentPhase == childPhase)
      #expect(plan.cycles[cycle].edges.contains(edge))
    } else {
      #expect(childPhase < parentPhase, "\(edge.parent) → \(edge.child)")
    }
  }
  for cycle in plan.cycles { #expect(Set(cycle.features.map { phase[$0] ?? 0 }).count == 1) }
}

@Test("the same analysis always gives the same plan, whatever the input order")
func deterministic() {
  let viewModels = randomGraph(count: 30, edgeChance: 0.1, acyclic: false, seed: 7)
  var generator = SeededGenerator(seed: 99)
  let shuffled = viewModels.shuffled(using: &generator)
  #expect(MigrationPlan.make(from: analysis(viewModels)) == MigrationPlan.make(from: analysis(shuffled)))
}

@Test("a 20 000-long chain and a 20 000-member cycle need no recursion")
func deepGraphs() {
  let count = 20_000
  let chain = (0..<count).map { index in
    viewModel("N\(index)ViewModel", children: index + 1 < count ? ["N\(index + 1)ViewModel"] : [])
  }
  let chainPlan = MigrationPlan.make(from: analysis(chain))
  #expect(chainPlan.phases.count == count)
  #expect(chainPlan.feature(named: "N0Feature")?.phase == count)
  let ring = (0..<count).map { index in viewModel("N\(index)ViewModel", children: ["N\((index + 1) % count)ViewModel"])
  }
  let ringPlan = MigrationPlan.make(from: analysis(ring))
  #expect(ringPlan.phases.count == 1)
  #expect(ringPlan.cycles.first?.edges.count == count)
}
