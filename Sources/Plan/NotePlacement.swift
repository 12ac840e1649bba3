import Foundation

/// Places the person-written lines of an old checklist after the tool lines they followed.
///
/// A note belongs to the nearest tool line (one carrying an id) above it. If that line is gone, the note moves
/// to its feature's heading, or else to a "Notes from earlier versions" section at the end.
struct NotePlacement {
  static let orphanSectionId = "section.orphans"
  static let startAnchor = "doc.start"

  private(set) var lines: [ChecklistLine] = []
  private(set) var keptLines = 0
  private(set) var relocatedLines = 0

  init(old: ChecklistDocument, body: [ChecklistLine]) {
    let (notes, order) = Self.collect(old)
    let bodyIds = Set(body.compactMap(\.id))
    var placed: [String: [String]] = [:]
    var orphans = notes[Self.orphanSectionId] ?? []
    for anchor in order where anchor != Self.startAnchor && anchor != Self.orphanSectionId {
      let block = notes[anchor] ?? []
      if bodyIds.contains(anchor) {
        placed[anchor, default: []] += block
        continue
      }
      relocatedLines += block.filter { !Self.isBlank($0) }.count
      if let feature = Self.featureHeadingId(of: anchor), bodyIds.contains(feature) {
        placed[feature, default: []] += block
      } else {
        orphans += block
      }
    }
    keptLines = notes.values.reduce(0) { $0 + $1.filter { !Self.isBlank($0) }.count }

    lines = (notes[Self.startAnchor] ?? []).map(Self.note)
    var fullBody = body
    if !orphans.isEmpty {
      if fullBody.last?.kind != .blank { fullBody.append(.blankLine) }
      fullBody.append(
        ChecklistLine(kind: .heading(level: 2), text: "Notes from earlier versions", id: Self.orphanSectionId))
      placed[Self.orphanSectionId] = orphans
    }
    for line in fullBody {
      lines.append(line)
      if let id = line.id, let block = placed[id] { lines += block.map(Self.note) }
    }
    while let last = lines.last, last.kind == .blank || (last.kind == .note && Self.isBlank(last.text)) {
      lines.removeLast()
    }
  }

  /// Note lines per anchor id (trailing blank lines dropped, all-blank blocks skipped), and anchors in file order.
  private static func collect(_ old: ChecklistDocument) -> ([String: [String]], [String]) {
    var notes: [String: [String]] = [:]
    var order: [String] = []
    var anchor = startAnchor
    for line in old.lines {
      if let id = line.id {
        anchor = id
        continue
      }
      if notes[anchor] == nil { order.append(anchor) }
      notes[anchor, default: []].append(line.text)
    }
    for (key, block) in notes {
      var trimmed = block
      while let last = trimmed.last, isBlank(last) { trimmed.removeLast() }
      notes[key] = trimmed.isEmpty ? nil : trimmed
    }
    return (notes, order.filter { notes[$0] != nil })
  }

  private static func featureHeadingId(of id: String) -> String? {
    let parts = id.split(separator: ".")
    guard parts.count > 2, parts[0] == "feature" else { return nil }
    return "feature.\(parts[1])"
  }

  private static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

  private static func note(_ text: String) -> ChecklistLine { ChecklistLine(kind: .note, text: text) }
}
