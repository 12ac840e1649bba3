import Proposal

/// Renders a `SharedStateProposal` as its value type and type-safe key, `AppSettings.swift`.
public struct SharedStateRenderer: Sendable {
  /// The codebase's indentation unit.
  public var indentation: String

  /// Creates a renderer.
  public init(indentation: String) {
    self.indentation = indentation
  }

  /// The file's source.
  public func render(_ shared: SharedStateProposal) -> String {
    var writer = SourceWriter(unit: indentation)
    writer.line("import ComposableArchitecture")
    writer.line("import Foundation")
    writer.line()
    writer.line("/// The state `\(shared.object)` held, shared in memory by the features that read it.")
    writer.block("struct \(shared.valueType): Equatable, Sendable") { writer in
      for field in shared.fields {
        var declaration = "var \(TCANaming.identifier(field.name))"
        if let type = field.type { declaration += ": \(type)" }
        if let value = field.defaultValue { declaration += " = \(value)" }
        writer.line(declaration)
      }
    }
    writer.line()
    writer.block("extension SharedKey where Self == InMemoryKey<\(shared.valueType)>.Default") { writer in
      writer.line("/// `\(shared.valueType)`, starting from its defaults: `@Shared(.\(shared.key)) var …`.")
      writer.block("static var \(shared.key): Self") { writer in
        writer.line("Self[.inMemory(\"\(shared.key)\"), default: \(shared.valueType)()]")
      }
    }
    return writer.text
  }
}
