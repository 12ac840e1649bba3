import Foundation
import Lexer
import Outline

/// Turns a detected view model's declarations into a `ViewModel` record: state, members, dependencies, children.
struct ViewModelBuilder {
  let index: TypeIndex
  let files: [ParsedFile]
  let viewModelNames: Set<String>
  /// The value types of the codebase's shared keys.
  let sharedKeys: SharedKeyTypes

  /// A property together with the file that declares it.
  struct Located {
    let property: PropertyDeclaration
    let outline: FileOutline
    /// The conditions the view model itself sits under: a member under just these is not conditional within it.
    var base: [String] = []
    /// The conformances of the declaration or extension declaring it, and whether that is an extension.
    var conformances: (names: [String], inExtension: Bool) = ([], false)
  }

  /// A function together with the file that declares it.
  struct LocatedFunction {
    let function: FunctionDeclaration
    let outline: FileOutline
    /// The conditions the view model itself sits under: a member under just these is not conditional within it.
    var base: [String] = []
    /// The conformances of the declaration or extension declaring it, and whether that is an extension.
    var conformances: (names: [String], inExtension: Bool) = ([], false)
  }

  func build(_ detected: DetectedViewModel) -> (ViewModel, [Diagnostic]) {
    let primary = detected.declarations[0]
    let path = files[primary.file].path
    var diagnostics: [Diagnostic] = []
    if detected.declarations.count > 1 {
      diagnostics.append(
        Diagnostic(
          file: path, line: primary.declaration.line, severity: .note,
          message:
            "\(detected.name) is declared \(detected.declarations.count) times (in #if branches); merged into one view model",
          code: "conditional-declaration"))
    }
    // A view model wholly inside `#if X` (the whole file, often): its feature sits under the same `#if`, and its
    // members are conditional only under an `#if` of their own.
    let condition = detected.declarations.count == 1 ? primary.declaration.conditional?.wholeCondition : nil
    let (properties, functions) = members(
      of: detected, base: condition == nil ? [] : primary.declaration.conditional?.conditions ?? [])
    let initializers = functions.filter { $0.function.kind == .initializer }
    let injected = injectedProperties(initializers)

    var viewModel = ViewModel(
      name: detected.name, file: path, line: primary.declaration.line, kind: detected.kind,
      isMainActor: isMainActor(detected), genericParameters: primary.declaration.genericParameters,
      whereClause: primary.declaration.whereClause,
      superclass: primary.declaration.inheritance.first.flatMap { first in
        let base = TypeIndex.baseName(first)
        return index.kind(of: index.resolve(base, from: detected.name) ?? "") == .class ? first : nil
      })

    let entries = (detected.declarations + detected.extensions).compactMap { entry in
      files[entry.file].outline.map { (declaration: entry.declaration, outline: $0) }
    }
    viewModel.condition = condition
    if index.inheritance(of: detected.name).contains(where: ModelType.isSendableConformance) {
      viewModel.isDeclaredSendable = true
    }
    let nested = NestedDeclarations.collect(in: entries, excluding: viewModelNames)
    viewModel.nested = nested.isEmpty ? nil : nested
    let imports = CarriedImports.declarations(in: entries.map(\.outline))
    viewModel.imports = imports.isEmpty ? nil : imports

    var stateNames: [String] = []
    for located in properties where !located.property.isStatic {
      let property = located.property
      if property.isComputed { continue }
      let declaredOrInferred =
        property.type.map(index.functionAliases.expanded) ?? property.initializer.flatMap(TypeInference.infer)
        ?? sharedKeyValueType(property)
        ?? property.initializerTokens.flatMap {
          EnumCaseLiteral.type(of: $0, in: located.outline, context: detected.name, index: index)
        }
      if property.modifiers.contains(where: { $0 == "weak" || $0 == "unowned" }),
        !childReferences(property.name, type: declaredOrInferred, line: property.line, from: detected.name).isEmpty
      {
        // A weak reference to another view model points back at the one holding this one, not at a child.
        viewModel.ownerReferences =
          (viewModel.ownerReferences ?? []) + [
            StoredProperty(
              name: property.name, type: declaredOrInferred, line: property.line, initialValue: property.initializer,
              isLet: property.isLet)
          ]
        continue
      }
      // A weak timer (`weak var timer: Timer?`, the run loop holds it) is a handle to the work it runs, as a strong
      // one is: the timer rules make it an effect's cancellation.
      if property.modifiers.contains(where: { $0 == "weak" || $0 == "unowned" }), let type = declaredOrInferred,
        !isObservedState(property, kind: detected.kind),
        !["Timer", "DispatchWorkItem"].contains(TypeIndex.baseName(type))
      {
        // A weak reference is an object the view model talks to (a delegate, a coordinator), never a value of State.
        var dependency = Dependency(
          name: property.name, type: dependencyType(type), line: property.line,
          defaultValue: injected[property.name]?.defaultValue ?? property.initializer,
          injectedThroughInit: injected[property.name] != nil)
        dependency.isWeakReference = true
        viewModel.dependencies.append(dependency)
        continue
      }
      if let dependency = LibraryDependency.declared(by: property) {
        viewModel.libraryDependencies = (viewModel.libraryDependencies ?? []) + [dependency]
        continue
      }
      let shared = sharedAttribute(property)
      // A closure an `@Observable` parent sets on its child (`var onDelete: () -> Void = {}`) is a callback, not state.
      let isCallback = detected.kind == .observable && declaredOrInferred.map(TypeText.isFunctionType) == true
      // An `@Observable` model's `var cancellables = Set<AnyCancellable>()` or `var loadTask: Task<Void, Never>?` is
      // observed only because nothing marked it `@ObservationIgnored`: a handle, as an `ObservableObject`'s plain var.
      let isHandle = detected.kind == .observable && declaredOrInferred.map(TypeText.isWorkHandle) == true
      if shared != nil || (!isCallback && !isHandle && isObservedState(property, kind: detected.kind)) {
        stateNames.append(property.name)
        var state = StateProperty(
          name: property.name, type: declaredOrInferred, line: property.line,
          initialValue: property.initializer, typeInferred: property.type == nil && declaredOrInferred != nil,
          setterAccess: property.setterAccess, observers: property.observers,
          isConditional: (property.conditional?.conditions ?? []) != located.base,
          appStorageKey: appStorageKey(property),
          sharedAttribute: shared)
        if !property.observers.isEmpty, let tokens = property.accessorTokens {
          state.observerBlocks = PropertyObserver.all(
            in: located.outline, accessorTokens: tokens, property: property.name)
        }
        viewModel.published.append(state)
        if declaredOrInferred == nil {
          diagnostics.append(
            Diagnostic(
              file: path, line: property.line, column: property.column, severity: .warning,
              message:
                "unknown type for observed property '\(property.name)'; add a type annotation so State can declare it",
              code: "unknown-type"))
        }
        let children = childReferences(
          property.name, type: declaredOrInferred, line: property.line, from: detected.name,
          initializer: property.initializer)
        viewModel.childReferences += children
        let cases = navigationCases(property.name, type: declaredOrInferred, from: detected.name)
        if !cases.isEmpty,
          children.contains(where: { $0.cardinality == .enumCase }) || cases.contains(where: { $0.alertAction != nil })
        {
          viewModel.navigationCases = (viewModel.navigationCases ?? []) + cases
        }
        continue
      }
      guard let type = declaredOrInferred else {
        viewModel.constants.append(
          StoredProperty(
            name: property.name, type: nil, line: property.line, initialValue: property.initializer,
            isLet: property.isLet, appStorageKey: appStorageKey(property)))
        continue
      }
      let children = childReferences(
        property.name, type: type, line: property.line, from: detected.name, initializer: property.initializer)
      if !children.isEmpty {
        viewModel.childReferences += children
        if let injection = injected[property.name] {
          viewModel.dependencies.append(
            Dependency(
              name: property.name, type: dependencyType(type), line: property.line,
              defaultValue: injection.defaultValue,
              injectedThroughInit: true))
        }
      } else if TypeText.isCombinePlumbing(type) {
        viewModel.combine.append(
          StoredProperty(
            name: property.name, type: type, line: property.line, initialValue: property.initializer,
            isLet: property.isLet, appStorageKey: appStorageKey(property)))
      } else if (injected[property.name] != nil && !TypeText.isPlainValue(type))
        || isServiceType(type, from: detected.name)
        || isSystemType(type, from: detected.name)
        || (TypeText.isFunctionType(type) && (property.initializer == nil || property.initializer == "nil"))
      {
        viewModel.dependencies.append(
          Dependency(
            name: property.name, type: dependencyType(type), line: property.line,
            defaultValue: injected[property.name]?.defaultValue ?? property.initializer,
            injectedThroughInit: injected[property.name] != nil))
      } else {
        var stored = StoredProperty(
          name: property.name, type: type, line: property.line, initialValue: property.initializer,
          isLet: property.isLet, appStorageKey: appStorageKey(property))
        // A plain `var` with `didSet` moves into State too, and its observer's work must not be lost.
        if !property.observers.isEmpty, let tokens = property.accessorTokens {
          stored.observerBlocks = PropertyObserver.all(
            in: located.outline, accessorTokens: tokens, property: property.name)
        }
        viewModel.constants.append(stored)
      }
    }

    let containers = flattenContainers(of: &viewModel, properties: properties, functions: functions)
    let stateSet = Set(stateNames)
    let computedNames = Set(properties.filter { $0.property.isComputed && !$0.property.isStatic }.map(\.property.name))
    for located in properties where located.property.isComputed && !located.property.isStatic {
      let property = located.property
      let range = property.accessorTokens ?? 0..<0
      let reads = MemberReferences.referenced(in: located.outline, tokens: range)
      let memberNames = Set(properties.map(\.property.name)).union(functions.map(\.function.name))
      let membersRead = reads.filter { memberNames.contains($0) || $0 == "self" }
      viewModel.computed.append(
        ComputedProperty(
          name: property.name, type: property.type, line: property.line,
          body: String(
            LineText.trimmedLines(
              located.outline.text(
                ofTokens: range, dropping: containerPrefixes(containers, in: located.outline, tokens: range)))),
          readsState: membersRead.filter { stateSet.contains($0) }.sorted(),
          readsOnlyState: membersRead.allSatisfy { stateSet.contains($0) || computedNames.contains($0) },
          readsMembers: membersRead.sorted()))
      // `var detailViewModel: DetailViewModel { DetailViewModel(…) }` creates a child as a factory method does.
      viewModel.childReferences += createdChildren(
        in: located.outline, tokens: range, method: property.name, from: detected.name)
    }

    let dispatch = actionDispatch(in: functions, of: detected, properties: properties)
    for (position, located) in functions.enumerated() {
      if let dispatch, position == dispatch.position {
        viewModel.methods += dispatch.cases
        viewModel.dispatch = dispatch.record
      } else if located.function.kind == .initializer {
        viewModel.initializers.append(makeMethod(located, containers: containers, renames: dispatch?.renames ?? [:]))
      } else if located.function.kind == .function && !located.function.isStatic {
        var method = makeMethod(located, containers: containers, renames: dispatch?.renames ?? [:])
        method.callbackOf = CallbackConformance.protocolName(
          of: method, conformances: located.conformances.names, inExtension: located.conformances.inExtension,
          index: index)
        viewModel.methods.append(method)
      }
      if let body = located.function.bodyTokens {
        viewModel.childReferences += createdChildren(
          in: located.outline, tokens: body, method: located.function.name, from: detected.name)
        diagnostics += detachedTaskFindings(in: located.outline, tokens: body, path: path, stateNames: stateSet)
        for service in singletonServices(in: located.outline, tokens: body, from: detected.name)
        where !(viewModel.singletonServices ?? []).contains(service) {
          viewModel.singletonServices = (viewModel.singletonServices ?? []) + [service]
        }
      }
    }
    inferOutsideCalls(of: &viewModel, properties: properties, functions: functions)
    viewModel.childReferences = deduplicated(viewModel.childReferences)
    viewModel.children = Array(Set(viewModel.childReferences.map(\.type))).sorted()
    return (viewModel, diagnostics)
  }

