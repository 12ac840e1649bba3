import Proposal

/// Renders a `FeatureProposal` as `XFeature.swift`.
public struct FeatureRenderer: Sendable {
  /// The codebase's indentation unit.
  public var indentation: String

  /// Creates a renderer.
  public init(indentation: String) {
    self.indentation = indentation
  }

  /// The feature file's source.
  public func render(_ proposal: FeatureProposal) -> String {
    var writer = SourceWriter(unit: indentation)
    let access = proposal.isPublic ? "public " : ""
    writer.line("import ComposableArchitecture")
    writer.line("import Foundation")
    // A module the reducer needs may also be one the view model's file imported: it is written once.
    var imported: Set<String> = ["ComposableArchitecture", "Foundation"]
    for module in FeatureImports.extra(for: proposal) + (proposal.imports ?? []) where imported.insert(module).inserted
    {
      writer.line("import \(module)")
    }
    writer.line()
    // Under the `#if` the view model sat under, as the types it names are.
    if let condition = proposal.condition { writer.line("#if " + condition) }
    FlagComments.write(proposal.flags, file: proposal.file, into: &writer)
    writer.line("@Reducer")
    let sendable = proposal.isPublic ? ": Sendable" : ""
    let generics = (proposal.genericParameters ?? "") + sendable + (proposal.whereClause.map { " where " + $0 } ?? "")
    writer.block("\(access)struct \(proposal.name)\(generics)") { writer in
      if !proposal.path.isEmpty {
        renderReducerEnum("Path", cases: proposal.path, access: access, into: &writer)
        writer.line()
      }
      if !proposal.destination.isEmpty {
        renderReducerEnum("Destination", cases: proposal.destination, access: access, into: &writer)
        writer.line()
      }
      renderState(proposal, access: access, into: &writer)
      writer.line()
      renderAction(proposal, access: access, into: &writer)
      if !proposal.cancelIDs.isEmpty {
        writer.line()
        writer.block("enum CancelID: Hashable") { writer in
          for id in proposal.cancelIDs { writer.line("case \(TCANaming.identifier(id))") }
        }
      }
      if !proposal.dependencies.isEmpty { writer.line() }
      for dependency in proposal.dependencies {
        writer.line("@Dependency(\(dependency.key)) var \(dependency.property)")
      }
      if proposal.isPublic {
        writer.line()
        writer.line("public init() {}")
      }
      writer.line()
      renderBody(proposal, access: access, into: &writer)
      for helper in proposal.reducerHelpers {
        writer.line()
        writer.block("private func \(helper.signature)") { writer in writer.raw(helper.body) }
      }
      for method in proposal.stateMethods where method.isStatic {
        writer.line()
        writer.block("\(access)static func \(method.signature)") { writer in writer.raw(method.body) }
      }
      renderHelpers(proposal.helpers, into: &writer)
    }
    for name in ["Path", "Destination"] where name == "Path" ? !proposal.path.isEmpty : !proposal.destination.isEmpty {
      writer.line()
      writer.line("extension \(proposal.name).\(name).State: Equatable {}")
    }
    if !proposal.carried.isEmpty {
      writer.line()
      writer.block("extension \(proposal.name)") { writer in
        for (index, declaration) in proposal.carried.enumerated() {
          if index > 0 { writer.line() }
          writer.raw(declaration)
        }
      }
    }
    for declaration in proposal.fileExtensions ?? [] {
      writer.line()
      writer.raw(declaration)
    }
    for name in proposal.equatableExtensions {
      writer.line()
      writer.line("extension \(proposal.name).\(name): Equatable {}")
    }
    for conformance in proposal.modelConformances {
      writer.line()
      for line in conformance {
        let depth = line.prefix { $0 == " " }.count / 2
        writer.line(String(repeating: writer.unit, count: depth) + line.drop { $0 == " " })
      }
    }
    if proposal.condition != nil { writer.line("#endif") }
    return writer.text
  }

  private func renderReducerEnum(
    _ name: String, cases: [ReducerEnumCase], access: String, into writer: inout SourceWriter
  ) {
    writer.line("@Reducer")
    writer.block("\(access)enum \(name)") { writer in
      let hasAlert = cases.contains { $0.feature == nil && $0.associated == nil }
      for item in cases {
        if let feature = item.feature {
          writer.line("case \(item.name)(\(feature))")
        } else if let associated = item.associated {
          // `@Reducer` composes a single nominal value as a feature; plain data is marked so it is not.
          if !item.holdsAlert { writer.line("@ReducerCaseIgnored") }
          writer.line(associated.isEmpty ? "case \(item.name)" : "case \(item.name)(\(associated))")
        } else {
          writer.line("@ReducerCaseIgnored")
          writer.line("case \(item.name)(AlertState<Alert>)")
        }
      }
      guard hasAlert else { return }
      writer.line()
      writer.line("@CasePathable")
      writer.block("\(access)enum Action") { writer in
        for item in cases where item.associated == nil {
          writer.line("case \(item.name)(\(item.feature.map { "\($0).Action" } ?? "Alert"))")
        }
      }
      writer.block("\(access)enum Alert: Equatable") { writer in
        writer.line("case dismissButtonTapped")
      }
    }
  }

