import Foundation

/// A MigrationGuides page read as lines: its generated example sections, Swift code blocks and links.
public struct GuideDocument: Sendable, Equatable {
  /// Which registry a generated section shows.
  public enum SectionKind: String, Sendable, Equatable {
    /// A proposal rule (`ProposalRules.all`), marked `rule=NAME`.
    case rule
    /// An effect rule (`EffectRules.all`), marked `effect=ID`.
    case effect
  }

  /// `<!-- tca-migrate:examples rule=NAME [examples=1,2] -->` … `<!-- /tca-migrate:examples -->`.
  public struct Section: Sendable, Equatable {
    /// Proposal or effect rule.
    public var kind: SectionKind
    /// The rule's name or id.
    public var id: String
    /// 1-based indices of the examples shown, or nil for all of them (the rule's home page).
    public var examples: [Int]?
    /// 0-based line of the opening marker.
    public var openingLine: Int
    /// 0-based line of the closing marker.
    public var closingLine: Int
  }

  /// Whether a code block is the MVVM or the TCA side of an example.
  public enum Role: String, Sendable, Equatable {
    /// Shown after a `Before …` line.
    case before
    /// Shown after an `After …` line.
    case after
  }

  /// A fenced code block.
  public struct CodeBlock: Sendable, Equatable {
    /// The info string's first word (`swift`, `sh`, or empty).
    public var language: String
    /// Before or after, from the nearest non-empty line above the fence; nil for other blocks.
    public var role: Role?
    /// The block's lines joined by newlines, without the fences.
    public var code: String
    /// 1-based line of the opening fence.
    public var line: Int
    /// Index into `sections` of the generated section holding the block, if any.
    public var section: Int?
  }

  /// Marker that opens a generated section.
  public static let openingMarker = "<!-- tca-migrate:examples "
  /// Marker that closes a generated section.
  public static let closingMarker = "<!-- /tca-migrate:examples -->"

  /// The page's lines.
  public let lines: [String]
  /// Generated sections, in page order.
  public private(set) var sections: [Section] = []
  /// Fenced code blocks, in page order.
  public private(set) var codeBlocks: [CodeBlock] = []
  /// Malformed markers and fences, as messages with their 1-based line.
  public private(set) var problems: [String] = []

  /// Reads `text`.
  public init(text: String) {
    lines = text.components(separatedBy: "\n")
    scan()
  }

  /// Every Markdown link target (`[text](target)`), in page order, code blocks excluded.
  public var linkTargets: [String] {
    var result: [String] = []
    var inFence = false
    for line in lines {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      var rest = Substring(line)
      while let close = rest.range(of: "](") {
        let after = rest[close.upperBound...]
        guard let end = after.firstIndex(of: ")") else { break }
        let target = after[..<end].split(separator: " ").first.map(String.init) ?? ""
        if !target.isEmpty { result.append(target) }
        rest = after[end...]
      }
    }
    return result
  }

  /// GitHub-style anchors of the page's headings (`## Manual steps` → `manual-steps`).
  public var headingAnchors: Set<String> {
    var result: Set<String> = []
    var inFence = false
    for line in lines {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let kept = title.lowercased().unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      result.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return result
  }

  /// The page with each section's body replaced by `body(section)` (markers kept; nil keeps the old body).
  public func replacingSectionBodies(_ body: (Section) -> [String]?) -> String {
    var result: [String] = []
    var next = 0
    for section in sections {
      result += lines[next...section.openingLine]
      result += body(section) ?? Array(lines[(section.openingLine + 1)..<section.closingLine])
      next = section.closingLine
    }
    result += lines[next...]
    return result.joined(separator: "\n")
  }

  /// The current body lines of `section`.
  public func body(of section: Section) -> [String] {
    Array(lines[(section.openingLine + 1)..<section.closingLine])
  }

  private mutating func scan() {
    var open: Section?
    var fence: (line: Int, language: String, role: Role?)?
    var code: [String] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let current = fence {
        if trimmed == "```" {
          codeBlocks.append(
            CodeBlock(
              language: current.language, role: current.role, code: code.joined(separator: "\n"),
              line: current.line + 1, section: open == nil ? nil : sections.count))
          fence = nil
          code = []
        } else {
          code.append(line)
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        let language = trimmed.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
        fence = (index, language, Self.role(above: index, in: lines))
      } else if trimmed.hasPrefix(Self.openingMarker) {
        if open != nil { problems.append("line \(index + 1): section opened inside another section") }
        open = Self.section(marker: trimmed, line: index)
        if open == nil { problems.append("line \(index + 1): unreadable section marker `\(trimmed)`") }
      } else if trimmed == Self.closingMarker {
        guard var section = open else {
          problems.append("line \(index + 1): closing marker without an opening one")
          continue
        }
        section.closingLine = index
        sections.append(section)
        open = nil
      }
    }
    if let fence { problems.append("line \(fence.line + 1): code block never closed") }
    if let open { problems.append("line \(open.openingLine + 1): section never closed") }
  }

  private static func role(above line: Int, in lines: [String]) -> Role? {
    guard let label = lines[..<line].last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
      return nil
    }
    if label.hasPrefix("Before") { return .before }
    if label.hasPrefix("After") { return .after }
    return nil
  }

  private static func section(marker: String, line: Int) -> Section? {
    guard marker.hasSuffix("-->") else { return nil }
    let inner = marker.dropFirst(openingMarker.count).dropLast(3)
    var kind: SectionKind?
    var id = ""
    var examples: [Int]?
    for field in inner.split(separator: " ") {
      let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return nil }
      switch parts[0] {
      case "rule", "effect":
        kind = SectionKind(rawValue: parts[0])
        id = parts[1]
      case "examples":
        let numbers = parts[1].split(separator: ",").compactMap { Int($0) }
        guard !numbers.isEmpty else { return nil }
        examples = numbers
      default:
        return nil
      }
    }
    guard let kind, !id.isEmpty else { return nil }
    return Section(kind: kind, id: id, examples: examples, openingLine: line, closingLine: line)
  }
}