  /// Gives each dependency on a service the codebase does not declare the methods its calls type.
  private func inferOutsideCalls(of viewModel: inout ViewModel, properties: [Located], functions: [LocatedFunction]) {
    let outside = viewModel.dependencies.indices.filter { position in
      let dependency = viewModel.dependencies[position]
      // Resolved first: most dependencies are declared, and the service test resolves again.
      return dependency.isWeakReference != true
        && index.resolve(TypeIndex.baseName(dependency.type), from: viewModel.name) == nil
        && isServiceType(dependency.type, from: viewModel.name)
    }
    guard !outside.isEmpty else { return }
    var propertyTypes: [String: String] = [:]
    for located in properties {
      let property = located.property
      if let type = property.type ?? property.initializer.flatMap(TypeInference.infer) {
        propertyTypes[property.name] = type
      }
    }
    for position in outside {
      let calls = OutsideServiceCalls.merged(
        functions.flatMap { located in
          OutsideServiceCalls(cursor: located.outline.cursor, propertyTypes: propertyTypes)
            .calls(on: viewModel.dependencies[position].name, in: located.function)
        })
      viewModel.dependencies[position].calls = calls.isEmpty ? nil : calls
    }
  }

  /// Properties and functions from every declaration and extension, first occurrence wins.
  func members(of detected: DetectedViewModel, base: [String] = []) -> ([Located], [LocatedFunction]) {
    var properties: [Located] = []
    var functions: [LocatedFunction] = []
    var seenProperties: Set<String> = []
    var seenFunctions: [String: Int] = [:]
    for entry in detected.declarations + detected.extensions {
      guard let outline = files[entry.file].outline else { continue }
      for property in entry.declaration.properties where seenProperties.insert(property.name).inserted {
        properties.append(Located(property: property, outline: outline, base: base))
      }
      for function in entry.declaration.functions {
        let signature = function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        var located = LocatedFunction(function: function, outline: outline, base: base)
        located.conformances = (entry.declaration.inheritance, entry.declaration.kind == .extension)
        guard let seen = seenFunctions[signature] else {
          seenFunctions[signature] = functions.count
          functions.append(located)
          continue
        }
        // A sync twin that only starts its async overload stands for it: the overload's work is the action.
        if function.isAsync, !functions[seen].function.isAsync, Self.onlyLaunches(functions[seen], function.name) {
          functions[seen] = located
        }
      }
    }
    return (properties, functions)
  }

