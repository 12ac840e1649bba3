import Analysis

/// A long-lived object that only holds state (`AppSettingsStore`), moved to a value shared in memory: the value type
/// its observed properties become and the type-safe key features read it with (`@Shared(.appSettings)`).
public struct SharedStateProposal: Sendable, Equatable, Codable {
  /// The old object's type name.
  public var object: String
  /// The value type holding its state (`AppSettings`).
  public var valueType: String
  /// The key's name, a static member of `SharedKey` (`appSettings`); also the in-memory key's string.
  public var key: String
  /// The value type's stored properties, each with its default.
  public var fields: [StateField]
  /// The old object's file, relative to the analyzed root (the value type is written beside it).
  public var file: String

  /// The attribute a feature's State field is declared with: `@Shared(.appSettings)`.
  public var attribute: String { "@Shared(.\(key))" }

  /// Creates a proposal.
  public init(object: String, valueType: String, key: String, fields: [StateField], file: String) {
    self.object = object
    self.valueType = valueType
    self.key = key
    self.fields = fields
    self.file = file
  }

  /// One proposal per shared-state object of `analysis` (a client holding only state) whose state can be a value:
  /// every property observed, with a default, of a type known to be an `Equatable` and `Sendable` value. Keyed by
  /// the object's name; the others keep the plan's note to move them by hand.
  public static func all(in analysis: AnalysisResult) -> [String: SharedStateProposal] {
    var taken = Set(analysis.models.keys).union(analysis.viewModels.map(\.name)).union(analysis.services.map(\.name))
    var result: [String: SharedStateProposal] = [:]
    for model in analysis.viewModels.sorted(by: { $0.name < $1.name })
    where model.classification == .client && model.clientShape == .shared {
      guard let fields = fields(of: model, models: analysis.models) else { continue }
      let valueType = name(for: model.name, taken: taken)
      taken.insert(valueType)
      result[model.name] = SharedStateProposal(
        object: model.name, valueType: valueType, key: TCANaming.lowerCamel(valueType), fields: fields,
        file: model.file)
    }
    return result
  }

  /// `AppSettingsStore` → `AppSettings`; `SessionState` → `Session`; a name in use gets `State`, then `Value`.
  static func name(for object: String, taken: Set<String>) -> String {
    let last = LineText.simpleName(object)
    var base = last
    for suffix in ["ViewModel", "Store", "Manager", "Model", "Object", "State", "Holder"]
    where base.hasSuffix(suffix) && base.count > suffix.count {
      base.removeLast(suffix.count)
      break
    }
    for candidate in [base, base + "State", base + "Value", last + "Value"]
    where candidate != last && !taken.contains(candidate) {
      return candidate
    }
    return last + "SharedValue"
  }

  /// The value's fields, or nil when some state would not survive as one: a property without a default or type, one
  /// with observers (their work would be lost), a stored property that is not observed, or a type not known to be
  /// an `Equatable`, `Sendable` value.
  static func fields(of model: ViewModel, models: [String: ModelType]) -> [StateField]? {
    guard !model.published.isEmpty, model.constants.isEmpty, model.dependencies.isEmpty else { return nil }
    var fields: [StateField] = []
    for property in model.published {
      guard let type = property.type, property.observers.isEmpty, property.sharedAttribute == nil,
        property.appStorageKey == nil, !property.isConditional, isValue(type, models: models)
      else { return nil }
      guard let value = property.initialValue ?? (TypeText.isOptional(type) ? "nil" : nil) else { return nil }
      fields.append(
        StateField(
          name: property.name, type: property.typeInferred ? nil : type, defaultValue: value, line: property.line))
    }
    return fields
  }

  /// Standard value types a shared value may hold as they are.
  static let standardValues: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float", "String", "Character", "TimeInterval", "Date", "URL", "Data", "UUID", "Decimal", "Optional", "Array",
    "Set", "Dictionary",
  ]

  /// Whether every type named in `type` is a standard value type or an `Equatable` struct or enum of the codebase.
  static func isValue(_ type: String, models: [String: ModelType]) -> Bool {
    TypeText.identifiers(in: type).allSatisfy { word in
      if standardValues.contains(word) { return true }
      guard let model = models[word] else { return false }
      let conformances = Set(model.inheritance.flatMap { TypeText.identifiers(in: $0) })
      let declared = !conformances.isDisjoint(with: ["Equatable", "Hashable"])
      switch model.kind {
      case .struct: return declared
      case .enum:
        // Raw values or no associated values make an enum Equatable without saying so.
        return declared || model.cases.allSatisfy(\.associatedTypes.isEmpty)
      default: return false
      }
    }
  }
}
