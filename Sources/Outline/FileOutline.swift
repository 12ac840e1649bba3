import Lexer

/// The declarations of one file: every type (nested ones flattened, with qualified names) and top-level members.
public struct FileOutline: Sendable {
  /// The lexed file.
  public let file: SourceFile
  /// Significant tokens with bracket matching, for later stages that scan bodies.
  public let cursor: TokenCursor
  /// Every type, protocol and extension in source order; nested types appear after their parent.
  public var types: [TypeDeclaration]
  /// Top-level properties.
  public var properties: [PropertyDeclaration]
  /// Top-level functions.
  public var functions: [FunctionDeclaration]
  /// Each import declaration as written after `import`, attributes dropped (`Models`, `struct Foo.Bar`).
  public var importDeclarations: [String]
  /// Every `typealias` of the file, nested ones included.
  public var typeAliases: [TypeAliasDeclaration]
  /// The last name of each word of the import declarations (`Models`; `struct`, `Bar` for `struct Foo.Bar`).
  public var imports: [String] {
    importDeclarations.flatMap { declaration in
      declaration.split(separator: " ").compactMap { $0.split(separator: ".").last.map(String.init) }
    }
  }

  /// Skims `file` into declarations.
  public init(file: SourceFile) {
    let cursor = TokenCursor(file: file)
    var parser = OutlineParser(cursor: cursor)
    let members = parser.parseMembers(0..<parser.cursor.count, owner: nil)
    self.file = file
    self.cursor = cursor
    self.types = parser.types
    self.properties = members.properties
    self.functions = members.functions
    self.importDeclarations = parser.importDeclarations
    self.typeAliases = parser.typeAliases
  }
}
