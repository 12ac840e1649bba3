import Analysis
import Outline

/// The codebase's structs a case evaluation may build from a memberwise call (`Stop(city: "", nights: 0)`), and its
/// enums whose cases it may name (`.loading`).
struct KnownStructures: Sendable {
  /// The codebase's model types by qualified name.
  let models: [String: ModelType]
  /// Qualified names by their last component, for a type written unqualified (`Step` for `OnboardingViewModel.Step`).
  private let byLastName: [String: [String]]
  /// The computed properties of the feature's State.
  let getters: KnownGetters?
  /// The child States and destination cases a test can build again.
  var rebuilt = RebuiltStates()
  /// `client.endpoint` of the feature's synchronous endpoints that return nothing, which its tests stub with a
  /// closure that does nothing: a case calling one runs past the call.
  var inertEndpoints: Set<String> = []
  /// What `client.endpoint` returns in the feature's tests, by `client.endpoint`, for its synchronous endpoints that
  /// return a value and neither throw nor stream: the sample value each test stubs it with, whatever the arguments.
  var stubbedResults: [String: KnownValue] = [:]

  /// The lookups over `models`, and over the State's computed properties.
  init(models: [String: ModelType], getters: KnownGetters? = nil) {
    self.init(samples: SampleValues(models: models), getters: getters)
  }

  /// The lookups over the run's models, indexed once in `samples`.
  init(samples: SampleValues, getters: KnownGetters? = nil) {
    self.models = samples.models
    self.getters = getters
    byLastName = samples.byLastName
  }

  /// The qualified name of the struct (or `kind`) `written` names, when it is one of the codebase's, named exactly or
  /// by a last component no other type has.
  func resolve(_ written: String, kind: TypeKind = .struct) -> String? {
    let text = String(LineText.trimmed(written))
    let last = LineText.simpleName(text)
    let name = models[text] != nil ? text : (byLastName[last]?.count == 1 ? byLastName[last]?.first : nil)
    guard let name, models[name]?.kind == kind else { return nil }
    return name
  }

  /// The value `operand` stores into a place of `type`: a known value conformed to it, or `.name` of an enum case
  /// without associated values; nil otherwise.
  func value(of operand: KnownOperand, as type: String?) -> KnownValue? {
    if let known = operand.known { return known.conformed(to: type, among: self) }
    guard case .implicitMember(let name) = operand, let type else { return nil }
    let unwrapped = TypeText.isOptional(type) ? TypeText.unwrapped(type) : String(LineText.trimmed(type))
    guard let qualified = resolve(unwrapped, kind: .enum),
      models[qualified]?.cases.contains(where: { $0.name == name && $0.associatedTypes.isEmpty }) == true
    else { return nil }
    return .enumCase(type: qualified, name: name)
  }

  /// The struct a call `type(labels…)` builds with its memberwise initializer, its members set to `arguments`
  /// conformed to their declared types; nil when the call may run an initializer of the user's or a label is not a
  /// member in order.
  func memberwise(_ type: String, arguments: [(label: String?, value: KnownValue?)]) -> KnownStructure? {
    guard let name = resolve(type), let model = models[name], model.initializers.isEmpty else { return nil }
    let labels = arguments.map(\.label)
    // An initializer in an extension with the same labels would be the one called.
    let declared = model.extensionInitializers.map { $0.map(\.label) }
    guard !declared.contains(labels) else { return nil }
    var structure = KnownStructure(type: name, members: [:], memberTypes: [:])
    for property in model.storedProperties { structure.memberTypes[property.name] = property.type }
    var remaining = model.memberwiseParameters[...]
    for argument in arguments {
      guard let label = argument.label else { return nil }
      // Members left out must have defaults; their values stay unknown.
      while let next = remaining.first, next.name != label {
        guard next.hasDefault else { return nil }
        remaining.removeFirst()
      }
      guard let property = remaining.popFirst() else { return nil }
      // A member whose type is inferred from its default takes the literal as that type, which may differ.
      if let value = argument.value, let type = property.type,
        let stored = value.conformed(to: type, among: self)
      {
        structure.members[label] = stored
      }
    }
    guard remaining.allSatisfy(\.hasDefault) else { return nil }
    // Members the call leaves out start as their defaults: written ones, or `nil` for an optional `var`.
    for property in model.storedProperties where structure.members[property.name] == nil {
      guard arguments.allSatisfy({ $0.label != property.name }) else { continue }
      if let text = property.defaultValue,
        let value = KnownInitialState.value(of: text, as: property.type, structures: self)
      {
        // A default without a declared type has its literal's type.
        guard let type = property.type ?? value.literalType else { continue }
        structure.members[property.name] = value
        structure.memberTypes[property.name] = type
      } else if let type = property.type, property.defaultValue == nil, TypeText.isOptional(type), !property.isLet {
        structure.members[property.name] = .nilValue
      }
    }
    // A member left out with a default the evaluation does not know (`UUID()`) may differ each time.
    let given = Set(arguments.compactMap(\.label))
    structure.rebuildable = model.storedProperties.allSatisfy {
      given.contains($0.name) || structure.members[$0.name] != nil
    }
    return structure
  }
}
