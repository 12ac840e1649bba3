import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservableState`: conforms a struct or enum `State` to `ObservableState`, adds the identity members
/// `_$id` and `_$willModify()` and, to a struct, a registrar; its stored `var`s become tracked (computed with an
/// `init` accessor over `_name` storage, as in TCA), so an initializer cannot read one before all are set.
public enum ObservableStateMacro: ExtensionMacro, MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): ComposableArchitecture.ObservableState {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      context.error("'@ObservableState' cannot be applied to this type", at: node)
      return []
    }
    let access = declaration.accessPrefix
    let registrar: [DeclSyntax] =
      declaration.is(StructDeclSyntax.self)
      ? ["@ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()"]
      : []
    return registrar + [
      "\(raw: access)var _$id: ComposableArchitecture.ObservableStateID { ComposableArchitecture.ObservableStateID() }",
      "\(raw: access)mutating func _$willModify() {}",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let property = member.as(VariableDeclSyntax.self),
      property.isTrackable,
      !property.attributes.hasAttribute(named: "ObservationStateIgnored"),
      !property.attributes.hasAttribute(named: "ObservationStateTracked")
    else { return [] }
    let untracked = ["Shared", "SharedReader", "Presents", "PresentationState"]
    let name =
      untracked.contains { property.attributes.hasAttribute(named: $0) }
      ? "ObservationStateIgnored" : "ObservationStateTracked"
    return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(name)))]
  }
}

extension VariableDeclSyntax {
  /// Whether `@ObservableState` tracks the property: a stored instance `var` of one named binding.
  var isTrackable: Bool {
    guard bindingSpecifier.tokenKind == .keyword(.var), bindings.count == 1, identifierText != nil,
      !hasModifier(.static), !hasModifier(.class)
    else { return false }
    guard let accessors = bindings.first?.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }
}

/// `@ObservationStateTracked`: a tracked property reads and writes `_name` through the registrar, which takes
/// `self`; its `init` accessor initializes `_name`.
public enum ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
      let name = property.identifierText
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
      _\(raw: name) = initialValue
      }
      """,
      """
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
      return _\(raw: name)
      }
      """,
      """
      set {
      _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &_\(raw: name), newValue)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
      let binding = property.bindings.first, let name = property.identifierText
    else { return [] }
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let value = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    return ["@ObservationStateIgnored private var _\(raw: name)\(raw: type)\(raw: value)"]
  }
}

/// `@ObservationStateIgnored` / `@DependencyIgnored`: accepted and expanded to nothing.
public enum ObservationStateMarkerMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

/// `@Presents`: stores an optional child state in a `PresentationState` (`_name`) and projects it as
/// `$name`, so `.ifLet(\.$name, action:)` works.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), let name = property.identifierText else {
      return []
    }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
      _\(raw: name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      "get { _\(raw: name).wrappedValue }",
      "set { _\(raw: name).wrappedValue = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self), let name = property.identifierText,
      property.bindingSpecifier.tokenKind == .keyword(.var)
    else {
      context.error("'@Presents' must be attached to a 'var' property", at: node)
      return []
    }
    guard let annotated = property.bindings.first?.typeAnnotation?.type else {
      context.error("'@Presents' requires an explicit optional type annotation", at: node)
      return []
    }
    let wrapped: String
    if let optional = annotated.as(OptionalTypeSyntax.self) {
      wrapped = optional.wrappedType.trimmedDescription
    } else if let identifier = annotated.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      wrapped = argument.argument.trimmedDescription
    } else {
      context.error("'@Presents' requires an optional type", at: annotated)
      return []
    }
    let access = property.modifiers.first {
      [.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate), .keyword(.private)]
        .contains($0.name.tokenKind)
    }
    let accessText = access.map { "\($0.name.text) " } ?? ""
    return [
      """
      \(raw: accessText)var $\(raw: name): ComposableArchitecture.PresentationState<\(raw: wrapped)> {
      get { _\(raw: name) }
      set { _\(raw: name) = newValue }
      }
      """,
      "private var _\(raw: name) = ComposableArchitecture.PresentationState<\(raw: wrapped)>(wrappedValue: nil)",
    ]
  }
}
