import Outline

/// Collects the services view models depend on: their declarations, methods and conforming types.
enum ServiceCollector {
  /// The types a literal default gives a property.
  static let literalTypes: Set<String> = ["Int", "Double", "String", "Bool"]

  /// The initializer a type must be built with when none takes no arguments (`init(storage:)`, or a struct's
  /// memberwise one over fields without defaults); nil when `Type()` compiles.
  static func requiredInitializer(declarations: [TypeDeclaration], extensions: [TypeDeclaration]) -> String? {
    let initializers = (declarations + extensions).flatMap(\.functions).filter { $0.kind == .initializer }
    // A memberwise initializer of a large model lists its first labels only.
    func signature(_ labels: [String?]) -> String {
      let shown = labels.prefix(4).map { ($0 ?? "_") + ":" }.joined()
      return "init(" + shown + (labels.count > 4 ? "…" : "") + ")"
    }
    guard initializers.isEmpty else {
      if initializers.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) { return nil }
      return signature(initializers[0].parameters.map(\.label))
    }
    // A class without initializers gives every stored property a default; a struct's memberwise initializer needs a
    // value for each one that has none.
    guard let primary = declarations.first, primary.kind == .struct else { return nil }
    let required = primary.properties.filter { property in
      !property.isStatic && !property.isComputed && property.initializer == nil
        && !(!property.isLet && (property.type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false))
    }
    return required.isEmpty ? nil : signature(required.map(\.name))
  }

  static func services(viewModels: [ViewModel], builder: ViewModelBuilder) -> [Service] {
    let index = builder.index
    let files = builder.files
    var usage: [String: (written: String, users: Set<String>)] = [:]
    var singletons: [String: String] = [:]
    // The methods view models call on each service the codebase does not declare, typed from their calls.
    var outsideCalls: [String: [Method]] = [:]
    for viewModel in viewModels {
      for dependency in viewModel.dependencies where builder.isServiceType(dependency.type, from: viewModel.name) {
        let base = TypeIndex.baseName(dependency.type)
        let key = index.resolve(base, from: viewModel.name) ?? base
        if builder.viewModelNames.contains(key) { continue }
        usage[key, default: (base, [])].users.insert(viewModel.name)
        outsideCalls[key, default: []] += dependency.calls ?? []
      }
      for service in viewModel.singletonServices ?? [] {
        usage[service.type, default: (service.type, [])].users.insert(viewModel.name)
        singletons[service.type] = service.property
      }
    }
    var result: [Service] = []
    for (name, use) in usage {
      guard let entries = index.types[name], let primary = entries.first else {
        let calls = OutsideServiceCalls.merged(outsideCalls[name] ?? []).sorted { $0.selector < $1.selector }
        result.append(Service(name: name, file: nil, line: 0, kind: .class, methods: calls, usedBy: use.users.sorted()))
        continue
      }
      let kind: Service.Kind =
        switch primary.declaration.kind {
        case .protocol: .protocol
        case .struct, .enum: .struct
        case .actor: .actor
        default: .class
        }
      // A protocol's requirements include the ones it inherits (`ProfileRouter: BaseRouter`), a class's methods its
      // superclass's: the client forwards to them as well.
      let family = Self.family(of: name, kind: primary.declaration.kind, in: index)
      let declared = family.flatMap { index.types[$0] ?? [] }
      var methods: [Method] = []
      // Overloads (`login(username:password:)`, `login(ssoToken:)`) are methods of their own, told by selector.
      var positions: [String: Int] = [:]
      for entry in declared + family.flatMap({ index.extensions[$0] ?? [] }) {
        for function in entry.declaration.functions where function.kind == .function {
          var method = Method(
            name: function.name, line: function.line, isAsync: function.isAsync, throws: function.isThrowing,
            parameters: function.parameters.map {
              Parameter(label: $0.label, name: $0.name, type: $0.type, defaultValue: $0.defaultValue)
            }, returnType: function.returnType, access: function.access, isStatic: function.isStatic)
          method.genericParameters = function.genericParameters
          if let position = positions[method.selector] {
            // A protocol extension's implementation may give the requirement's parameters defaults (`back(animated:
            // Bool = true)`): callers rely on them.
            for (offset, parameter) in method.parameters.enumerated()
            where methods[position].parameters[offset].defaultValue == nil {
              methods[position].parameters[offset].defaultValue = parameter.defaultValue
            }
            continue
          }
          positions[method.selector] = methods.count
          methods.append(method)
        }
      }
      var properties: [Method] = []
      var settable: [String] = []
      var seen = Set(positions.keys)
      for entry in declared {
        for property in entry.declaration.properties
        where !property.modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0) }) {
          // `@Published var isOn = false` has no written type; its literal says it (a constructed object is left out:
          // reading it through a client would hand out the service's own reference).
          let literal = property.initializer.flatMap(TypeInference.infer).flatMap {
            Self.literalTypes.contains($0) ? $0 : nil
          }
          guard let type = property.type ?? literal,
            seen.insert(property.name).inserted
          else { continue }
          properties.append(
            Method(
              name: property.name, line: property.line, isAsync: false, throws: false, parameters: [],
              returnType: type))
          let isStored = !property.isLet && !property.isComputed
          // A protocol's `var x: T { get set }` is settable through any conformer.
          let isSettableRequirement = entry.declaration.kind == .protocol && property.declaresSetter
          if isStored || isSettableRequirement, !["private", "fileprivate"].contains(property.setterAccess ?? "") {
            settable.append(property.name)
          }
        }
      }
      let conformers = (index.adopters[primary.declaration.name] ?? []).filter { $0 != name }
      result.append(
        Service(
          name: name, file: files[primary.file].path, line: primary.declaration.line, kind: kind, methods: methods,
          conformers: conformers.sorted(), usedBy: use.users.sorted(),
          globalActor: entries.contains { $0.declaration.hasAttribute("MainActor") } ? "MainActor" : nil))
      if !properties.isEmpty { result[result.count - 1].properties = properties }
      if !settable.isEmpty { result[result.count - 1].settableProperties = settable }
      if kind != .protocol {
        result[result.count - 1].requiredInitializer = Self.requiredInitializer(
          declarations: entries.map(\.declaration), extensions: (index.extensions[name] ?? []).map(\.declaration))
      } else {
        var needs: [String: String] = [:]
        for conformer in conformers {
          needs[conformer] = Self.requiredInitializer(
            declarations: (index.types[conformer] ?? []).map(\.declaration),
            extensions: (index.extensions[conformer] ?? []).map(\.declaration))
        }
        result[result.count - 1].conformerInitializers = needs.isEmpty ? nil : needs
        var instances: [String: String] = [:]
        for conformer in conformers {
          let declared = index.instanceProperties(of: conformer)
          if let name = SingletonService.instanceNames.sorted().first(where: declared.contains) {
            instances[conformer] = name
          }
        }
        result[result.count - 1].conformerInstances = instances.isEmpty ? nil : instances
      }
      result[result.count - 1].singleton = singletons[name]
      let imports = CarriedImports.declarations(
        in: (entries + (index.extensions[name] ?? [])).compactMap { files[$0.file].outline })
      result[result.count - 1].imports = imports.isEmpty ? nil : imports
      if entries.count == 1 {
        result[result.count - 1].condition = primary.declaration.conditional?.wholeCondition
      }
    }
    return result.sorted { $0.name < $1.name }
  }

  /// `name` and the types whose members it inherits that the codebase declares: the protocols a protocol refines,
  /// the superclasses of a class, nearest first.
  static func family(of name: String, kind: TypeKind, in index: TypeIndex) -> [String] {
    guard kind == .protocol || kind == .class else { return [name] }
    var family = [name]
    var position = 0
    while position < family.count {
      for base in index.bases[family[position]] ?? [] {
        guard let resolved = base.resolved, index.kind(of: resolved) == kind, !family.contains(resolved) else {
          continue
        }
        family.append(resolved)
      }
      position += 1
    }
    return family
  }
}