  /// Whether `located`'s whole body starts `name` in a task (`Task { await start(force: force) }`, also with
  /// `[weak self] in` and `self?.`).
  static func onlyLaunches(_ located: LocatedFunction, _ name: String) -> Bool {
    guard let body = located.function.bodyTokens else { return false }
    let cursor = located.outline.cursor
    let range = cursor.significantRange(ofTokens: body)
    guard range.count > 5, cursor.is(range.lowerBound, "Task"), cursor.text(range.lowerBound + 1) == "{",
      cursor.match[range.lowerBound + 1] == range.upperBound - 1
    else { return false }
    var index = range.lowerBound + 2
    if cursor.text(index) == "[" {
      index = cursor.match[index] + 1
      guard cursor.is(index, "in") else { return false }
      index += 1
    }
    guard cursor.is(index, "await") else { return false }
    index += 1
    if cursor.is(index, "self") {
      index += cursor.text(index + 1) == "?" ? 2 : 1
      guard cursor.kind(index) == .period else { return false }
      index += 1
    }
    guard cursor.text(index) == name, cursor.text(index + 1) == "(" else { return false }
    return cursor.match[index + 1] == range.upperBound - 2
  }

  func isMainActor(_ detected: DetectedViewModel) -> Bool {
    if detected.declarations.contains(where: { $0.declaration.hasAttribute("MainActor") }) { return true }
    return index.inheritsFromClass(detected.name) { base in
      index.types[base]?.contains { $0.declaration.hasAttribute("MainActor") } ?? false
    }
  }

