import Analysis
import Lexer

/// Protocols whose requirements name an old view model (its delegate protocol) and their requirement names: the old
/// model still calls them with `self`, so the protocol and its conformers' implementations keep the old type.
public struct KeptProtocols: Sendable, Equatable {
  /// The protocols' names.
  public var names: Set<String> = []
  /// The names of their `func` requirements.
  public var requirements: Set<String> = []

  /// None.
  public init() {}

  /// The protocols declared in `sources` (text by path) that name one of `viewModels` (qualified names) and have a
  /// requirement that a model's own file (`modelFiles`) calls with `self` (`delegate?.detail(self, didShare: id)`).
  /// A router whose requirement takes the model but is never handed it keeps no old type. Only files mentioning
  /// `protocol` and the models' files are lexed, once.
  public init(sources: [String: String], viewModels: [String], modelFiles: Set<String>) {
    let simple = Set(viewModels.compactMap { $0.split(separator: ".").last.map(String.init) })
    guard !simple.isEmpty else { return }
    var candidates: [String: Set<String>] = [:]
    var scans: [String: TokenScan] = [:]
    for path in sources.keys.sorted() {
      guard let source = sources[path], LineText.containsBytes(source, "protocol") else { continue }
      let scan = TokenScan(file: SourceFile(text: source))
      scans[path] = scan
      for declaration in scan.typeDeclarations() where scan.text(declaration.tokens.lowerBound) == "protocol" {
        let body = declaration.tokens
        guard body.contains(where: { simple.contains(scan.text($0)) && scan.text($0 - 1) != "." }),
          let name = declaration.path.last
        else { continue }
        candidates[name, default: []].formUnion(
          body.filter { scan.text($0) == "func" }.compactMap { scan.identifier($0 + 1) })
      }
    }
    let called = candidates.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard !called.isEmpty else { return }
    var calledWithSelf: Set<String> = []
    for path in modelFiles.sorted() {
      guard let scan = scans[path] ?? sources[path].map({ TokenScan(file: SourceFile(text: $0)) }) else { continue }
      for index in 0..<scan.count where scan.text(index + 1) == "(" {
        guard let name = scan.identifier(index), called.contains(name), !calledWithSelf.contains(name),
          scan.text(index - 1) != "func", let close = scan.matching(index + 1)
        else { continue }
        // `self` as a whole argument at the call's own depth: `detail(self, didShare: id)`, `finish(model: self)`.
        var depth = 0
        for argument in (index + 1)...close {
          if scan.isOpening(argument) { depth += 1 } else if scan.isClosing(argument) { depth -= 1 }
          if depth == 1, scan.text(argument) == "self", ["(", ",", ":"].contains(scan.text(argument - 1)),
            [")", ","].contains(scan.text(argument + 1))
          {
            calledWithSelf.insert(name)
          }
        }
      }
    }
    for (name, functions) in candidates where !functions.isDisjoint(with: calledWithSelf) {
      names.insert(name)
      requirements.formUnion(functions)
    }
  }

  /// The byte ranges `scan` keeps as they are: each kept protocol's declaration, and each requirement implemented
  /// in a type or extension that lists a kept protocol among its conformances (`func` through its body), from the
  /// file's `declarations`.
  func protectedRanges(in scan: TokenScan, declarations: [TokenScan.TypeDeclaration]) -> [Range<Int>] {
    guard !names.isEmpty else { return [] }
    var result = scan.declarationByteRanges(of: names.sorted(), in: declarations)
    for declaration in declarations where scan.text(declaration.tokens.lowerBound) != "protocol" {
      let tokens = declaration.tokens
      guard let open = tokens.first(where: { scan.text($0) == "{" }),
        (tokens.lowerBound..<open).contains(where: { names.contains(scan.text($0)) && scan.text($0 - 1) != "." })
      else { continue }
      var index = open + 1
      while index < tokens.upperBound {
        defer { index += 1 }
        guard scan.text(index) == "func", let name = scan.identifier(index + 1), requirements.contains(name),
          let body = Self.bodyOpen(scan, after: index + 1, before: tokens.upperBound), let close = scan.matching(body)
        else { continue }
        result.append(scan.lineStart(of: index)..<scan.range(close).upperBound)
        index = close
      }
    }
    return result
  }

  /// The `{` opening the body of the function whose name is at `name`: the first brace outside its parentheses.
  private static func bodyOpen(_ scan: TokenScan, after name: Int, before limit: Int) -> Int? {
    var cursor = name + 1
    while cursor < limit {
      switch scan.text(cursor) {
      case "(", "[":
        guard let close = scan.matching(cursor) else { return nil }
        cursor = close + 1
      case "{": return cursor
      case "}", "func", "var", "let": return nil
      default: cursor += 1
      }
    }
    return nil
  }
}
