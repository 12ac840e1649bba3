import Analysis

/// A value a generated test knows exactly, as a case evaluation sees it: a literal, an empty collection, or a
/// struct with some known members.
enum KnownValue: Equatable, Sendable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// `nil`.
  case nilValue
  /// `[]` of an array, a set or an identified array.
  case emptyCollection
  /// `[:]`.
  case emptyDictionary
  /// A non-empty array or set of known elements, built by adding to an empty one (`[.downloads]`).
  case elements([KnownValue])
  /// A struct value built memberwise; only its known members are present.
  case structure(KnownStructure)
  /// A case without associated values of one of the codebase's enums (`type` qualified).
  case enumCase(type: String, name: String)
  /// A value a test builds again, equal, by writing this expression: a child feature's State from its initializer
  /// (`EditFeature.State(title: "")`), or a destination case holding one (see `RebuiltStates`).
  case built(String)

  /// The value as a Swift literal a test can assign; nil for a struct or a number with no literal.
  var rendered: String? {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return value.isFinite ? String(describing: value) : nil
    case .string(let value):
      let special = value.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
      return special ? nil : "\"" + value + "\""
    case .nilValue: return "nil"
    case .emptyCollection: return "[]"
    case .emptyDictionary: return "[:]"
    case .structure(let structure): return structure.text
    // `.none` or `.some` would read as the optional's own cases.
    case .enumCase(_, let name): return name == "none" || name == "some" ? nil : "." + name
    case .built(let text): return text
    case .elements(let items):
      let rendered = items.compactMap(\.rendered)
      return rendered.count == items.count ? "[" + rendered.joined(separator: ", ") + "]" : nil
    }
  }

  /// The type a literal of this value has when nothing else types it (`0` is an `Int`, `0.0` a `Double`).
  var literalType: String? {
    switch self {
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    default: return nil
    }
  }

  /// The value stored into a place declared as `type` (an integer literal becomes a `Double`); nil when the place's
  /// type is not one the evaluation models, or the value cannot be of it.
  func conformed(to type: String?, among structures: KnownStructures) -> KnownValue? {
    guard let type else { return self }
    let text = String(LineText.trimmed(type))
    if TypeText.isOptional(text) {
      return self == .nilValue ? .nilValue : conformed(to: TypeText.unwrapped(text), among: structures)
    }
    switch (text, self) {
    case ("Int", .int), ("Bool", .bool), ("String", .string), ("Double", .double), ("TimeInterval", .double),
      ("CGFloat", .double):
      return self
    case ("Double", .int(let value)), ("TimeInterval", .int(let value)), ("CGFloat", .int(let value)),
      ("Float", .int(let value)):
      return .double(Double(value))
    case ("Float", .double(let value)) where Double(Float(value)) == value:
      return self
    // Sized integers hold the same literal while it fits (`var cacheSize: Int64 = 0`).
    case ("Int64", .int), ("Int32", .int(-2_147_483_648...2_147_483_647)), ("UInt", .int(0...)),
      ("UInt64", .int(0...)), ("UInt32", .int(0...4_294_967_295)):
      return self
    case (_, .emptyCollection), (_, .emptyDictionary):
      return TypeText.defaultValue(for: text) == rendered ? self : nil
    case (_, .structure(let value)):
      return structures.resolve(text) == value.type ? self : nil
    case (_, .enumCase(let type, _)):
      return structures.resolve(text, kind: .enum) == type ? self : nil
    // Built where the reducer built it, into the same place: the compiler types it the same way.
    case (_, .built):
      return self
    case (_, .elements(let items)):
      guard let element = TypeText.arrayElement(text) ?? CollectionMutation.setElement(text) else { return nil }
      let stored = items.compactMap { $0.conformed(to: element, among: structures) }
      return stored.count == items.count ? .elements(stored) : nil
    default:
      return nil
    }
  }
}

/// A struct value's type and the members the evaluation knows, with each member's declared type.
struct KnownStructure: Equatable, Sendable {
  /// The qualified type name.
  var type: String
  /// Known members by name.
  var members: [String: KnownValue]
  /// Member types by name, where declared (or implied by a literal default).
  var memberTypes: [String: String]
  /// Whether building it again with the same call gives an equal value: every argument known or built from
  /// literals, every member left out a known default.
  var rebuildable = false
  /// The expression a test writes to build exactly this value (a sample's text); nil once a member changes.
  var text: String?
}
