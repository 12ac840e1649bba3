import Analysis
import Proposal

/// Converts an initializer: work it starts becomes the `onAppear`/`task` case; Combine pipelines on
/// `$state` become binding cases; property setup is left to State and `@Dependency`.
struct InitializerConverter {
  var services: [Service]
  var featureName: @Sendable (String) -> String

  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    var session = ConversionSession(context: context, method: method, services: services, featureName: featureName)
    let body = ParsedBody(text: method.body ?? "", firstLine: method.bodyLine)
    var scope = Scope(mode: .reducer)
    for parameter in method.parameters { scope.declare(parameter.name, type: parameter.type) }
    var kept: [Statement] = []
    var writer = LineWriter(indent: context.indent)
    var locals: Set<String> = []
    for statement in body.statements {
      if statement.isComment { continue }
      let words = statement.headerIndices.map { statement.source.text($0) }
      if words.count > 1, words[0] == "let" || words[0] == "var" { locals.insert(words[1]) }
      // `x = skip == 0 ? 30 : skip` reads a local the init computed: State's default cannot, so the case keeps it.
      if session.isSetup(statement, parameters: Set(method.parameters.map(\.name))),
        statement.identifiersUsed.isDisjoint(with: locals)
      {
        continue
      }
      if session.convertPipeline(statement, scope: scope) { continue }
      kept.append(statement)
    }
    writer.writeLines(session.pendingComments, depth: 0)
    session.convertSequence(kept, scope: &scope, depth: 0, into: &writer)
    return session.conversion(body: writer.finish())
  }
}
