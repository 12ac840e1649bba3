import Outline

/// A struct, enum, class or actor of the codebase that is not a view model, as far as generated code needs it.
public struct ModelType: Sendable, Equatable {
  /// One stored property: part of the memberwise initializer unless it is a `let` with a value.
  public struct StoredProperty: Sendable, Equatable {
    /// Property name.
    public var name: String
    /// Type as written, nil when only inferred from the initializer.
    public var type: String?
    /// Whether it has an initial value.
    public var hasDefault: Bool
    /// Whether it is a `let`.
    public var isLet: Bool
    /// Its initial value as written, when it has one.
    public var defaultValue: String? = nil
  }

  /// Qualified name (`Game`, `Game.Platform`).
  public var name: String
  /// Struct, enum, class or actor.
  public var kind: TypeKind
  /// Inherited types and conformances, from the declaration and its extensions.
  public var inheritance: [String]
  /// Stored instance properties, in declaration order.
  public var storedProperties: [StoredProperty]
  /// Initializers declared in the type's body (they replace the memberwise one).
  public var initializers: [[ParameterDeclaration]]
  /// Initializers declared in extensions (the memberwise one stays).
  public var extensionInitializers: [[ParameterDeclaration]]
  /// Enum cases.
  public var cases: [EnumCaseDeclaration]
  /// Generic parameter names (`["Value"]` for `LoadState<Value>`).
  public var genericParameters: [String] = []
  /// Whether it is declared `public` or `open` (a conformance's members must then be `public`).
  public var isPublic = false
  /// Static stored properties holding an instance of the type itself (`static let shared = DownloadManager()`).
  public var staticInstances: [String] = []

  /// Whether an inherited name is a `Sendable` conformance (`Sendable`, `@unchecked Sendable`, `Swift.Sendable`).
  public static func isSendableConformance(_ inherited: String) -> Bool {
    let last = LineText.split(inherited, at: 0x20).last
    return last == "Sendable" || last == "Swift.Sendable"
  }

  /// The memberwise initializer's parameters (structs only): stored properties that are not a `let` with a value.
  public var memberwiseParameters: [StoredProperty] {
    storedProperties.filter { !($0.isLet && $0.hasDefault) }
  }
}

extension ModelType {
  /// `<Value, Key: Hashable>` → `["Value", "Key"]`.
  public static func parameterNames(_ clause: String?) -> [String] {
    guard let clause else { return [] }
    var names: [String] = []
    var depth = 0
    var current = ""
    var inName = true
    for character in clause {
      switch character {
      case "<":
        depth += 1
        if depth > 1 { inName = false }
      case ">": depth -= 1
      case "," where depth == 1:
        if !current.isEmpty { names.append(current) }
        current = ""
        inName = true
      case ":": inName = false
      default:
        if inName, depth == 1, character.isLetter || character.isNumber || character == "_" {
          current.append(character)
        }
      }
    }
    if !current.isEmpty { names.append(current) }
    return names
  }

  /// The codebase's model types by qualified name, built from the type index (view models left out).
  static func all(in index: TypeIndex, excluding viewModels: Set<String>) -> [String: ModelType] {
    let candidates = index.types.compactMap { viewModels.contains($0.key) ? nil : ($0.key, $0.value) }
    var result: [String: ModelType] = [:]
    result.reserveCapacity(candidates.count)
    for model in ParallelMap.map(candidates, { model(named: $0.0, entries: $0.1, in: index) }) {
      if let model { result[model.name] = model }
    }
    return result
  }

  /// The model of the type `name` declared by `entries`, or nil when it is not a struct, enum, class or actor.
  private static func model(named name: String, entries: [TypeIndex.Entry], in index: TypeIndex) -> ModelType? {
    guard let declaration = entries.first?.declaration,
      [.struct, .enum, .class, .actor].contains(declaration.kind)
    else { return nil }
    let extensions = index.extensionDeclarations(of: name)
    let stored = declaration.properties.filter { !$0.isComputed && !$0.isStatic }.map {
      StoredProperty(
        name: $0.name, type: $0.type,
        hasDefault: $0.initializer != nil || $0.type?.hasSuffix("?") == true && !$0.isLet, isLet: $0.isLet,
        defaultValue: $0.initializer)
    }
    var model = ModelType(
      name: name, kind: declaration.kind,
      inheritance: declaration.inheritance + extensions.flatMap(\.inheritance), storedProperties: stored,
      initializers: declaration.functions.filter { $0.kind == .initializer }.map(\.parameters),
      extensionInitializers: extensions.flatMap { $0.functions.filter { $0.kind == .initializer }.map(\.parameters) },
      cases: declaration.enumCases, genericParameters: Self.parameterNames(declaration.genericParameters))
    model.isPublic = declaration.modifiers.contains { $0 == "public" || $0 == "open" }
    // Read from the declaration, not `TypeIndex.instanceProperties`, which infers each static's type by lexing its
    // initializer: this runs for every type of the codebase (+0.5% instructions on the mixed tree that way).
    model.staticInstances = declaration.properties.filter { property in
      guard property.isStatic, !property.isComputed else { return false }
      if let type = property.type { return type == declaration.name || type == "Self" }
      let value = property.initializer ?? ""
      return value.hasPrefix(declaration.name + "(") || value.hasPrefix("Self(") || value.hasPrefix(".init(")
    }.map(\.name)
    return model
  }
}
