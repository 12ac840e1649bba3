/// A path pattern from `.tca-migrate.json`: `*` matches within one path component, `**` any number of whole
/// components, `?` one character other than `/`; everything else matches itself.
struct Glob: Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written.
  let pattern: String
  private let components: [[UInt8]]

  /// Parses `pattern`; leading `./` and `/` and trailing `/` are ignored, so `Legacy/` and `./Legacy` are `Legacy`.
  init(_ pattern: String) {
    self.pattern = pattern
    var parts = pattern.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    while parts.first == [UInt8(ascii: ".")] { parts.removeFirst() }
    components = parts
  }

  var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) or one of the folders containing it matches the pattern.
  func matchesItselfOrAFolder(of path: String) -> Bool {
    let parts = path.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)
    return (1...max(parts.count, 1)).contains { Self.match(components[...], parts.prefix($0)) }
  }

  /// Whether `path` (relative, `/`-separated) matches the whole pattern.
  func matches(_ path: String) -> Bool {
    Self.match(components[...], path.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)[...])
  }

  /// Whether a file somewhere under `folder` could match: the pattern's leading components accept the folder.
  func couldMatchInside(_ folder: String) -> Bool {
    let parts = folder.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)
    return Self.matchPrefix(components[...], parts[...])
  }

  private static let doubleStar: [UInt8] = Array("**".utf8)

  /// Whole-path match by dynamic programming over (pattern component, path component), so `**` never backtracks
  /// exponentially: `matches[i][j]` says whether `pattern[i...]` matches `path[j...]`.
  private static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
    let pattern = Array(pattern)
    let path = Array(path)
    var next = [Bool](repeating: false, count: path.count + 1)
    next[path.count] = true
    for component in pattern.reversed() {
      var current = [Bool](repeating: false, count: path.count + 1)
      for index in stride(from: path.count, through: 0, by: -1) {
        if component == doubleStar {
          current[index] = next[index] || (index < path.count && current[index + 1])
        } else {
          current[index] = index < path.count && next[index + 1] && matchComponent(component[...], path[index][...])
        }
      }
      next = current
    }
    return next[0]
  }

  /// Whether `path` can be the beginning of a path the pattern matches.
  private static func matchPrefix(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
    guard let component = path.first else { return true }
    guard let first = pattern.first else { return false }
    if first == doubleStar { return true }
    return matchComponent(first[...], component[...]) && matchPrefix(pattern.dropFirst(), path.dropFirst())
  }

  /// Matches one component with `*` and `?`, backtracking only to the last `*`.
  private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var patternIndex = pattern.startIndex
    var textIndex = text.startIndex
    var star: (pattern: Int, text: Int)?
    while textIndex < text.endIndex {
      if patternIndex < pattern.endIndex, pattern[patternIndex] == UInt8(ascii: "*") {
        star = (patternIndex, textIndex)
        patternIndex += 1
      } else if patternIndex < pattern.endIndex,
        pattern[patternIndex] == UInt8(ascii: "?") || pattern[patternIndex] == text[textIndex]
      {
        let any = pattern[patternIndex] == UInt8(ascii: "?")
        patternIndex += 1
        textIndex += 1
        // `?` is one character: it also takes the UTF-8 continuation bytes of a multi-byte one.
        while any, textIndex < text.endIndex, text[textIndex] & 0xC0 == 0x80 { textIndex += 1 }
      } else if let last = star {
        patternIndex = last.pattern + 1
        textIndex = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while patternIndex < pattern.endIndex, pattern[patternIndex] == UInt8(ascii: "*") { patternIndex += 1 }
    return patternIndex == pattern.endIndex
  }
}
