import Foundation

/// What a checklist merge changed, for the CLI to print.
public struct MergeReport: Sendable, Codable, Equatable {
  /// A removed and an added feature that are probably the same view model renamed.
  public struct Rename: Sendable, Codable, Equatable {
    /// The feature no longer found.
    public var from: String
    /// The new feature.
    public var to: String
    /// Why they look alike (`same file`, `similar names`).
    public var reason: String

    /// Creates a rename candidate.
    public init(from: String, to: String, reason: String) {
      self.from = from
      self.to = to
      self.reason = reason
    }
  }

  /// Features added to the checklist, sorted.
  public var added: [String]
  /// Features newly marked as no longer found, sorted.
  public var removed: [String]
  /// Features whose view model is gone and whose feature file exists, sorted.
  public var migrated: [String]
  /// Likely renames.
  public var renames: [Rename]
  /// Item ids ticked from project facts in this merge, sorted.
  public var autoTicked: [String]
  /// Person-written lines kept.
  public var keptNoteLines: Int
  /// Note lines whose item or section disappeared, moved to the feature or to "Notes from earlier versions".
  public var relocatedNoteLines: Int

  /// Creates a report.
  public init(
    added: [String] = [], removed: [String] = [], migrated: [String] = [], renames: [Rename] = [],
    autoTicked: [String] = [], keptNoteLines: Int = 0, relocatedNoteLines: Int = 0
  ) {
    self.added = added
    self.removed = removed
    self.migrated = migrated
    self.renames = renames
    self.autoTicked = autoTicked
    self.keptNoteLines = keptNoteLines
    self.relocatedNoteLines = relocatedNoteLines
  }

  /// One line per change, for a person.
  public var lines: [String] {
    added.map { "added \($0)" } + removed.map { "marked \($0) as no longer found" }
      + migrated.map { "\($0): view model deleted, feature file present" }
      + renames.map { "\($0.from) may have been renamed to \($0.to) (\($0.reason)); move your ticks and notes by hand" }
      + autoTicked.map { "ticked \($0) (verified on disk)" }
      + (relocatedNoteLines > 0 ? ["moved \(relocatedNoteLines) note line(s) whose item disappeared"] : [])
  }
}