  private func renderState(_ proposal: FeatureProposal, access: String, into writer: inout SourceWriter) {
    writer.line("@ObservableState")
    let conformances = proposal.isIdentifiable ? "Equatable, Identifiable" : "Equatable"
    if proposal.state.isEmpty, proposal.computed.isEmpty, !proposal.stateMethods.contains(where: { !$0.isStatic }) {
      writer.line("\(access)struct State: \(conformances) {}")
      return
    }
    writer.block("\(access)struct State: \(conformances)") { writer in
      for field in proposal.state {
        if let note = field.note { writer.line("// \(note)") }
        var declaration = field.wrapper == .presents ? "@Presents \(access)var " : "\(access)var "
        if let key = field.sharedAppStorageKey { declaration = "@Shared(.appStorage(\(key))) \(access)var " }
        if let shared = field.sharedAttribute { declaration = "\(shared) \(access)var " }
        declaration += TCANaming.identifier(field.name)
        if let type = field.type { declaration += ": \(type)" }
        let value = TextScan.dedentedLines(field.defaultValue)
        if let first = value.first { declaration += " = \(first)" }
        writer.line(declaration)
        for line in value.dropFirst() { writer.line(line) }
      }
      if let initializer = proposal.stateInitializer, initializer.isFailable != true {
        writer.line()
        renderInitializer(initializer, access: access, into: &writer)
      } else if let initializer = proposal.stateInitializer {
        // Declaring `init?` hides the memberwise initializer, which tests build State with: which arguments the
        // failable one accepts is not known.
        writer.line()
        writer.line("// The memberwise initializer, which tests build State with.")
        renderMemberwiseInit(proposal.state, access: access, into: &writer)
        writer.line()
        renderInitializer(initializer, access: access, into: &writer)
      } else if proposal.isPublic {
        if !proposal.state.isEmpty { writer.line() }
        renderMemberwiseInit(proposal.state, access: access, into: &writer)
      }
      for computed in proposal.computed {
        writer.line()
        writer.block("\(access)var \(TCANaming.identifier(computed.name)): \(computed.type)") { writer in
          writer.raw(computed.body)
        }
      }
      for method in proposal.stateMethods where !method.isStatic {
        writer.line()
        writer.block("\(access)func \(method.signature)") { writer in writer.raw(method.body) }
      }
    }
  }

  private func renderInitializer(_ initializer: StateInitializer, access: String, into writer: inout SourceWriter) {
    let list = initializer.parameters.map(\.declaration).joined(separator: ", ")
    writer.block("\(access)\(initializer.isFailable == true ? "init?" : "init")(\(list))") { writer in
      for assignment in initializer.assignments { writer.raw(TextScan.dedentedLines(assignment)) }
    }
  }

  private func renderMemberwiseInit(_ fields: [StateField], access: String, into writer: inout SourceWriter) {
    let parameters = fields.filter { $0.wrapper == .plain && $0.type != nil }
    let list = parameters.map { field -> String in
      let value = field.defaultValue ?? (TypeText.isOptional(field.type ?? "") ? "nil" : nil)
      return "\(TCANaming.identifier(field.name)): \(field.type ?? "")" + (value.map { " = \($0)" } ?? "")
    }
    let header = "\(access)init(\(list.joined(separator: ", ")))"
    let assignments: (inout SourceWriter) -> Void = { writer in
      for field in parameters {
        let name = TCANaming.identifier(field.name)
        writer.line("self.\(name) = \(name)")
      }
    }
    guard writer.indentation.count + header.count + 2 > 120 else {
      writer.block(header, assignments)
      return
    }
    writer.line("\(access)init(")
    writer.indented { writer in
      for (index, item) in list.enumerated() { writer.line(item + (index == list.count - 1 ? "" : ",")) }
    }
    writer.open(") {", assignments)
  }

  private func renderAction(_ proposal: FeatureProposal, access: String, into writer: inout SourceWriter) {
    let conformance = proposal.isBindable ? ": BindableAction" : ""
    if proposal.actions.isEmpty, proposal.nestedEnums.isEmpty {
      writer.line("\(access)enum Action\(conformance) {}")
      return
    }
    writer.block("\(access)enum Action\(conformance)") { writer in
      for action in proposal.actions { writer.line("case \(declaration(of: action))") }
      for nested in proposal.nestedEnums {
        writer.line()
        if nested.isCasePathable { writer.line("@CasePathable") }
        let conformances = nested.conformances.isEmpty ? "" : ": " + nested.conformances.joined(separator: ", ")
        writer.block("\(access)enum \(nested.name)\(conformances)") { writer in
          for item in nested.cases { writer.line("case \(declaration(of: item))") }
        }
      }
    }
  }

