import Analysis
import Proposal

/// Collects output lines, each indented by whole levels of `indent`.
struct LineWriter {
  /// One indentation level.
  let indent: String
  /// Finished lines, indentation included.
  private(set) var lines: [String] = []
  private var current: String?
  /// The level of the line being written.
  private(set) var depth = 0

  init(indent: String) { self.indent = indent }

  /// Whether the current line ends with a space.
  var endsWithSpace: Bool { current?.last == " " }

  /// Whether nothing has been written on the current line yet.
  var atLineStart: Bool { current?.isEmpty ?? true }

  /// Ends the current line and starts one at `depth`.
  mutating func newLine(depth: Int) {
    flush()
    current = ""
    self.depth = max(0, depth)
  }

  /// Appends text to the current line (starting one at the current depth if needed).
  mutating func write(_ text: String) {
    if current == nil { current = "" }
    current! += text
  }

  /// Adds whole lines at `depth`, each already relative-indented with `indent`.
  mutating func writeLines(_ block: [String], depth: Int) {
    flush()
    let prefix = String(repeating: indent, count: max(0, depth))
    for line in block { lines.append(line.isEmpty ? line : prefix + line) }
  }

  /// Turns the last `var name = …` line into `let name = …` when no line after it names `name`: the effect it was
  /// copied into changes its own copy.
  mutating func makeConstant(_ name: String) {
    flush()
    let declaration = Array(("var " + name).utf8)
    guard
      let index = lines.lastIndex(where: { line in
        let bytes = Array(LineText.unindented(line).utf8)
        return bytes.starts(with: declaration) && bytes.count > declaration.count
          && [0x20, 0x3A].contains(bytes[declaration.count])
      })
    else { return }
    for line in lines[(index + 1)...] where TextScan.containsWord(line, name) { return }
    let text = lines[index]
    let rest = LineText.unindented(text)
    lines[index] = String(text[..<rest.startIndex]) + "let" + rest.dropFirst(3)
  }

  /// Whether the lines end with a `switch` at `depth` that has a `default:` and whose every case ends in a `return` or
  /// `throw` (and none breaks out of it): a `return` after it would never run.
  mutating func endsInExhaustiveExit(depth: Int) -> Bool {
    flush()
    let prefix = String(repeating: indent, count: max(0, depth))
    guard let last = lines.last, last == prefix + "}",
      let open = lines.indices.dropLast().last(where: {
        lines[$0].hasPrefix(prefix) && !lines[$0].hasPrefix(prefix + " ")
          && !lines[$0].hasPrefix(prefix + "\t") && !lines[$0].hasPrefix(prefix + "}")
          && !lines[$0].hasPrefix(prefix + "case ")
          && !lines[$0].hasPrefix(prefix + "default:") && !lines[$0].hasPrefix(prefix + "//")
      }),
      lines[open].hasPrefix(prefix + "switch "), lines[open].hasSuffix(" {")
    else { return false }
    let body = lines[(open + 1)..<(lines.count - 1)]
    var sawDefault = false
    var lastCode: String?
    var sawLabel = false
    for line in body {
      let code = LineText.trimmed(line)
      if code == "break" || code.hasPrefix("break ") || code == "fallthrough" { return false }
      let isLabel =
        line.hasPrefix(prefix + "case ") || line.hasPrefix(prefix + "default:")
        || line.hasPrefix(prefix + "@unknown default:")
      if isLabel {
        if sawLabel, !Self.exits(lastCode) { return false }
        sawLabel = true
        if code.hasPrefix("default:") || code.hasPrefix("@unknown default:") { sawDefault = true }
        lastCode = nil
      } else if !code.isEmpty, !code.hasPrefix("//") {
        lastCode =
          line.hasPrefix(prefix + indent) && !line.hasPrefix(prefix + indent + indent) ? String(code) : "nested"
      }
    }
    return sawLabel && sawDefault && Self.exits(lastCode)
  }

  /// Whether a case's last line of code leaves the method.
  private static func exits(_ line: String?) -> Bool {
    guard let line else { return false }
    return line.hasPrefix("return ") || line == "return" || line.hasPrefix("throw ")
  }

  /// Drops spaces at the end of the current line.
  mutating func trimTrailingSpace() {
    while current?.last == " " { current?.removeLast() }
  }

  /// Ends the current line.
  mutating func flush() {
    if let text = current {
      var trimmed = Substring(text)
      while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
      if !trimmed.isEmpty { lines.append(String(repeating: indent, count: depth) + trimmed) }
    }
    current = nil
  }

  /// The finished lines.
  mutating func finish() -> [String] {
    flush()
    return lines
  }

  /// The finished lines joined into one line (continuations starting with `.` attach directly).
  mutating func finishSingleLine() -> String {
    var text = ""
    for (index, line) in finish().enumerated() {
      let trimmed = LineText.unindented(line)
      text += index == 0 || trimmed.hasPrefix(".") ? String(trimmed) : " " + trimmed
    }
    return text
  }
}

/// Names visible at a point in a body and how state is reached there.
struct Scope {
  /// Where the code being rendered runs.
  enum Mode {
    /// In the reducer: state is `state.x`.
    case reducer
    /// Inside a `.run` closure: state is a captured value.
    case effect
  }

  /// Reducer or effect.
  var mode: Mode
  /// Locals and parameters declared so far (they shadow state names).
  var locals: Set<String> = []
  /// Locals that are not available here (declared before an effect, not carried to its response).
  var unavailable: Set<String> = []
  /// Known types of locals (parameters, annotated lets, response payloads).
  var types: [String: String] = [:]
  /// Locals declared with `var` (captured explicitly by effects).
  var variables: Set<String> = []
  /// Whether rendering is inside a closure (where `return` is the closure's).
  var inClosure = false
  /// Whether rendering is inside the body of a `do` with a catch-all (where a `try` is caught).
  var catchesErrors = false
  /// Names written under another name here: an inlined helper's parameter `state` bound as `downloadState`.
  var renamed: [String: String] = [:]

  /// Declares `name` with an optional type.
  mutating func declare(_ name: String, type: String? = nil, isVariable: Bool = false) {
    locals.insert(name)
    unavailable.remove(name)
    if let type { types[name] = type }
    if isVariable { variables.insert(name) } else { variables.remove(name) }
  }
}
