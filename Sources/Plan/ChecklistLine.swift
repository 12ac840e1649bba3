import Foundation

/// One line of a checklist file: a tool-owned line (heading, item or text carrying a hidden id) or a person's note.
public struct ChecklistLine: Sendable, Equatable {
  /// What the line is.
  public enum Kind: Sendable, Equatable {
    /// `#`…`######` heading of that level.
    case heading(level: Int)
    /// `- [ ]` / `- [x]` item.
    case item(checked: Bool)
    /// A tool-written paragraph line.
    case text
    /// An empty layout line written by the tool.
    case blank
    /// Any line without an id: a person's note, kept verbatim in `text`.
    case note
  }

  /// Heading, item, text, blank or note.
  public var kind: Kind
  /// Content without the `#`/checkbox prefix and the id comment; the whole line for notes.
  public var text: String
  /// The stable hidden id, nil for notes and blank lines.
  public var id: String?
  /// Other `key: value` pairs stored in the hidden comment.
  public var metadata: [String: String]

  /// Creates a line.
  public init(kind: Kind, text: String, id: String? = nil, metadata: [String: String] = [:]) {
    self.kind = kind
    self.text = text
    self.id = id
    self.metadata = metadata
  }

  /// Whether it is an item ticked `[x]`.
  public var isChecked: Bool {
    if case .item(let checked) = kind { return checked }
    return false
  }

  /// Whether it is a checklist item.
  public var isItem: Bool {
    if case .item = kind { return true }
    return false
  }

  /// The line as written in the file.
  public var rendered: String {
    guard let id else { return kind == .blank ? "" : text }
    let pairs = [("id", id)] + metadata.keys.sorted().map { ($0, metadata[$0] ?? "") }
    let comment = "<!-- " + pairs.map { "\($0.0): \(Self.sanitize($0.1))" }.joined(separator: "; ") + " -->"
    switch kind {
    case .heading(let level): return String(repeating: "#", count: level) + " " + text + " " + comment
    case .item(let checked): return (checked ? "- [x] " : "- [ ] ") + text + " " + comment
    case .text, .blank, .note: return text + " " + comment
    }
  }

  /// Parses one line of a checklist file.
  public static func parse(_ raw: String) -> ChecklistLine {
    let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasSuffix("-->"), let open = trimmed.range(of: "<!-- id:", options: .backwards) else {
      return ChecklistLine(kind: .note, text: line)
    }
    let body = trimmed[open.upperBound..<trimmed.index(trimmed.endIndex, offsetBy: -3)]
    var pairs = body.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    let id = pairs.removeFirst()
    guard !id.isEmpty else { return ChecklistLine(kind: .note, text: line) }
    var metadata: [String: String] = [:]
    for pair in pairs {
      guard let colon = pair.firstIndex(of: ":") else { continue }
      let key = pair[..<colon].trimmingCharacters(in: .whitespaces)
      if !key.isEmpty { metadata[key] = pair[pair.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
    }
    let content = trimmed[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
    return ChecklistLine(kind: kind(of: content), text: stripPrefix(content), id: id, metadata: metadata)
  }

  private static func kind(of content: String) -> Kind {
    let hashes = content.prefix { $0 == "#" }.count
    if (1...6).contains(hashes), content.dropFirst(hashes).first == " " { return .heading(level: hashes) }
    for marker in ["- ", "* ", "+ "] where content.hasPrefix(marker) {
      let box = content.dropFirst(2).prefix(3)
      if box == "[ ]" { return .item(checked: false) }
      if box == "[x]" || box == "[X]" { return .item(checked: true) }
    }
    return .text
  }

  private static func stripPrefix(_ content: String) -> String {
    switch kind(of: content) {
    case .heading(let level): return content.dropFirst(level).trimmingCharacters(in: .whitespaces)
    case .item: return content.dropFirst(5).trimmingCharacters(in: .whitespaces)
    case .text, .blank, .note: return content
    }
  }

  private static func sanitize(_ value: String) -> String {
    value.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "-->", with: "->")
      .replacingOccurrences(of: "\n", with: " ")
  }
}
