import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer`: conforms a struct to `Reducer` (an enum to `CaseReducer`), marks `Action` (and an enum
/// `State`) `@CasePathable`, puts `@ReducerBuilder` on `body`, and for enums synthesizes `State`,
/// `Action`, `body`, `CaseScope` and `scope(_:)` from the cases.
public enum ReducerMacro: ExtensionMacro, MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    if inherited.contains("Reducer") || inherited.contains("ComposableArchitecture.Reducer") { return [] }
    let conformance =
      declaration.is(EnumDeclSyntax.self)
      ? "ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer"
      : "ComposableArchitecture.Reducer"
    let decl: DeclSyntax = "extension \(type.trimmed): \(raw: conformance) {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      var names: [String]
      switch enumDecl.name.text {
      case "State": names = ["CasePathable", "dynamicMemberLookup"]
      case "Action": names = ["CasePathable"]
      default: names = []
      }
      let inherited = enumDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      if inherited.contains("CasePathable") || inherited.contains("CasePaths.CasePathable") {
        names.removeAll { $0 == "CasePathable" }
      }
      names.removeAll { enumDecl.attributes.hasAttribute(named: $0) }
      return names.map { AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier($0))) }
    }
    guard
      let property = member.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      case .getter = binding.accessorBlock?.accessors,
      let arguments = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
        .as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
    else { return [] }
    if property.attributes.hasAttribute(named: "ReducerBuilder")
      || property.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.contains("ReducerBuilder") == true
      })
    {
      return []
    }
    let generic =
      arguments.count == 1
      ? "\(arguments.trimmedDescription).State, \(arguments.trimmedDescription).Action"
      : arguments.trimmedDescription
    return [
      AttributeSyntax(
        attributeName: IdentifierTypeSyntax(name: .identifier("ComposableArchitecture.ReducerBuilder<\(generic)>"))
      )
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = declaration.accessPrefix
    let typeNames = declaration.nestedTypeNames
    let bindings = declaration.memberBlock.members.flatMap {
      $0.decl.as(VariableDeclSyntax.self)?.bindings.map { $0 } ?? []
    }
    let hasBody = bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl, access: access, typeNames: typeNames, hasBody: hasBody, node: node)
    }
    if node.arguments != nil {
      context.error("Argument passed to call that takes no arguments when applied to a struct", at: node)
    }
    let hasExplicitReducerBody = bindings.contains { binding in
      guard binding.initializer == nil else { return true }
      guard
        let name = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
          .as(IdentifierTypeSyntax.self)?.name.text
      else { return false }
      return ["Reducer", "ReducerOf"].contains(name)
    }
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") && !hasExplicitReducerBody {
      decls.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !typeNames.contains("Action") && !hasExplicitReducerBody {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasBody {
      decls.append("\(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
    }
    return decls
  }

  private static func enumMembers(
    _ enumDecl: EnumDeclSyntax,
    access: String,
    typeNames: [String],
    hasBody: Bool,
    node: AttributeSyntax
  ) -> [DeclSyntax] {
    let cases = ReducerCase.cases(in: enumDecl.memberBlock.members)
    let enumName = enumDecl.name.trimmedDescription
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") {
      let conformances = synthesizedConformances(node, from: "state", to: "action")
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: ComposableArchitecture.CaseReducerState\(raw: conformances) {
        \(raw: access)typealias StateReducer = \(raw: enumName)
        \(raw: cases.map(\.stateCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !typeNames.contains("Action") {
      let conformances = synthesizedConformances(node, from: "action", to: nil)
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: conformances.isEmpty ? "" : ":" + conformances.dropFirst()) {
        \(raw: cases.map(\.actionCase).joined(separator: "\n"))
        }
        """
      )
    }
    if !hasBody {
      let scopes = cases.compactMap(\.ifCaseLet)
      if scopes.isEmpty {
        decls.append(
          """
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          \(raw: access)static var body: ComposableArchitecture.EmptyReducer<Self.State, Self.Action> {
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          }
          """
        )
      } else {
        decls.append(
          """
          @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
          \(raw: access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          \(raw: scopes.joined(separator: "\n"))
          )
          }
          """
        )
      }
    }
    if !typeNames.contains("CaseScope") {
      decls.append(
        """
        \(raw: access)enum CaseScope {
        \(raw: cases.map(\.storeCase).joined(separator: "\n"))
        }
        """
      )
    }
    let hasScope = enumDecl.memberBlock.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text == "scope"
    }
    if !hasScope {
      let body =
        cases.isEmpty ? "fatalError()" : "switch store.state {\n\(cases.map(\.storeScope).joined(separator: "\n"))\n}"
      decls.append(
        """
        @preconcurrency @MainActor
        \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        \(raw: body)
        }
        """
      )
    }
    return decls
  }

  /// `, Equatable, Hashable` for `@Reducer(state: .equatable, .hashable, action: …)`.
  private static func synthesizedConformances(_ node: AttributeSyntax, from start: String, to end: String?) -> String {
    guard case .argumentList(let arguments) = node.arguments,
      let startIndex = arguments.firstIndex(where: { $0.label?.text == start })
    else { return "" }
    let endIndex =
      end.flatMap { label in arguments.firstIndex(where: { $0.label?.text == label }) } ?? arguments.endIndex
    let names = arguments[startIndex..<endIndex].compactMap {
      ($0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text).map {
        $0.prefix(1).uppercased() + $0.dropFirst()
      }
    }
    return names.isEmpty ? "" : ", " + names.joined(separator: ", ")
  }
}

/// One case of an enum reducer and what the macro derives from it.
private struct ReducerCase {
  enum Kind {
    case feature(TypeSyntax, reducer: String)
    case ephemeral(EnumCaseElementSyntax, action: String)
    case ignored(EnumCaseElementSyntax)
  }

  let name: String
  let kind: Kind

  static func cases(in members: MemberBlockItemListSyntax) -> [ReducerCase] {
    members.flatMap { member -> [ReducerCase] in
      guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      let ignoredByAttribute = decl.attributes.hasAttribute(named: "ReducerCaseIgnored")
      let ephemeralByAttribute = decl.attributes.hasAttribute(named: "ReducerCaseEphemeral")
      return decl.elements.map { element in
        let name = element.name.text
        guard !ignoredByAttribute, let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        else { return ReducerCase(name: name, kind: .ignored(element)) }
        let type = parameter.type
        if let identifier = type.as(IdentifierTypeSyntax.self),
          ["AlertState", "ConfirmationDialogState"].contains(identifier.name.text),
          let generic = identifier.genericArgumentClause?.arguments.first
        {
          return ReducerCase(name: name, kind: .ephemeral(element, action: generic.argument.trimmedDescription))
        }
        if ephemeralByAttribute {
          return ReducerCase(name: name, kind: .ephemeral(element, action: "Swift.Never"))
        }
        guard type.isNominalName else { return ReducerCase(name: name, kind: .ignored(element)) }
        let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type.trimmedDescription)()"
        return ReducerCase(name: name, kind: .feature(type.trimmed, reducer: reducer))
      }
    }
  }

  var stateCase: String {
    switch kind {
    case .feature(let type, _): return "case \(name)(\(type).State)"
    case .ephemeral(let element, _), .ignored(let element): return "case \(element.trimmedDescription)"
    }
  }

  var actionCase: String {
    switch kind {
    case .feature(let type, _): return "case \(name)(\(type).Action)"
    case .ephemeral(_, let action): return "case \(name)(\(action))"
    case .ignored: return "case \(name)(Swift.Never)"
    }
  }

  var ifCaseLet: String? {
    guard case .feature(_, let reducer) = kind else { return nil }
    return """
      .ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
      \(reducer)
      }
      """
  }

  var storeCase: String {
    switch kind {
    case .feature(let type, _): return "case \(name)(ComposableArchitecture.StoreOf<\(type)>)"
    case .ephemeral(let element, _), .ignored(let element): return "case \(element.trimmedDescription)"
    }
  }

  var storeScope: String {
    switch kind {
    case .feature:
      return "case .\(name):\nreturn .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)"
    case .ephemeral(let element, _), .ignored(let element):
      guard let parameters = element.parameterClause?.parameters else {
        return "case .\(name):\nreturn .\(name)"
      }
      let bindings = parameters.indices.enumerated().map { index, _ in "v\(index)" }
      let arguments = zip(parameters, bindings).map { parameter, binding in
        if let label = parameter.firstName, label.tokenKind != .wildcard { return "\(label.text): \(binding)" }
        return binding
      }
      return
        "case let .\(name)(\(bindings.joined(separator: ", "))):\nreturn .\(name)(\(arguments.joined(separator: ", ")))"
    }
  }
}

/// `@ReducerCaseIgnored` / `@ReducerCaseEphemeral`: markers read by `@Reducer`; they expand to nothing.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
