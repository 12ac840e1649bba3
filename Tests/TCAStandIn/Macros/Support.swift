import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A plain error diagnostic a macro reports at a node.
struct StandInDiagnostic: DiagnosticMessage {
  let message: String
  var severity: DiagnosticSeverity = .error
  var diagnosticID: MessageID { MessageID(domain: "ComposableArchitectureMacros", id: message) }
}

extension MacroExpansionContext {
  /// Reports an error diagnostic at a node.
  func error(_ message: String, at node: some SyntaxProtocol) {
    diagnose(Diagnostic(node: Syntax(node), message: StandInDiagnostic(message: message)))
  }
}

extension AttributeListSyntax {
  /// Whether an attribute of this name (plain or module-qualified) is present.
  func hasAttribute(named name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let text = attribute.attributeName.trimmedDescription
      return text == name || text.hasSuffix(".\(name)")
    }
  }
}

extension DeclGroupSyntax {
  /// The `public`/`package` modifier of the declaration, followed by a space, or "".
  var accessPrefix: String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// Names of the nested structs, enums and typealiases.
  var nestedTypeNames: [String] {
    memberBlock.members.compactMap {
      $0.decl.as(StructDeclSyntax.self)?.name.text
        ?? $0.decl.as(EnumDeclSyntax.self)?.name.text
        ?? $0.decl.as(TypeAliasDeclSyntax.self)?.name.text
        ?? $0.decl.as(ClassDeclSyntax.self)?.name.text
    }
  }
}

extension TypeSyntax {
  /// Whether the type is written as an identifier or a member type (`Feature`, `Module.Feature`).
  var isNominalName: Bool {
    self.is(IdentifierTypeSyntax.self) || self.is(MemberTypeSyntax.self)
  }
}

extension VariableDeclSyntax {
  /// The closure type annotating the single binding, if any (`@Sendable (Int) async -> Void`).
  var closureType: FunctionTypeSyntax? {
    guard let type = bindings.first?.typeAnnotation?.type else { return nil }
    return type.as(FunctionTypeSyntax.self)
      ?? type.as(AttributedTypeSyntax.self)?.baseType.as(FunctionTypeSyntax.self)
  }

  /// The identifier of the single binding.
  var identifierText: String? {
    bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// Whether a modifier such as `static` or `lazy` is present.
  func hasModifier(_ keyword: Keyword) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }
}

extension String {
  /// The identifier without surrounding backticks.
  var withoutBackticks: String {
    var text = Substring(self)
    if text.first == "`" { text = text.dropFirst() }
    if text.last == "`" { text = text.dropLast() }
    return String(text)
  }
}
