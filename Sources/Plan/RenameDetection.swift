import Analysis
import Foundation

/// Pairs features that disappeared with features that appeared when they look like one view model renamed.
enum RenameDetection {
  /// Minimum name similarity (1 − edit distance / longer length) for a rename.
  static let threshold = 0.6

  static func candidates(removed: [ChecklistFeature], added: [PlannedFeature]) -> [MergeReport.Rename] {
    var available = added.sorted { $0.name < $1.name }
    var renames: [MergeReport.Rename] = []
    for feature in removed.sorted(by: { $0.name < $1.name }) {
      let scored = available.compactMap { candidate -> (PlannedFeature, Int, Double, String)? in
        if !feature.file.isEmpty, feature.file == candidate.file { return (candidate, 0, 1, "same file") }
        let score = similarity(stem(feature.viewModel, fallback: feature.name), stem(candidate.viewModel, fallback: ""))
        guard score >= threshold else { return nil }
        return (candidate, 1, score, "similar names")
      }
      guard let best = scored.min(by: { ($0.1, -$0.2, $0.0.name) < ($1.1, -$1.2, $1.0.name) }) else { continue }
      renames.append(MergeReport.Rename(from: feature.name, to: best.0.name, reason: best.3))
      available.removeAll { $0.name == best.0.name }
    }
    return renames
  }

  /// The view model's name without view-model suffixes, lowercased: `QuizViewModel` → `quiz`.
  static func stem(_ viewModel: String, fallback: String) -> String {
    let source = viewModel.isEmpty ? fallback : viewModel
    return FeatureNaming.featureName(forViewModel: source, suffix: "").lowercased()
  }

  /// 1 for equal strings, 0 for nothing in common; containment of one stem in the other counts as 0.8.
  static func similarity(_ lhs: String, _ rhs: String) -> Double {
    guard !lhs.isEmpty, !rhs.isEmpty else { return 0 }
    let a = Array(lhs.utf8)
    let b = Array(rhs.utf8)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    let score = 1 - Double(previous[b.count]) / Double(max(a.count, b.count))
    let contains = lhs.count >= 3 && rhs.count >= 3 && (lhs.contains(rhs) || rhs.contains(lhs))
    return max(score, contains ? 0.8 : 0)
  }
}
