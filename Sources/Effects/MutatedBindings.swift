import Analysis

/// A response case's pattern binds what the effect sends back as constants, but the work after the await may change
/// such a value (`results.relationships = relationships`, IceCubes' account search): the case copies it into a `var`
/// of the same name first.
enum MutatedBindings {
  /// `body` with `var name = name` first for each of `names` a line of it changes, unless the body declares that
  /// name itself.
  static func declaringVariables(_ names: [String], in body: [String]) -> [String] {
    let changed = names.filter { name in
      name != "_"
        && !body.contains { line in
          ["let ", "var "].contains { LineText.unindented(line).hasPrefix($0 + name + " ") }
        }
        && body.contains { line in
          ConfiguredChildState.changes(name, in: line)
            || [" = ", " += ", " -= "].contains { LineText.unindented(line).hasPrefix(name + $0) }
        }
    }
    return changed.map { "var \($0) = \($0)" } + body
  }

  /// The effect's `body` with `var name` declared `let` for each of `names` whose only other mentions are bare
  /// values sent back (`return (results, total)`, `await send(.loaded(results))`): whatever changed it moved to the
  /// response case, and a `var` never changed warns.
  static func declaringConstants(_ names: [String], in body: [String]) -> [String] {
    var lines = body
    for name in names where name != "_" {
      let declarations = body.indices.filter { index in
        ["var \(name) = ", "var \(name): "].contains { LineText.unindented(body[index]).hasPrefix($0) }
      }
      guard declarations.count == 1, let declaration = declarations.first,
        body.indices.allSatisfy({ $0 == declaration || onlySends(name, in: body[$0]) })
      else { continue }
      let indent = LineText.indentation(of: body[declaration])
      lines[declaration] = indent + "let " + LineText.unindented(body[declaration]).dropFirst(4)
    }
    return lines
  }

  /// Whether every mention of `name` in `line` is a bare element of a tuple or argument list: `(name,`, `, name)`.
  private static func onlySends(_ name: String, in line: String) -> Bool {
    var (line, name) = (line, name)
    return name.withUTF8 { word in
      line.withUTF8 { bytes in
        // A mention that is a whole word and not a bare element is what makes it false.
        !LineText.occurrence(of: word, in: bytes) { index in
          let before = index > 0 ? bytes[index - 1] : 0x20
          let after = index + word.count < bytes.count ? bytes[index + word.count] : 0x20
          func isWordByte(_ byte: UInt8) -> Bool { LineText.isIdentifierASCII(byte) || byte >= 0x80 }
          guard !isWordByte(before), !isWordByte(after) else { return false }
          let opens = before == 0x28 || (index >= 2 && bytes[index - 2] == 0x2C && before == 0x20)
          return !(opens && (after == 0x29 || after == 0x2C))
        }
      }
    }
  }
}
