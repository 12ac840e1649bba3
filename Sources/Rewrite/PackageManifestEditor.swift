import Lexer

/// Adds swift-composable-architecture to a `Package.swift`: the package dependency and the product in the given
/// targets, each inserted into the existing array with as few bytes changed as possible.
public enum PackageManifestEditor {
  /// `.package(url: …, from: "1.25.5")`.
  public static let packageDependency =
    ".package(url: \"\(XcodeProjectRegistration.packageURL)\", from: \"\(XcodeProjectRegistration.minimumVersion)\")"
  /// `.product(name: "ComposableArchitecture", package: "swift-composable-architecture")`.
  public static let productDependency =
    ".product(name: \"ComposableArchitecture\", package: \"swift-composable-architecture\")"

  /// The manifest with TCA added where missing, and what could not be done; nil bytes when nothing changes.
  public static func addingTCA(to bytes: [UInt8], targets: [String]) throws(RewriteError) -> (
    bytes: [UInt8]?, notes: [String]
  ) {
    let file = SourceFile(bytes: bytes)
    let scan = ManifestTokens(file: file)
    var edits: [TextEdit] = []
    var notes: [String] = []
    guard let package = scan.call(named: "Package", dotted: false) else {
      return (nil, ["add swift-composable-architecture to Package.swift by hand: no `Package(` found"])
    }
    if !scan.containsString("swift-composable-architecture", in: package) {
      if let array = scan.argument("dependencies", in: package) {
        edits += scan.appending(packageDependency, toArrayAt: array)
      } else if let targetsLabel = scan.label("targets", in: package) {
        let indent = scan.lineIndentation(of: targetsLabel)
        let text =
          scan.startsLine(targetsLabel)
          ? "dependencies: [\n\(indent)  \(packageDependency)\n\(indent)],\n\(indent)"
          : "dependencies: [\(packageDependency)], "
        edits.append(.insert(text, at: scan.range(targetsLabel).lowerBound))
      } else {
        notes.append("add \(packageDependency) to Package.swift by hand: it has no `targets:`")
      }
    }
    for name in targets {
      guard let target = scan.targetCall(named: name, in: package) else {
        notes.append("add \(productDependency) to target \(name) in Package.swift by hand: target not found")
        continue
      }
      if scan.containsString("ComposableArchitecture", in: target) { continue }
      if let array = scan.argument("dependencies", in: target) {
        edits += scan.appending(productDependency, toArrayAt: array)
      } else if let nameValue = scan.argumentEnd(label: "name", in: target) {
        edits.append(.insert(", dependencies: [\(productDependency)]", at: scan.range(nameValue).upperBound))
      }
    }
    guard !edits.isEmpty else { return (nil, notes) }
    return (try TextEdit.apply(edits, to: bytes), notes)
  }
}

/// The significant tokens of a manifest, with the few queries the editor needs.
struct ManifestTokens {
  let file: SourceFile
  let tokens: [Token]

  init(file: SourceFile) {
    self.file = file
    tokens = file.tokens.filter { !$0.kind.isTrivia }
  }

  func text(_ index: Int) -> String {
    index >= 0 && index < tokens.count ? file.text(of: tokens[index]) : ""
  }

  func range(_ index: Int) -> Range<Int> { tokens[index].range }

  func startsLine(_ index: Int) -> Bool { index == 0 || tokens[index].flags.contains(.atStartOfLine) }

  /// The leading whitespace of the line holding token `index`.
  func lineIndentation(of index: Int) -> String {
    var offset = tokens[index].range.lowerBound
    while offset > 0, file.bytes[offset - 1] != 0x0A, file.bytes[offset - 1] != 0x0D { offset -= 1 }
    var end = offset
    while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
    return String(decoding: file.bytes[offset..<end], as: UTF8.self)
  }

