import Analysis
import Proposal

/// Translates view-model method bodies into reducer case bodies and `.run` effects.
public struct EffectRewriter: MethodConverting {
  /// Services of the codebase, used for response and element types.
  public var services: [Service]

  /// Creates a rewriter that looks up service method signatures in `services`.
  public init(services: [Service] = []) {
    self.services = services
  }

  /// Converts `method` in `context`.
  public func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    guard let text = method.body else {
      return VerbatimConverter().convert(method, in: context)
    }
    if method.name == "init" {
      return InitializerConverter(services: services).convert(method, in: context)
    }
    if let returnType = method.returnType, returnType != "Void", returnType != "()" {
      var conversion = VerbatimConverter().convert(method, in: context)
      conversion.todos = [
        ConversionTodo(
          line: method.line, reason: "returns `\(returnType)`; a reducer case cannot return a value to the view",
          guide: nil)
      ]
      conversion.body[0] =
        "// TODO(tca-migrate): `\(method.name)` returns `\(returnType)`; move it to State or a helper; original body:"
      return conversion
    }
    var session = ConversionSession(context: context, method: method, services: services)
    let body = ParsedBody(text: text, firstLine: method.bodyLine)
    var scope = Scope(mode: .reducer)
    for parameter in method.parameters { scope.declare(parameter.name, type: parameter.type) }
    var writer = LineWriter(indent: context.indent)
    session.convertSequence(body.statements, scope: &scope, depth: 0, into: &writer)
    return session.conversion(body: writer.finish())
  }
}

extension ConversionSession {
  /// The finished conversion with its status.
  func conversion(body: [String]) -> MethodConversion {
    let status: MethodConversion.Status
    if todos.isEmpty {
      status = .full
    } else if translatedStatements == 0 && extraCases.isEmpty {
      status = .manual
    } else {
      status = .partial
    }
    return MethodConversion(
      status: status, body: body, extraActions: extraActions, extraCases: extraCases, dependencies: dependencies,
      cancelIDs: cancelIDs, todos: todos)
  }
}
