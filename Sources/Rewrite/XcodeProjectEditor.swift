/// Insertions into a `project.pbxproj` that keep every existing byte: new objects go into their `/* Begin … section */`,
/// new array elements before the array's `)`, new keys into a dictionary in sorted position.
public struct XcodeProjectEditor: Sendable {
  /// The project being edited.
  public let project: XcodeProject
  /// The insertions so far.
  public private(set) var edits: [TextEdit] = []
  /// Arrays added under a new key, by `owner key`, rendered when the result is asked for.
  private var newArrays: [String: NewArray] = [:]

  private struct NewArray {
    var key: String
    var offset: Int
    var indent: String
    var elements: [String]

    var text: String {
      indent + PropertyListTokenizer.literal(key) + " = (\n" + elements.map { indent + "\t" + $0 + ",\n" }.joined()
        + indent + ");\n"
    }
  }

  /// An editor of `project`.
  public init(project: XcodeProject) {
    self.project = project
  }

  private var bytes: [UInt8] { project.document.bytes }

  /// The file with every insertion applied.
  public func result() throws(RewriteError) -> [UInt8] {
    let arrays = newArrays.values.sorted { ($0.offset, $0.key) < ($1.offset, $1.key) }
    return try project.document.written(applying: edits + arrays.map { .insert($0.text, at: $0.offset) })
  }

  /// Adds the object `text` (its full `ID /* … */ = {…};` entry, lines without the leading indentation) to the
  /// section of `isa`, creating the section in sorted position when the file has none.
  public mutating func addObject(isa: String, _ lines: [String]) {
    let indent = "\t\t"
    let body = lines.map { indent + $0 + "\n" }.joined()
    let tokens = project.document.tokens
    var sections: [(name: String, begin: Int)] = []
    for token in tokens where token.kind == .comment {
      let text = String(decoding: bytes[token.range], as: UTF8.self)
      if text == "/* End \(isa) section */" {
        edits.append(.insert(body, at: lineStart(token.range.lowerBound)))
        return
      }
      let prefix = "/* Begin "
      let suffix = " section */"
      if text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count {
        sections.append((String(text.dropFirst(prefix.count).dropLast(suffix.count)), token.range.lowerBound))
      }
    }
    let wrapped = "/* Begin \(isa) section */\n" + body + "/* End \(isa) section */\n"
    if let next = sections.first(where: { $0.name > isa }) {
      edits.append(.insert(wrapped + "\n", at: lineStart(next.begin)))
    } else if !sections.isEmpty {
      edits.append(.insert("\n" + wrapped, at: lineStart(project.objects.range.upperBound - 1)))
    } else {
      edits.append(.insert(body, at: lineStart(project.objects.range.upperBound - 1)))
    }
  }

  /// Appends `element` (e.g. `ID /* Name.swift */`) to the array `key` of object `owner`, adding the key when missing.
  public mutating func append(_ element: String, to key: String, of owner: String) {
    guard let object = project.object(owner), let entries = object.entries else { return }
    if newArrays[owner + " " + key] != nil {
      newArrays[owner + " " + key]?.elements.append(element)
      return
    }
    if let array = object[key], array.elements != nil {
      let close = array.range.upperBound - 1
      let start = lineStart(close)
      if isBlank(start..<close) {
        let indent = String(decoding: bytes[start..<close], as: UTF8.self)
        edits.append(.insert(indent + "\t" + element + ",\n", at: start))
      } else {
        var before = close
        while before > array.range.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before - 1]) { before -= 1 }
        let afterSeparator = before > 0 && (bytes[before - 1] == 0x2C || bytes[before - 1] == 0x28)
        edits.append(.insert(afterSeparator ? " \(element)," : ", \(element)", at: before))
      }
      return
    }
    let keyLine = entries.first.map { lineStart($0.keyRange.lowerBound) } ?? lineStart(object.range.upperBound - 1)
    let indent = String(decoding: bytes[keyLine..<(entries.first?.keyRange.lowerBound ?? keyLine)], as: UTF8.self)
    let next = entries.first { $0.key > key }
    let offset = next.map { lineStart($0.keyRange.lowerBound) } ?? lineStart(object.range.upperBound - 1)
    newArrays[owner + " " + key] = NewArray(key: key, offset: offset, indent: indent, elements: [element])
  }

  private func lineStart(_ offset: Int) -> Int {
    var cursor = min(max(offset, 0), bytes.count)
    while cursor > 0, bytes[cursor - 1] != 0x0A, bytes[cursor - 1] != 0x0D { cursor -= 1 }
    return cursor
  }

  private func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }
}
