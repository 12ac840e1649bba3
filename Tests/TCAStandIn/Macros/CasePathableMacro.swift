import SwiftSyntax
import SwiftSyntaxMacros

/// `@CasePathable`: conforms an enum to `CasePathable` and gives it an `AllCasePaths` struct with
/// one `AnyCasePath` per case, so case key paths such as `\.response.success` resolve.
public enum CasePathableMacro: ExtensionMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, declaration.is(EnumDeclSyntax.self) else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): ComposableArchitecture.CasePathable {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.error("'@CasePathable' cannot be applied to non-enum type", at: node)
      return []
    }
    if enumDecl.nestedTypeNames.contains("AllCasePaths") { return [] }
    let enumName = enumDecl.name.trimmedDescription
    var seen: Set<String> = []
    var properties: [String] = []
    for element in caseElements(of: enumDecl.memberBlock.members) {
      let name = element.name.text
      guard seen.insert(name).inserted else {
        context.error("'@CasePathable' cannot be applied to overloaded case name '\(name)'", at: element)
        return []
      }
      properties.append(casePathProperty(for: element, enumName: enumName))
    }
    return [
      """
      public struct AllCasePaths: Swift.Sendable {
      \(raw: properties.joined(separator: "\n"))
      }
      """,
      "public static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }

  /// The case elements of an enum, including those inside `#if` blocks.
  static func caseElements(of members: MemberBlockItemListSyntax) -> [EnumCaseElementSyntax] {
    members.flatMap { member -> [EnumCaseElementSyntax] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return Array(caseDecl.elements)
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        return ifConfig.clauses.flatMap { clause -> [EnumCaseElementSyntax] in
          guard let elements = clause.elements?.as(MemberBlockItemListSyntax.self) else { return [] }
          return caseElements(of: elements)
        }
      }
      return []
    }
  }

  /// The associated value type of a case as a case path sees it: `Void`, the single value's type,
  /// or a tuple of all values with their labels.
  static func valueType(of element: EnumCaseElementSyntax) -> String {
    guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else { return "Void" }
    if parameters.count == 1, let type = parameters.first?.type {
      return type.is(SomeOrAnyTypeSyntax.self) ? "(\(type.trimmedDescription))" : type.trimmedDescription
    }
    let items = parameters.map { parameter -> String in
      let type = parameter.type.trimmedDescription
      if let label = parameter.firstName, label.tokenKind != .wildcard {
        return "\(label.text): \(type)"
      }
      return type
    }
    return "(\(items.joined(separator: ", ")))"
  }

  private static func casePathProperty(for element: EnumCaseElementSyntax, enumName: String) -> String {
    let name = element.name.text
    let value = valueType(of: element)
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let embed: String
    let extract: String
    if parameters.isEmpty {
      embed = "{ _ in \(enumName).\(name) }"
      extract = "{ guard case .\(name) = $0 else { return nil }; return () }"
    } else {
      let arguments = parameters.enumerated().map { index, parameter -> String in
        let access = parameters.count == 1 ? "$0" : "$0.\(index)"
        if let label = parameter.firstName, label.tokenKind != .wildcard {
          return "\(label.text): \(access)"
        }
        return access
      }
      let bindings = parameters.indices.map { "v\($0)" }
      let result = bindings.count == 1 ? bindings[0] : "(\(bindings.joined(separator: ", ")))"
      embed = "{ \(enumName).\(name)(\(arguments.joined(separator: ", "))) }"
      extract =
        "{ guard case let .\(name)(\(bindings.joined(separator: ", "))) = $0 else { return nil }; return \(result) }"
    }
    return """
      public var \(name): ComposableArchitecture.AnyCasePath<\(enumName), \(value)> {
      ComposableArchitecture.AnyCasePath<\(enumName), \(value)>(embed: \(embed), extract: \(extract))
      }
      """
  }
}
