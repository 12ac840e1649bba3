import Foundation

/// Features done (every item ticked) out of features still to migrate, overall and per phase.
public struct MigrationProgress: Sendable, Codable, Equatable {
  /// Progress of one phase.
  public struct PhaseProgress: Sendable, Codable, Equatable {
    /// Phase number.
    public var number: Int
    /// Features done.
    public var done: Int
    /// Features in the phase (removed ones excluded).
    public var total: Int

    /// Creates a phase's progress.
    public init(number: Int, done: Int, total: Int) {
      self.number = number
      self.done = done
      self.total = total
    }
  }

  /// Features done.
  public var done: Int
  /// Features counted.
  public var total: Int
  /// Per phase, in order.
  public var phases: [PhaseProgress]

  /// Creates progress from per-phase counts.
  public init(phases: [PhaseProgress]) {
    self.phases = phases
    self.done = phases.reduce(0) { $0 + $1.done }
    self.total = phases.reduce(0) { $0 + $1.total }
  }

  /// Progress of a plan with nothing ticked yet.
  public init(plan: MigrationPlan) {
    self.init(phases: plan.phases.map { PhaseProgress(number: $0.number, done: 0, total: $0.features.count) })
  }

  /// `Progress: 1/5 features done · phase 1: 1/2 · phase 2: 0/3`.
  public var summary: String {
    (["Progress: \(done)/\(total) features done"] + phases.map { "phase \($0.number): \($0.done)/\($0.total)" })
      .joined(separator: " · ")
  }
}
