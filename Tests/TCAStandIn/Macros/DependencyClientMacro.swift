import SwiftSyntax
import SwiftSyntaxMacros

/// `@DependencyClient`: marks each closure `var` `@DependencyEndpoint` (rejecting a non-throwing,
/// non-Void, non-Optional one without a default) and adds two initializers: one taking every
/// property and one taking only the non-endpoint properties (`init()` for a pure client).
public enum DependencyClientMacro: MemberAttributeMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let property = member.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind != .keyword(.let),
      let binding = property.bindings.first,
      let identifier = property.identifierText,
      let function = property.closureType
    else { return [] }
    if let initializer = binding.initializer {
      guard initializer.value.is(ClosureExprSyntax.self) else {
        context.error("'@DependencyClient' default must be closure literal", at: initializer.value)
        return []
      }
    } else if function.effectSpecifiers?.throwsClause == nil, !function.returnsVoid, !function.returnsOptional {
      context.error("Default value required for non-throwing closure '\(identifier)'", at: binding)
      return []
    }
    if property.attributes.hasAttribute(named: "DependencyEndpoint") { return [] }
    return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("DependencyEndpoint")))]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.error("'@DependencyClient' can only be applied to struct types", at: node)
      return []
    }
    var all: [(parameter: String, name: String, isEndpoint: Bool)] = []
    var accessLevels: [Int] = [accessRank(structDecl.modifiers)].compactMap { $0 }
    for member in structDecl.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self), !property.hasModifier(.static),
        let binding = property.bindings.first, let name = property.identifierText
      else { continue }
      let isEndpoint = property.bindingSpecifier.tokenKind != .keyword(.let) && property.closureType != nil
      if property.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { continue }
      if let accessors = binding.accessorBlock?.accessors {
        switch accessors {
        case .getter: continue
        case .accessors(let list):
          if list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) { continue }
        @unknown default: continue
        }
      }
      let rank = accessRank(property.modifiers)
      if rank == 0, binding.initializer != nil { continue }
      accessLevels.append(rank ?? 1)
      guard let type = binding.typeAnnotation?.type else {
        context.error(
          "'@DependencyClient' requires '\(name)' to have a type annotation in order to generate a memberwise initializer",
          at: binding
        )
        return []
      }
      var parameterType = type.trimmedDescription
      if property.closureType != nil { parameterType = "@escaping " + parameterType }
      var parameter = "\(name): \(parameterType)"
      if !isEndpoint, let initializer = binding.initializer {
        parameter += " = \(initializer.value.trimmedDescription)"
      } else if !isEndpoint, type.is(OptionalTypeSyntax.self) {
        parameter += " = nil"
      }
      all.append((parameter, name, isEndpoint))
    }
    guard all.contains(where: \.isEndpoint) else { return [] }
    let access: String
    switch accessLevels.min() ?? 1 {
    case 0: access = "private "
    case 2: access = "public "
    default: access = ""
    }
    return [all, all.filter { !$0.isEndpoint }].map { properties -> DeclSyntax in
      if properties.isEmpty { return "\(raw: access)init() {}" }
      return """
        \(raw: access)init(
        \(raw: properties.map(\.parameter).joined(separator: ",\n"))
        ) {
        \(raw: properties.map { "self.\($0.name) = \($0.name)" }.joined(separator: "\n"))
        }
        """
    }
  }

  private static func accessRank(_ modifiers: DeclModifierListSyntax) -> Int? {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.private), .keyword(.fileprivate): return 0
      case .keyword(.internal): return 1
      case .keyword(.public): return 2
      default: continue
      }
    }
    return nil
  }
}

/// `@DependencyEndpoint`: backs a closure property with `_name`, whose default reports
/// "Unimplemented: 'Client.name'" (and throws for a throwing closure), and adds a labeled method
/// when the closure type names its parameters.
public enum DependencyEndpointMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.closureType != nil,
      let name = property.identifierText?.withoutBackticks
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
      _\(raw: name) = initialValue
      }
      """,
      "get { _\(raw: name) }",
      "set { _\(raw: name) = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), let binding = property.bindings.first,
      let identifier = property.identifierText, let type = binding.typeAnnotation?.type.trimmed,
      let function = property.closureType
    else {
      context.error("'@DependencyEndpoint' must be attached to closure property", at: node)
      return []
    }
    let name = identifier.withoutBackticks
    let client =
      context.lexicalContext.lazy.compactMap { $0.as(StructDeclSyntax.self)?.name.text }.first ?? "client"
    let report = "ComposableArchitecture.reportIssue(\"Unimplemented: '\(client).\(name)'\")"
    let isThrowing = function.effectSpecifiers?.throwsClause != nil
    let defaultClosure: String
    if let closure = binding.initializer?.value.as(ClosureExprSyntax.self) {
      var statements = closure.statements.map(\.trimmedDescription)
      if !function.returnsVoid, statements.count == 1, let only = statements.first, !only.hasPrefix("return ") {
        statements = ["return \(only)"]
      }
      let signature = closure.signature.map { " \($0.trimmedDescription)" } ?? ""
      defaultClosure = "{\(signature)\n\(report)\n\(statements.joined(separator: "\n"))\n}"
    } else {
      let count = function.parameters.count
      let signature = count == 0 ? "" : " " + Array(repeating: "_", count: count).joined(separator: ", ") + " in"
      var body = [report]
      if isThrowing {
        body.append("throw ComposableArchitecture.Unimplemented(\"\(name)\")")
      } else if function.returnsOptional {
        body.append("return nil")
      } else if !function.returnsVoid {
        context.error("Default value required for non-throwing closure '\(identifier)'", at: binding)
        return []
      }
      defaultClosure = "{\(signature)\n\(body.joined(separator: "\n"))\n}"
    }
    var decls: [DeclSyntax] = []
    let parameters = Array(function.parameters)
    if parameters.contains(where: { $0.secondName != nil }) {
      let access = property.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
      let list = parameters.enumerated().map { index, parameter -> String in
        let label = parameter.secondName?.text ?? "_"
        return "\(label) p\(index): \(parameter.type.trimmedDescription)"
      }
      let arguments = parameters.enumerated().map { index, parameter -> String in
        if let attributed = parameter.type.as(AttributedTypeSyntax.self),
          attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
        {
          return "&p\(index)"
        }
        return "p\(index)"
      }
      var effects = ""
      if isThrowing { effects += "try " }
      if function.effectSpecifiers?.asyncSpecifier != nil { effects += "await " }
      let specifiers = function.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
      decls.append(
        """
        \(raw: access)func \(raw: identifier)(\(raw: list.joined(separator: ", ")))\(raw: specifiers) \
        \(raw: function.returnClause.trimmedDescription) {
        \(raw: effects)self.\(raw: identifier)(\(raw: arguments.joined(separator: ", ")))
        }
        """
      )
    }
    decls.append("private var _\(raw: name): \(type) = \(raw: defaultClosure)")
    return decls
  }
}

extension FunctionTypeSyntax {
  var returnsVoid: Bool {
    let type = returnClause.type
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Void"
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.trimmedDescription == "Swift.Void"
    }
    return type.as(TupleTypeSyntax.self)?.elements.isEmpty == true
  }

  var returnsOptional: Bool {
    let type = returnClause.type
    return type.is(OptionalTypeSyntax.self) || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
  }
}
