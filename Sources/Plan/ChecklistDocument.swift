import Foundation

/// Why a file cannot be read as a checklist.
public enum ChecklistError: Error, Equatable, CustomStringConvertible {
  /// The file has content but no version marker: it is not a tca-migrate checklist.
  case notAChecklist
  /// The file was written by a newer tca-migrate.
  case unsupportedVersion(Int)

  /// A message for a person.
  public var description: String {
    switch self {
    case .notAChecklist:
      return "the file has no `\(ChecklistDocument.versionMarker())` marker; it is not a tca-migrate checklist,"
        + " so it is left untouched (choose another file name)"
    case .unsupportedVersion(let version):
      return "the checklist is format v\(version); this tca-migrate reads up to v\(ChecklistDocument.currentVersion)"
    }
  }
}

/// A parsed checklist file: the person's checklist and the tool's state.
public struct ChecklistDocument: Sendable, Equatable {
  /// The format version this build writes.
  public static let currentVersion = 1
  /// Default checklist file name in the analyzed repository.
  public static let defaultFileName = "TCA_MIGRATION.md"

  /// The version marker line for `version`.
  public static func versionMarker(_ version: Int = currentVersion) -> String {
    "<!-- tca-migrate checklist v\(version) -->"
  }

  /// Format version read from the marker.
  public var version: Int
  /// Every line after the marker.
  public var lines: [ChecklistLine]

  /// Creates a document.
  public init(version: Int = ChecklistDocument.currentVersion, lines: [ChecklistLine]) {
    self.version = version
    self.lines = lines
  }

  /// Parses checklist text; empty text gives an empty document.
  public static func parse(_ text: String) throws -> ChecklistDocument {
    var rawLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rawLines.last == "" { rawLines.removeLast() }
    guard let markerIndex = rawLines.firstIndex(where: { markerVersion($0) != nil }) else {
      if text.allSatisfy(\.isWhitespace) { return ChecklistDocument(lines: []) }
      throw ChecklistError.notAChecklist
    }
    let version = markerVersion(rawLines[markerIndex]) ?? currentVersion
    guard version <= currentVersion else { throw ChecklistError.unsupportedVersion(version) }
    rawLines.remove(at: markerIndex)
    return ChecklistDocument(version: version, lines: rawLines.map(ChecklistLine.parse))
  }

  /// The file text.
  public var text: String {
    ([Self.versionMarker(version)] + lines.map(\.rendered)).joined(separator: "\n") + "\n"
  }

  /// Features recorded in the document, in document order.
  public var features: [ChecklistFeature] {
    var features: [ChecklistFeature] = []
    var indexByName: [String: Int] = [:]
    for line in lines {
      guard let id = line.id else { continue }
      guard case .heading = line.kind, let name = ChecklistFeature.name(fromHeadingId: id) else {
        let parts = id.split(separator: ".", maxSplits: 2)
        if parts.count == 3, parts[0] == "feature", let index = indexByName[String(parts[1])] {
          features[index].lines.append(line)
        }
        continue
      }
      if indexByName[name] != nil { continue }
      indexByName[name] = features.count
      features.append(
        ChecklistFeature(
          name: name, viewModel: line.metadata["vm"] ?? "", file: line.metadata["file"] ?? "",
          phase: Int(line.metadata["phase"] ?? "") ?? 1,
          status: ChecklistFeature.Status(rawValue: line.metadata["status"] ?? "") ?? .active, lines: []))
    }
    return features
  }

  /// Feature name → phase as recorded, for `PlanOptions.pinnedPhases` (features no longer found excluded).
  public var pinnedPhases: [String: Int] {
    Dictionary(features.filter { $0.status != .removed }.map { ($0.name, $0.phase) }) { first, _ in first }
  }

  /// View model → feature name as recorded, for `PlanOptions.pinnedFeatureNames` (features no longer found excluded).
  public var pinnedFeatureNames: [String: String] {
    Dictionary(features.filter { $0.status != .removed && !$0.viewModel.isEmpty }.map { ($0.viewModel, $0.name) }) {
      first, _ in first
    }
  }

  /// Features done (all items ticked) out of features not marked removed, per phase.
  public var progress: MigrationProgress {
    let counted = features.filter { $0.status != .removed }
    let byPhase = Dictionary(grouping: counted, by: \.phase)
    return MigrationProgress(
      phases: byPhase.keys.sorted().map { number in
        let members = byPhase[number] ?? []
        return .init(number: number, done: members.filter(\.isDone).count, total: members.count)
      })
  }

  /// Whether the item `id` is ticked (nil when absent).
  public func isChecked(_ id: String) -> Bool? {
    lines.first { $0.id == id && $0.isItem }.map(\.isChecked)
  }

  /// A fresh checklist for `plan`.
  public static func render(_ plan: MigrationPlan, facts: ProjectFacts? = nil) -> ChecklistDocument {
    ChecklistBuilder(plan: plan, old: ChecklistDocument(lines: []), facts: facts).build().document
  }

  /// Merges `existing` checklist text (nil or empty for none) with `plan`, keeping ticks and notes and ticking
  /// what `facts` verify; throws when `existing` is not a checklist this build can read.
  public static func merge(existing: String?, plan: MigrationPlan, facts: ProjectFacts? = nil) throws -> ChecklistMerge
  {
    let old = try existing.map(parse) ?? ChecklistDocument(lines: [])
    return ChecklistBuilder(plan: plan, old: old, facts: facts).build()
  }

  private static func markerVersion(_ line: String) -> Int? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let prefix = "<!-- tca-migrate checklist v"
    guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("-->") else { return nil }
    return Int(trimmed.dropFirst(prefix.count).dropLast(3).trimmingCharacters(in: .whitespaces))
  }
}

/// One feature block as recorded in a checklist.
public struct ChecklistFeature: Sendable, Equatable {
  /// Where the feature stands in the checklist.
  public enum Status: String, Sendable, Equatable {
    /// Its view model is in the current plan.
    case active
    /// Its view model is gone and its feature file exists.
    case migrated
    /// Its view model is gone and no feature file was found (struck through).
    case removed
  }

  /// Feature name.
  public var name: String
  /// View model name.
  public var viewModel: String
  /// View model file.
  public var file: String
  /// Phase number.
  public var phase: Int
  /// Active, migrated or removed.
  public var status: Status
  /// Its tool-written lines after the heading (info and items).
  public var lines: [ChecklistLine]

  /// Creates a recorded feature.
  public init(name: String, viewModel: String, file: String, phase: Int, status: Status, lines: [ChecklistLine]) {
    self.name = name
    self.viewModel = viewModel
    self.file = file
    self.phase = phase
    self.status = status
    self.lines = lines
  }

  /// Whether it has items and all are ticked.
  public var isDone: Bool {
    let items = lines.filter(\.isItem)
    return !items.isEmpty && items.allSatisfy(\.isChecked)
  }

  /// `QuizFeature` from `feature.QuizFeature`; nil for item ids.
  static func name(fromHeadingId id: String) -> String? {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2 && parts[0] == "feature" && !parts[1].isEmpty ? String(parts[1]) : nil
  }
}

/// The result of a merge: the new checklist and what changed.
public struct ChecklistMerge: Sendable, Equatable {
  /// The merged document.
  public var document: ChecklistDocument
  /// What changed.
  public var report: MergeReport

  /// Creates a merge result.
  public init(document: ChecklistDocument, report: MergeReport) {
    self.document = document
    self.report = report
  }

  /// The merged file text.
  public var text: String { document.text }
  /// Progress after the merge.
  public var progress: MigrationProgress { document.progress }
}