  /// The closing token of the bracket opened at `index`.
  func matching(_ index: Int) -> Int? {
    let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
    guard let close = pairs[text(index)] else { return nil }
    var depth = 0
    for cursor in index..<tokens.count {
      let value = text(cursor)
      if pairs[value] != nil { depth += 1 }
      if pairs.values.contains(value) {
        depth -= 1
        if depth == 0 { return value == close ? cursor : nil }
      }
    }
    return nil
  }

  /// The parentheses of the first call `Name(` (or `.name(` when `dotted`).
  func call(named name: String, dotted: Bool) -> ClosedRange<Int>? {
    for index in tokens.indices where text(index) == name && text(index + 1) == "(" {
      guard dotted == (text(index - 1) == ".") else { continue }
      if let close = matching(index + 1) { return (index + 1)...close }
    }
    return nil
  }

  /// The label token `label:` directly inside the parentheses `call`.
  func label(_ label: String, in call: ClosedRange<Int>) -> Int? {
    var depth = 0
    var cursor = call.lowerBound + 1
    while cursor < call.upperBound {
      let value = text(cursor)
      if ["(", "[", "{"].contains(value) { depth += 1 }
      if [")", "]", "}"].contains(value) { depth -= 1 }
      if depth == 0, value == label, text(cursor + 1) == ":", [",", "("].contains(text(cursor - 1)) { return cursor }
      cursor += 1
    }
    return nil
  }

  /// The brackets of the array argument `label: [ … ]` of `call`.
  func argument(_ label: String, in call: ClosedRange<Int>) -> ClosedRange<Int>? {
    guard let index = self.label(label, in: call), text(index + 2) == "[", let close = matching(index + 2) else {
      return nil
    }
    return (index + 2)...close
  }

  /// The last token of the value of `label:` in `call` (a single token such as a string literal's close).
  func argumentEnd(label: String, in call: ClosedRange<Int>) -> Int? {
    guard let index = self.label(label, in: call) else { return nil }
    var cursor = index + 2
    var depth = 0
    while cursor < call.upperBound {
      let value = text(cursor)
      if ["(", "[", "{"].contains(value) { depth += 1 }
      if [")", "]", "}"].contains(value) { depth -= 1 }
      if depth == 0, text(cursor + 1) == "," || cursor + 1 == call.upperBound { return cursor }
      cursor += 1
    }
    return nil
  }

  /// The parentheses of `.target(name: "name", …)` (or another target kind) inside `package`.
  func targetCall(named name: String, in package: ClosedRange<Int>) -> ClosedRange<Int>? {
    for index in package where text(index) == "." && text(index + 2) == "(" {
      guard ["target", "executableTarget", "testTarget", "macro"].contains(text(index + 1)),
        let close = matching(index + 2), text(index + 3) == "name", text(index + 4) == ":"
      else { continue }
      if text(index + 5) == "\"", text(index + 6) == name, text(index + 7) == "\"" { return (index + 2)...close }
    }
    return nil
  }

  /// Whether a string literal inside `range` contains `needle`.
  func containsString(_ needle: String, in range: ClosedRange<Int>) -> Bool {
    range.contains { index in
      tokens[index].kind == .stringSegment && Array(text(index).utf8).windows(of: Array(needle.utf8))
    }
  }

  /// Insertions appending `element` to the array whose brackets are `array`.
  func appending(_ element: String, toArrayAt array: ClosedRange<Int>) -> [TextEdit] {
    let close = array.upperBound
    let last = close - 1
    if last == array.lowerBound { return [.insert(element, at: range(close).lowerBound)] }
    let trailingComma = text(last) == ","
    if startsLine(close) {
      let indent = lineIndentation(of: trailingComma ? last - 1 : last)
      let comma = trailingComma ? "" : ","
      return [.insert(comma + "\n" + indent + element + (trailingComma ? "," : ""), at: range(last).upperBound)]
    }
    return [.insert((trailingComma ? " " : ", ") + element, at: range(last).upperBound)]
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs in the bytes.
  fileprivate func windows(of needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return false }
    return (0...(count - needle.count)).contains { start in self[start..<(start + needle.count)].elementsEqual(needle) }
  }
}
