import Foundation
import Lexer
import Outline

/// A type or static member declared inside a view model, kept verbatim so its feature can carry it over.
public struct NestedDeclaration: Sendable, Codable, Equatable {
  /// What was declared.
  public enum Kind: String, Sendable, Codable, Equatable {
    /// A nested `enum` or `struct`.
    case type
    /// A `static` property or function.
    case staticMember
    /// A file-level extension constrained to one of the view model's types
    /// (`extension AlertState where Action == DetailModel.AlertAction`), carried at file scope.
    case fileExtension
    /// A `private` or `fileprivate` declaration of the view model's file that the view model uses (`private enum
    /// Strings`, `private let pageSize = 20`, `private extension Period`), carried at file scope as written.
    case filePrivate
  }

  /// The declared name (`SortOrder`, `maxLength`).
  public var name: String
  /// Type or static member.
  public var kind: Kind
  /// 1-based line of the declaration keyword.
  public var line: Int
  /// The source lines, from any attribute lines above it to its last line, with common indentation removed.
  public var text: [String]
  /// Inherited types and conformances as written (types only).
  public var conformances: [String]
  /// Whether it is an enum with cases carrying associated values.
  public var hasAssociatedValues: Bool

  /// Creates a nested declaration.
  public init(
    name: String, kind: Kind, line: Int, text: [String], conformances: [String] = [], hasAssociatedValues: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.line = line
    self.text = text
    self.conformances = conformances
    self.hasAssociatedValues = hasAssociatedValues
  }
}

/// Collects the nested enums, structs and static members of a view model's declarations.
enum NestedDeclarations {
  static func collect(
    in entries: [(declaration: TypeDeclaration, outline: FileOutline)], excluding viewModels: Set<String>
  ) -> [NestedDeclaration] {
    var result: [NestedDeclaration] = []
    var seen: Set<String> = []
    for (declaration, outline) in entries {
      let nested = Set(declaration.nestedTypes)
      for type in outline.types where nested.contains(type.qualifiedName) {
        guard type.kind == .enum || type.kind == .struct || type.kind == .class,
          !viewModels.contains(type.qualifiedName),
          let body = type.bodyTokens, seen.insert(type.name).inserted
        else { continue }
        result.append(
          NestedDeclaration(
            name: type.name, kind: .type, line: type.line,
            text: lines(of: outline.file, from: type.line, toToken: body.upperBound - 1),
            conformances: type.inheritance, hasAssociatedValues: type.enumCases.contains { !$0.associatedTypes.isEmpty }
          ))
      }
      let owner = declaration.name + "."
      for type in outline.types where type.kind == .extension && type.qualifiedName == type.name {
        guard let constraint = type.whereClause, LineText.containsBytes(constraint, owner), let body = type.bodyTokens,
          seen.insert("extension@\(type.line)").inserted
        else { continue }
        result.append(
          NestedDeclaration(
            name: type.name, kind: .fileExtension, line: type.line,
            text: lines(of: outline.file, from: type.line, toToken: body.upperBound - 1)))
      }
      for alias in outline.typeAliases
      where alias.owner == declaration.qualifiedName && seen.insert(alias.name).inserted {
        let generics =
          alias.genericParameters.isEmpty ? "" : "<" + alias.genericParameters.joined(separator: ", ") + ">"
        result.append(
          NestedDeclaration(
            name: alias.name, kind: .type, line: declaration.line,
            text: ["typealias \(alias.name)\(generics) = \(alias.target)"]))
      }
      result += filePrivateDeclarations(usedBy: declaration, in: outline, seen: &seen)
        .filter { !viewModels.contains($0.name) }
      for property in declaration.properties where property.isStatic && seen.insert(property.name).inserted {
        let end = property.accessorTokens.map(\.upperBound) ?? lastToken(in: property.initializerTokens, outline.file)
        result.append(
          NestedDeclaration(
            name: property.name, kind: .staticMember, line: property.line,
            text: lines(of: outline.file, from: property.line, toToken: end)))
      }
      for function in declaration.functions
      where function.isStatic && function.kind == .function && seen.insert(function.name).inserted {
        result.append(
          NestedDeclaration(
            name: function.name, kind: .staticMember, line: function.line,
            text: lines(of: outline.file, from: function.line, toToken: function.bodyTokens?.upperBound)))
      }
    }
    return result
  }

