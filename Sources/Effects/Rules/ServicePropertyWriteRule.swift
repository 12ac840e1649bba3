import Lexer
import Proposal

/// Effect rule `service-property-write`: setting a property of a service.
public struct ServicePropertyWriteRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "service-property-write" }
  /// Short title.
  public var title: String { "Setting a service's property" }
  /// What the rule does.
  public var summary: String {
    "`settings.isMuted = value` on a service the view model holds calls the client's setter endpoint, `settingsClient.setIsMuted(value)`, which the client proposal adds for each property the features set (`{ service.isMuted = $0 }` in `liveValue`). A compound assignment (`+=`) or a property the client has no setter for stays under a TODO: a client's property read is a call, never a place to assign to."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func mute(_ muted: Bool) {
            api.isMuted = muted
            count += 1
          }
          """#,
        after: #"""
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case let .mute(muted):
            itemsClient.setIsMuted(muted)
            state.count += 1
            return .none
          """#),
      EffectExample(
        before: #"""
          func bumpVolume() {
            api.volume += 1
          }
          """#,
        after: #"""
          case .bumpVolume:
            // TODO(tca-migrate): sets `volume` of `api`, which `ItemsClient` has no setter endpoint for; add one and call it
            // api.volume += 1
            return .none
          """#,
        status: .manual),
    ]
  }
}

extension ServicePropertyWriteRule {
  /// `service.property = value`: the client's setter endpoint called with the value.
  static func callsSetter(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    let statement = site.statement
    let source = statement.source
    let header = source.droppingSelf(site.header)
    guard header.count >= 5, source.kind(header[0]) == .identifier, source.kind(header[1]) == .period,
      source.kind(header[2]) == .identifier, source.kind(header[3]) == .equal,
      !scope.locals.contains(source.text(header[0])), let binding = s.client(source.text(header[0])),
      let setter = binding.setters[source.text(header[2])]
    else { return .declined }
    guard
      let lines = s.wrappedValue(
        statement, from: header[4], prefix: "\(binding.property).\(setter)(", suffix: ")", scope: scope)
    else { return .declined }
    s.use(DependencyUse(property: binding.property, key: binding.dependencyKey))
    writer.writeLines(lines, depth: site.depth)
    s.translatedStatements += 1
    return .converted
  }

  /// Whether the token at `index` is a compound assignment (`+=`, `??=`), not a comparison (`==`, `<=`).
  static func isCompoundAssignment(_ source: BodySource, _ index: Int) -> Bool {
    guard source.kind(index) == .binaryOperator else { return false }
    let text = source.text(index)
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }

  /// Why a client member followed by `=` or a compound assignment cannot be written as it is.
  static func setterIssue(property: String, dependency: String, client: String) -> String {
    "sets `\(property)` of `\(dependency)`, which `\(client)` has no setter endpoint for; add one and call it"
  }
}
