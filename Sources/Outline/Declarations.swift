/// The kind of a type declaration.
public enum TypeKind: String, Sendable, Equatable {
  /// `class`
  case `class`
  /// `struct`
  case `struct`
  /// `enum`
  case `enum`
  /// `actor`
  case actor
  /// `protocol`
  case `protocol`
  /// `extension`
  case `extension`
}

/// A type, protocol or extension declaration with its members.
public struct TypeDeclaration: Sendable, Equatable {
  /// Class, struct, enum, actor, protocol or extension.
  public var kind: TypeKind
  /// The simple name (`ViewModel`); for an extension, the extended type as written (`Foo.Bar`).
  public var name: String
  /// Qualified name including enclosing types (`CountriesList.ViewModel`).
  public var qualifiedName: String
  /// Generic parameter clause text (`<Item: Identifiable>`), if any.
  public var genericParameters: String?
  /// Inherited types and conformances in order, as written (`ObservableObject`, `Base<Int>`).
  public var inheritance: [String]
  /// `where` clause text without `where`, if any.
  public var whereClause: String?
  /// Attributes, in order.
  public var attributes: [Attribute]
  /// Modifiers (`public`, `final`, `private(set)` …).
  public var modifiers: [String]
  /// 1-based line and column of the declaration keyword.
  public var line: Int
  /// 1-based column of the declaration keyword.
  public var column: Int
  /// Index range into `SourceFile.tokens` of the body's braces (inclusive of `{` and `}`), if there is a body.
  public var bodyTokens: Range<Int>?
  /// Stored and computed properties.
  public var properties: [PropertyDeclaration]
  /// Functions, initializers and subscripts.
  public var functions: [FunctionDeclaration]
  /// Enum cases.
  public var enumCases: [EnumCaseDeclaration]
  /// Qualified names of directly nested types.
  public var nestedTypes: [String]
  /// The `#if` region the declaration sits in, if any.
  public var conditional: ConditionalRegion?

  /// Creates a type declaration.
  public init(
    kind: TypeKind, name: String, qualifiedName: String, genericParameters: String? = nil, inheritance: [String] = [],
    whereClause: String? = nil, attributes: [Attribute] = [], modifiers: [String] = [], line: Int, column: Int = 1,
    bodyTokens: Range<Int>? = nil, properties: [PropertyDeclaration] = [], functions: [FunctionDeclaration] = [],
    enumCases: [EnumCaseDeclaration] = [], nestedTypes: [String] = [], conditional: ConditionalRegion? = nil
  ) {
    self.kind = kind
    self.name = name
    self.qualifiedName = qualifiedName
    self.genericParameters = genericParameters
    self.inheritance = inheritance
    self.whereClause = whereClause
    self.attributes = attributes
    self.modifiers = modifiers
    self.line = line
    self.column = column
    self.bodyTokens = bodyTokens
    self.properties = properties
    self.functions = functions
    self.enumCases = enumCases
    self.nestedTypes = nestedTypes
    self.conditional = conditional
  }

  /// Whether an attribute named `name` is present.
  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// A `var` or `let` declaration (one binding of it).
public struct PropertyDeclaration: Sendable, Equatable {
  /// The bound name.
  public var name: String
  /// Whether it is a `let`.
  public var isLet: Bool
  /// Attributes (`@Published`, `@ObservationIgnored`, `@StateObject` …).
  public var attributes: [Attribute]
  /// Modifiers (`private`, `private(set)`, `static`, `lazy`, `weak` …).
  public var modifiers: [String]
  /// Type annotation text, if written.
  public var type: String?
  /// Initializer expression text, if any.
  public var initializer: String?
  /// Token index range of the initializer expression, if any.
  public var initializerTokens: Range<Int>?
  /// Whether it has a getter (computed), as opposed to storage.
  public var isComputed: Bool
  /// Observers present: `willSet`, `didSet`.
  public var observers: [String]
  /// Token index range of the getter body or accessor block (inside the braces), if any.
  public var accessorTokens: Range<Int>?
  /// Whether its accessor block names a `set` (`{ get set }`, a protocol's settable requirement).
  public var declaresSetter = false
  /// 1-based line of the name.
  public var line: Int
  /// 1-based column of the name.
  public var column: Int
  /// The `#if` region, if any.
  public var conditional: ConditionalRegion?

  /// Creates a property declaration.
  public init(
    name: String, isLet: Bool, attributes: [Attribute] = [], modifiers: [String] = [], type: String? = nil,
    initializer: String? = nil, initializerTokens: Range<Int>? = nil, isComputed: Bool = false,
    observers: [String] = [],
    accessorTokens: Range<Int>? = nil, line: Int, column: Int = 1, conditional: ConditionalRegion? = nil
  ) {
    self.name = name
    self.isLet = isLet
    self.attributes = attributes
    self.modifiers = modifiers
    self.type = type
    self.initializer = initializer
    self.initializerTokens = initializerTokens
    self.isComputed = isComputed
    self.observers = observers
    self.accessorTokens = accessorTokens
    self.line = line
    self.column = column
    self.conditional = conditional
  }

