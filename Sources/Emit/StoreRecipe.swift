import Analysis
import Proposal

/// How to build a feature's `Store` where the old code built its view model: which initializer arguments are
/// State, which are injected services (set with `withDependencies`), and which are dropped.
public struct StoreRecipe: Sendable, Equatable {
  /// A stored State field as the memberwise (or public) initializer takes it.
  public struct Field: Sendable, Equatable {
    /// The field's name, also its initializer label.
    public var name: String
    /// Whether the initializer has no default for it (no default value and not optional).
    public var required: Bool
    /// The old initializer's default argument for it, used when a call leaves it out.
    public var initializerDefault: String?

    /// Creates a field.
    public init(name: String, required: Bool, initializerDefault: String? = nil) {
      self.name = name
      self.required = required
      self.initializerDefault = initializerDefault
    }
  }

  /// A service the old initializer took, and the dependency client that replaces it.
  public struct Service: Sendable, Equatable {
    /// The old initializer's label (the view model's property).
    public var label: String
    /// The `DependencyValues` property, e.g. `gamesClient`.
    public var property: String
    /// The client type, e.g. `GamesClient`.
    public var client: String
    /// The client's endpoints as `name: { … service.name(…) }` over a value named `service`; nil when some endpoint
    /// cannot be forwarded on one line.
    public var forwardingEndpoints: [String]?
    /// The old default argument (the live service); passing it again needs no `withDependencies`.
    public var defaultValue: String?
    /// The parameter's type as written, unwrapped (`AtomicSiteService`): what an implicit member argument
    /// (`.init()`, `.shared`) was a member of.
    public var type: String?

    /// Creates a service slot.
    public init(
      label: String, property: String, client: String, forwardingEndpoints: [String]?, defaultValue: String? = nil,
      type: String? = nil
    ) {
      self.label = label
      self.property = property
      self.client = client
      self.forwardingEndpoints = forwardingEndpoints
      self.defaultValue = defaultValue
      self.type = type
    }

    /// `value` as a `let` can hold it: an implicit member (`.init()`, `.shared`) gets the parameter's type in front.
    func explicit(_ value: String) -> String {
      // A named type only: `any Servicing.shared` or `Service<T>.init()` would not be what the argument meant.
      guard value.hasPrefix("."), let type, let first = type.first, first.isUppercase,
        type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
      else { return value }
      return value.hasPrefix(".init(") ? type + value.dropFirst(5) : type + value
    }
  }

  /// The feature type, e.g. `CountryDetailsFeature`.
  public var feature: String
  /// Stored State fields, in declaration order.
  public var fields: [Field]
  /// Injected services that became dependency clients.
  public var services: [Service]
  /// Other dependencies the old initializer took (read with `@Dependency` now).
  public var dependencies: Set<String>
  /// Callbacks the old initializer took that are delegate actions now (`relationshipUpdated`).
  public var delegateCallbacks: Set<String> = []
  /// State fields holding a child feature's state (the old initializer took a child view model for them).
  public var children: Set<String> = []
  /// The parameters of an explicit `State.init`, which replaces the memberwise one; nil when State has none.
  public var initializerParameters: [Field]?
  /// Whether `State.init` is failable: its result is optional, which a store cannot start from as written.
  public var isFailable = false
  /// Per file (relative to the root): the scoped store of a parent feature migrated in the same apply that holds
  /// this feature as a child, e.g. `store.scope(state: \.details, action: \.details)`.
  public var parentScopes: [String: String]

  /// Creates a recipe.
  public init(
    feature: String, fields: [Field], services: [Service] = [], dependencies: Set<String> = [],
    parentScopes: [String: String] = [:]
  ) {
    self.feature = feature
    self.fields = fields
    self.services = services
    self.dependencies = dependencies
    self.parentScopes = parentScopes
  }

  /// The recipe of `feature`, whose view model is `viewModel`, with the shared `clients`.
  public static func make(feature: FeatureProposal, viewModel: ViewModel?, clients: [ClientProposal]) -> StoreRecipe {
    let children = Set(feature.children.map(\.property))
    let parameters = (viewModel?.initializers ?? []).flatMap(\.parameters)
    // A `@Shared var x: T` the old initializer took as `Shared<T>` is the memberwise initializer's `Shared<T>`.
    func isHandedIn(_ field: StateField) -> Bool {
      field.sharedAttribute == "@Shared" && field.defaultValue == nil
        && parameters.contains { ($0.label ?? $0.name) == field.name && $0.type.hasPrefix("Shared<") }
    }
    let fields = feature.state.filter { $0.wrapper == .plain && (!$0.isShared || isHandedIn($0)) }
      .map { field in
        Field(
          name: field.name, required: field.defaultValue == nil && !TypeText.isOptional(field.type ?? ""),
          initializerDefault: parameters.first { ($0.label ?? $0.name) == field.name && $0.defaultValue != nil }?
            .defaultValue)
      }
    var services: [Service] = []
    var dependencies: Set<String> = []
    for dependency in viewModel?.dependencies ?? [] {
      let type = TypeText.unwrapped(dependency.type)
      guard let client = clients.first(where: { $0.service == type && feature.clients.contains($0.name) }) else {
        dependencies.insert(dependency.name)
        continue
      }
      let renderer = ClientRenderer(indentation: "  ")
      let endpoints =
        client.endpoints.contains { $0.bridgedPublisher != nil }
        ? nil
        : client.endpoints.map {
          "\(TCANaming.identifier($0.name)): \(renderer.liveClosure(for: $0, isolated: client.isMainActor))"
        }
      services.append(
        Service(
          label: dependency.name, property: client.property, client: client.name, forwardingEndpoints: endpoints,
          defaultValue: dependency.defaultValue, type: type))
    }
    var recipe = StoreRecipe(feature: feature.name, fields: fields, services: services, dependencies: dependencies)
    recipe.children = children
    let delegateCases = feature.nestedEnums.first { $0.name == "Delegate" }?.cases.map(\.name) ?? []
    recipe.delegateCallbacks = dependencies.intersection(delegateCases)
    recipe.isFailable = feature.stateInitializer?.isFailable == true
    recipe.initializerParameters = feature.stateInitializer.map { initializer in
      initializer.parameters.map { Field(name: $0.label ?? $0.name, required: $0.defaultValue == nil) }
    }
    return recipe
  }

