import Analysis
import Lexer

/// The typed endpoints a client gets for its service's generic methods: a closure property cannot be generic, so
/// there is one endpoint per result type the features' calls write (`getStatuses`, `getAccount` for `get<Entity>`).
struct GenericEndpoints {
  /// The typed endpoints, in the order their calls appear.
  var endpoints: [ClientEndpoint] = []
  /// Calls of a generic method that no endpoint serves (their statements write no result type), by method name.
  var unserved: [String: Int] = [:]

  /// The endpoints for the calls of `methods` (generic methods of one service) that `users` make through their
  /// properties holding the service, named apart from `taken` (which gains their names).
  init(
    methods: [Method], users: [(model: ViewModel, properties: [String])], samples: SampleValues,
    taken: inout Set<String>
  ) {
    let typed = methods.filter { GenericCall.typedParameter(of: $0) != nil }
    guard !typed.isEmpty else { return }
    let byName = Dictionary(typed.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    for (model, properties) in users {
      let fields = Dictionary(
        model.published.compactMap { field in field.type.map { (field.name, $0) } },
        uniquingKeysWith: { first, _ in first })
      for body in (model.methods + model.initializers).compactMap(\.body)
      where typed.contains(where: { method in
        properties.contains { TextScan.containsMember(body, receiver: $0, member: method.name) }
      }) {
        let source = BodySource(file: SourceFile(text: body), firstLine: 1)
        for (receiver, method) in Self.calls(in: source, on: Set(properties), of: byName) {
          guard let type = GenericCall.resultType(in: source, receiver: receiver, fieldType: { fields[$0] }),
            let bound = GenericCall.binding(of: method, resultType: type)
          else {
            unserved[method.name, default: 0] += 1
            continue
          }
          guard seen.insert(method.name + " " + type).inserted else { continue }
          var concrete = method
          concrete.returnType = type
          concrete.genericParameters = nil
          var endpoint = ClientProposer.endpoint(for: concrete, samples: samples)
          endpoint.name = FeatureNaming.unique(
            GenericCall.endpointName(method: method.name, binding: bound), taken: &taken)
          endpoint.forwardsTo = method.name
          endpoints.append(endpoint)
        }
      }
    }
  }

  /// What the generic-method flag says about the typed endpoints: which there are and which calls none serves.
  func summary(clientName: String) -> String {
    let names = endpoints.map { "`\($0.name)`" }.joined(separator: ", ")
    var text = "\(clientName) has one endpoint per result type the features' calls write (\(names))"
    let unwritten = unserved.values.reduce(0, +)
    if unwritten > 0 {
      text += "; \(unwritten) call\(unwritten == 1 ? " does" : "s do") not write it (`let value: Type = …`): add one"
    }
    return text
  }

  /// `property.method(` calls in `source` on one of `properties`, `self.` or not.
  private static func calls(in source: BodySource, on properties: Set<String>, of methods: [String: Method]) -> [(
    Int, Method
  )] {
    var result: [(Int, Method)] = []
    let count = source.file.tokens.count
    var index = 0
    while index + 2 < count {
      defer { index += 1 }
      guard source.kind(index) == .identifier, properties.contains(source.text(index)),
        source.kind(index + 1) == .period, let method = methods[source.text(index + 2)],
        index + 3 < count, source.kind(index + 3) == .leftParen
      else { continue }
      result.append((index, method))
    }
    return result
  }
}
