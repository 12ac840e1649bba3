import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `#Preview`: its closure is type-checked against the macro's signature; the expansion adds nothing, since
/// previews do not run here.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