  /// One argument of a call: its label (nil when unlabeled) and its exact source text.
  struct Argument: Equatable {
    var label: String?
    var text: String
  }

  /// The store expression built from the old initializer's `arguments`, and what a person must still do; nil when
  /// the arguments cannot fill State (an unlabeled argument, or a required field missing). With `stateOnly`, the
  /// feature's `State` alone, unless services handed in need a store's `withDependencies`.
  func construction(
    from arguments: [Argument], indent: String, unit: String, stateOnly: Bool = false
  ) -> (expression: String, todo: String?)? {
    guard !isFailable else { return nil }
    var values: [String: String] = [:]
    var injected: [(Service, String)] = []
    var dropped: [String] = []
    var absent: [String] = []
    var children: [String] = []
    let fields = initializerParameters ?? fields
    for argument in arguments {
      guard let label = argument.label else { return nil }
      if self.children.contains(label) {
        children.append(label)
      } else if fields.contains(where: { $0.name == label }) {
        values[label] = argument.text
      } else if let service = services.first(where: { $0.label == label }) {
        if argument.text == "nil", service.defaultValue != "nil" {
          absent.append("`\(label):` was `nil`; the store uses `\(service.client)`'s live value")
        } else if argument.text != service.defaultValue {
          injected.append((service, argument.text))
        }
      } else if !dependencies.contains(label) {
        dropped.append(label)
      } else if delegateCallbacks.contains(label), !Self.isEmptyClosure(argument.text) {
        // IceCubes' `relationshipUpdated: { relationship in viewModel.searchedRelationships[…] = relationship }`.
        absent.append(
          "`\(label):` ran its closure when the view model called it; the feature sends "
            + "`.delegate(.\(label))` instead, which only a parent feature holding this store can handle, so the "
            + "closure is dropped here")
      }
    }
    for field in fields where field.required && values[field.name] == nil {
      guard let value = field.initializerDefault else { return nil }
      values[field.name] = value
    }
    let stateArguments = fields.compactMap { field in values[field.name].map { "\(field.name): \($0)" } }
    let state = "\(feature).State(\(stateArguments.joined(separator: ", ")))"
    var expression = "Store(initialState: \(state))"
    var todos: [String] = []
    if injected.isEmpty {
      expression = stateOnly ? state : expression + " { \(feature)() }"
    } else {
      // A service held in a property is captured by name: inside a class's escaping closure `api` alone would need
      // `self.`, while a capture list's entry is read where the store is built.
      let captured = injected.filter { $0.0.forwardingEndpoints != nil }.map(\.1).filter(Self.isPlainName)
      let captures = captured.isEmpty ? "" : " [\(Array(Set(captured)).sorted().joined(separator: ", "))] in"
      expression += " {\n\(indent + unit)\(feature)()\n\(indent)} withDependencies: {\(captures)\n"
      for (service, value) in injected {
        let inner = injected.count > 1 ? indent + unit + unit : indent + unit
        if injected.count > 1 { expression += indent + unit + "do {\n" }
        if let endpoints = service.forwardingEndpoints {
          expression += inner + "nonisolated(unsafe) let service = \(service.explicit(value))\n"
          expression += inner + "$0.\(service.property) = \(service.client)(\(endpoints.joined(separator: ", ")))\n"
        } else {
          expression += inner + "$0.\(service.property) = .liveValue\n"
          todos.append("build `\(service.client)` over `\(value)` (it was passed as `\(service.label):`)")
        }
        if injected.count > 1 { expression += indent + unit + "}\n" }
      }
      expression += indent + "}"
    }
    if !children.isEmpty {
      let labels = children.map { "`\($0):`" }.joined(separator: ", ")
      todos.append("\(labels) passed a child view model; its state is a child of `\(feature).State` now")
    }
    todos += absent
    if !dropped.isEmpty {
      let labels = dropped.map { "`\($0):`" }.joined(separator: ", ")
      todos.append("\(labels) went to the old view model and is not State; move it into the feature")
    }
    return (expression, todos.isEmpty ? nil : todos.joined(separator: "; ") + ".")
  }

  /// Whether `text` is a closure doing nothing (`{}`, `{ _ in }`, `{ _, _ in }`).
  static func isEmptyClosure(_ text: String) -> Bool {
    let joined = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .joined(separator: " ")
    guard joined.first == "{", joined.last == "}" else { return false }
    let inner = joined.dropFirst().dropLast().split(separator: " ")
    guard let last = inner.last else { return true }
    return last == "in"
      && inner.dropLast().allSatisfy { $0.allSatisfy { $0 == "_" || $0 == "," || $0.isLetter || $0.isNumber } }
  }

  /// Whether `text` is a lone lowercase name (`api`), not a literal keyword (`self`, `nil`), a call or a member path.
  static func isPlainName(_ text: String) -> Bool {
    guard let first = text.first, first.isLowercase, !["self", "super", "nil", "true", "false"].contains(text) else {
      return false
    }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