  /// Access modifiers that keep a declaration inside its file.
  private static let hidden: Set<String> = ["private", "fileprivate"]

  /// The identifiers the declaration's body uses.
  private static func usedNames(_ declaration: TypeDeclaration, _ file: SourceFile) -> Set<String> {
    guard let body = declaration.bodyTokens else { return [] }
    var names: Set<String> = []
    for index in body where file.tokens[index].kind == .identifier { names.insert(file.text(of: file.tokens[index])) }
    return names
  }

  /// The file's top-level `private`/`fileprivate` types, constants, functions and extensions that `declaration` uses
  /// (an extension when it declares a member used). The names it uses are collected only when the file has any.
  private static func filePrivateDeclarations(
    usedBy declaration: TypeDeclaration, in outline: FileOutline, seen: inout Set<String>
  ) -> [NestedDeclaration] {
    let types = outline.types.filter { $0.qualifiedName == $0.name && $0.modifiers.contains(where: hidden.contains) }
    let properties = outline.properties.filter { $0.modifiers.contains(where: hidden.contains) }
    let functions = outline.functions.filter { $0.modifiers.contains(where: hidden.contains) }
    guard !types.isEmpty || !properties.isEmpty || !functions.isEmpty else { return [] }
    let used = usedNames(declaration, outline.file)
    var result: [NestedDeclaration] = []
    for type in types {
      guard let body = type.bodyTokens else { continue }
      let members = type.functions.map(\.name) + type.properties.map(\.name)
      let isUsed = type.kind == .extension ? members.contains(where: used.contains) : used.contains(type.name)
      guard isUsed, seen.insert("file@\(type.line)").inserted else { continue }
      result.append(
        NestedDeclaration(
          name: type.name, kind: .filePrivate, line: type.line,
          text: lines(of: outline.file, from: type.line, toToken: body.upperBound - 1)))
    }
    for property in properties where used.contains(property.name) {
      guard seen.insert("file@\(property.line)").inserted else { continue }
      let end =
        property.accessorTokens.map { $0.upperBound - 1 } ?? lastToken(in: property.initializerTokens, outline.file)
      result.append(
        NestedDeclaration(
          name: property.name, kind: .filePrivate, line: property.line,
          text: lines(of: outline.file, from: property.line, toToken: end)))
    }
    for function in functions where used.contains(function.name) {
      guard let body = function.bodyTokens, seen.insert("file@\(function.line)").inserted else { continue }
      result.append(
        NestedDeclaration(
          name: function.name, kind: .filePrivate, line: function.line,
          text: lines(of: outline.file, from: function.line, toToken: body.upperBound - 1)))
    }
    return result
  }

  /// The last significant token of `range`, if any.
  private static func lastToken(in range: Range<Int>?, _ file: SourceFile) -> Int? {
    guard let range else { return nil }
    return range.reversed().first { !file.tokens[$0].kind.isTrivia }
  }

  /// Lines `line` through the line of token `end` (just `line` without one), with attribute lines above included and
  /// common indentation removed.
  private static func lines(of file: SourceFile, from line: Int, toToken end: Int?) -> [String] {
    var first = line
    while first > 1, LineText.trimmed(text(ofLine: first - 1, in: file)).hasPrefix("@") {
      first -= 1
    }
    let lastLine = end.flatMap { $0 < file.tokens.count ? file.location(of: file.tokens[$0]).line : nil } ?? line
    let slice = (first...max(lastLine, line)).filter { $0 <= file.lineStarts.count }.map { text(ofLine: $0, in: file) }
    let indents = slice.filter { !LineText.trimmed($0).isEmpty }.map {
      $0.prefix { $0 == " " || $0 == "\t" }.count
    }
    let common = indents.min() ?? 0
    return slice.map { $0.count >= common ? String($0.dropFirst(common)) : String(LineText.trimmed($0)) }
  }

  /// The text of 1-based line `number`, without its line break (`\n`, `\r\n` or `\r`).
  private static func text(ofLine number: Int, in file: SourceFile) -> String {
    let start = Int(file.lineStarts[number - 1])
    var end = number < file.lineStarts.count ? Int(file.lineStarts[number]) : file.bytes.count
    while end > start, file.bytes[end - 1] == 0x0A || file.bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: file.bytes[start..<end], as: UTF8.self)
  }
}