  private func declaration(of action: ActionCase) -> String {
    let name = TCANaming.identifier(action.name)
    return action.payload.isEmpty ? name : name + "(" + action.payload.map(\.text).joined(separator: ", ") + ")"
  }

  private func renderBody(_ proposal: FeatureProposal, access: String, into writer: inout SourceWriter) {
    writer.block("\(access)var body: some ReducerOf<Self>") { writer in
      let observers = proposal.observers ?? []
      guard !observers.isEmpty else { return renderReducers(proposal, into: &writer) }
      if StateObserver.onlyBindingsChange(observers, in: proposal) {
        renderReducers(proposal, bindingObservers: observers, into: &writer)
      } else {
        writer.block("CombineReducers") { writer in renderReducers(proposal, into: &writer) }
        renderObservers(observers, into: &writer)
      }
    }
  }

  /// `.onChange(of: \.field) { oldValue, _ in Reduce { state, _ in … } }` for each observer.
  private func renderObservers(_ observers: [StateObserver], into writer: inout SourceWriter) {
    for observer in observers {
      let field = TCANaming.identifier(observer.property)
      let names = "\(observer.oldValueName ?? "_"), \(observer.newValueName ?? "_")"
      writer.open(".onChange(of: \\.\(field)) { \(names) in") { writer in
        writer.open("Reduce { state, _ in") { writer in writer.raw(observer.body) }
      }
    }
  }

  private func renderReducers(
    _ proposal: FeatureProposal, bindingObservers: [StateObserver] = [], into writer: inout SourceWriter
  ) {
    if proposal.isBindable { writer.line("BindingReducer()") }
    if !bindingObservers.isEmpty { writer.indented { writer in renderObservers(bindingObservers, into: &writer) } }
    for child in proposal.children where child.kind == .scope {
      writer.block("Scope(state: \\.\(child.property), action: \\.\(child.property))") { writer in
        writer.line("\(child.feature)()")
      }
    }
    if proposal.reducerCases.isEmpty {
      // With no actions at all, a closure would never run (the compiler warns); `EmptyReducer` says what it does.
      writer.line(proposal.actions.isEmpty ? "EmptyReducer()" : "Reduce { _, _ in .none }")
      renderModifiers(proposal, into: &writer)
      return
    }
    writer.open("Reduce { state, action in") { writer in
      writer.line("switch action {")
      for spec in proposal.reducerCases {
        writer.line("case \(UnusedPayloadBindings.pattern(spec.pattern, body: spec.body)):")
        writer.indented { writer in writer.raw(spec.body.isEmpty ? ["return .none"] : spec.body) }
      }
      writer.line("}")
    }
    renderModifiers(proposal, into: &writer)
  }

  private func renderModifiers(_ proposal: FeatureProposal, into writer: inout SourceWriter) {
    if proposal.field(named: "alert")?.wrapper == .presents, proposal.action(named: "alert") != nil {
      writer.line(".ifLet(\\.$alert, action: \\.alert)")
    }
    for child in proposal.children where child.kind == .presented || child.kind == .collection {
      let path = child.kind == .presented ? "\\.$\(child.property)" : "\\.\(child.property)"
      let method = child.kind == .presented ? ".ifLet" : ".forEach"
      writer.block("\(method)(\(path), action: \\.\(child.property))") { writer in
        writer.line("\(child.feature)()")
      }
    }
    if !proposal.path.isEmpty { writer.line(".forEach(\\.path, action: \\.path)") }
    if !proposal.destination.isEmpty { writer.line(".ifLet(\\.$destination, action: \\.destination)") }
  }

  private func renderHelpers(_ helpers: [HelperMethod], into writer: inout SourceWriter) {
    for helper in helpers {
      writer.line()
      writer.line(
        "// TODO(tca-migrate): `\(helper.name)` (line \(helper.line)) did not become an action: \(helper.reason).")
      writer.line("// Original body:")
      for text in helper.body { writer.line(text.isEmpty ? "//" : "// " + text) }
    }
  }
}

/// Writes proposal flags as TODO comments.
enum FlagComments {
  static func write(_ flags: [ProposalFlag], file: String, into writer: inout SourceWriter) {
    guard !flags.isEmpty else { return }
    for flag in flags {
      let location = flag.line.map { " (\(flag.file ?? file):\($0))" } ?? ""
      writer.line("// TODO(tca-migrate): \(flag.message)\(location)")
    }
    writer.line()
  }
}