  func dependencyType(_ type: String) -> String {
    var text = String(LineText.trimmed(type))
    for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
    while let last = text.last, last == "!" { text.removeLast() }
    return text
  }

  /// Conformances that mark a class of the codebase as a data model rather than a service.
  static let dataConformances = ["Identifiable", "Equatable", "Hashable", "Codable", "Decodable", "NSManagedObject"]

  func isServiceType(_ type: String, from context: String) -> Bool {
    if TypeText.isFunctionType(type) { return false }
    let base = TypeIndex.baseName(type)
    let resolved = index.resolve(base, from: context)
    if resolved == nil, SystemType.named(base) != nil { return false }
    // `import protocol Storage.StorageManagerType`: a protocol of another module, an interface to work.
    if resolved == nil, index.importedProtocols.contains(base) { return true }
    if let resolved {
      switch index.kind(of: resolved) {
      case .protocol, .actor: return true
      case .class:
        // A model class (`final class Shelf: Identifiable, Equatable`, a Core Data entity) holds data, not work.
        return TypeText.looksLikeService(base) || !Self.dataConformances.contains { index.conforms(resolved, to: $0) }
      case .enum: return false
      default: return TypeText.looksLikeService(base)
      }
    }
    return TypeText.looksLikeService(base)
  }

  /// Whether `type` is a Foundation type the codebase does not redeclare (`UserDefaults`, `NSObjectProtocol`).
  func isSystemType(_ type: String, from context: String) -> Bool {
    let base = TypeIndex.baseName(type)
    return SystemType.named(base) != nil && index.resolve(base, from: context) == nil
  }
}