  /// Whether an attribute named `name` is present.
  public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
  /// Whether it is `static` or `class`.
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  /// The getter access modifier (`private`, `public`, …), if written.
  public var access: String? { modifiers.first { FunctionDeclaration.accessLevels.contains($0) } }
  /// The setter access from `private(set)` and friends, if written.
  public var setterAccess: String? {
    modifiers.first { $0.hasSuffix("(set)") }.map { String($0.dropLast(5)) }
  }
}

/// A function, initializer or subscript.
public struct FunctionDeclaration: Sendable, Equatable {
  /// What kind of function.
  public enum Kind: String, Sendable, Equatable {
    /// `func`
    case function
    /// `init`
    case initializer
    /// `deinit`
    case deinitializer
    /// `subscript`
    case `subscript`
  }

  /// Access-level modifiers.
  public static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

  /// Function, initializer, deinitializer or subscript.
  public var kind: Kind
  /// Base name (`load`, `init`, `+`).
  public var name: String
  /// Attributes.
  public var attributes: [Attribute]
  /// Modifiers.
  public var modifiers: [String]
  /// Generic parameter clause text.
  public var genericParameters: String?
  /// Parameters.
  public var parameters: [ParameterDeclaration]
  /// Whether `async` (or `reasync`).
  public var isAsync: Bool
  /// Whether `throws`, typed `throws(E)` or `rethrows`.
  public var isThrowing: Bool
  /// Result type text, if written.
  public var returnType: String?
  /// Token index range inside the body braces (exclusive of `{` and `}`), if there is a body.
  public var bodyTokens: Range<Int>?
  /// 1-based line of the `func`/`init` keyword.
  public var line: Int
  /// 1-based column of the keyword.
  public var column: Int
  /// The `#if` region, if any.
  public var conditional: ConditionalRegion?
  /// Whether it is a failable initializer (`init?` or `init!`).
  public var isFailable = false

  /// Creates a function declaration.
  public init(
    kind: Kind, name: String, attributes: [Attribute] = [], modifiers: [String] = [], genericParameters: String? = nil,
    parameters: [ParameterDeclaration] = [], isAsync: Bool = false, isThrowing: Bool = false, returnType: String? = nil,
    bodyTokens: Range<Int>? = nil, line: Int, column: Int = 1, conditional: ConditionalRegion? = nil
  ) {
    self.kind = kind
    self.name = name
    self.attributes = attributes
    self.modifiers = modifiers
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.returnType = returnType
    self.bodyTokens = bodyTokens
    self.line = line
    self.column = column
    self.conditional = conditional
  }

  /// Whether it is `static` or `class`.
  public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  /// The access modifier, if written.
  public var access: String? { modifiers.first { FunctionDeclaration.accessLevels.contains($0) } }
}

/// One parameter of a function: `label name: Type = default`.
public struct ParameterDeclaration: Sendable, Equatable {
  /// Argument label; nil for `_`.
  public var label: String?
  /// Internal name.
  public var name: String
  /// Type text (attributes like `@escaping` included).
  public var type: String
  /// Default value text.
  public var defaultValue: String?

  /// Creates a parameter.
  public init(label: String?, name: String, type: String, defaultValue: String? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// One element of an enum `case` declaration.
public struct EnumCaseDeclaration: Sendable, Equatable {
  /// Case name.
  public var name: String
  /// Associated value types as written, labels stripped (`["ItemModel"]`).
  public var associatedTypes: [String]
  /// The labels of the associated values (nil for an unlabeled one), when any is labeled.
  public var associatedLabels: [String?]?
  /// The default values of the associated values (nil for one without), when any has one.
  public var associatedDefaults: [String?]?
  /// 1-based line.
  public var line: Int
  /// The `#if` region, if any.
  public var conditional: ConditionalRegion?

  /// Creates an enum case.
  public init(name: String, associatedTypes: [String] = [], line: Int, conditional: ConditionalRegion? = nil) {
    self.name = name
    self.associatedTypes = associatedTypes
    self.line = line
    self.conditional = conditional
  }

  /// The associated values as declared, labels kept (`StudySession, deck: Deck`).
  public var associatedText: String {
    associatedTypes.enumerated().map { offset, type in
      let label = associatedLabels.flatMap { offset < $0.count ? $0[offset] : nil }
      return label.map { "\($0): \(type)" } ?? type
    }.joined(separator: ", ")
  }
}

/// A `typealias` declaration: its name, generic parameter names and the type it stands for.
public struct TypeAliasDeclaration: Sendable, Equatable {
  /// The alias name (`Completion`).
  public var name: String
  /// The enclosing type's qualified name; nil at the top level.
  public var owner: String?
  /// Names of its generic parameters (`Params` of `ParamsAction<Params>`), in order.
  public var genericParameters: [String]
  /// The aliased type as written (`(Params) -> Void`).
  public var target: String

  /// Creates an alias record.
  public init(name: String, owner: String?, genericParameters: [String], target: String) {
    self.name = name
    self.owner = owner
    self.genericParameters = genericParameters
    self.target = target
  }
}
