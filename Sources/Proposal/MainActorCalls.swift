import Analysis

/// A main-actor service's value-returning method called without `await` (the view model was on the main actor too)
/// is awaited: its client endpoint hops to the main actor, so the call becomes an effect and its value a response.
/// Calls returning nothing stay as written; they become fire-and-forget effects.
public struct MainActorCalls: Sendable {
  /// The services clients are generated for, by name.
  let services: ServiceResolver

  /// Indexes the services of `analysis` (client view models included).
  public init(_ analysis: AnalysisResult) {
    services = ServiceResolver(ClientServices.all(in: analysis))
  }

  /// `model` with `await` before each such call (`title = session.token()` → `title = await session.token()`).
  public func awaited(_ model: ViewModel) -> ViewModel {
    var calls: [String: Set<String>] = [:]
    for dependency in model.dependencies {
      guard let service = services.service(for: dependency), service.globalActor != nil else { continue }
      let returning = service.methods.filter { method in
        !method.isAsync && !method.isStatic && !["Void", "()", nil].contains(method.returnType)
      }
      if !returning.isEmpty { calls[dependency.name] = Set(returning.map(\.name)) }
    }
    guard !calls.isEmpty else { return model }
    var result = model
    for position in result.methods.indices {
      guard let body = result.methods[position].body else { continue }
      result.methods[position].body = Self.awaiting(calls, in: body)
    }
    return result
  }

  /// `body` with `await ` inserted before `receiver.method(` for the given receivers and methods, unless awaited.
  static func awaiting(_ calls: [String: Set<String>], in body: String) -> String {
    let tokens = TokenText(body)
    let significant = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
    var output = ""
    var copied = 0
    var inserted = false
    for (position, index) in significant.enumerated() {
      guard let methods = calls[tokens.text(index)], position + 3 < significant.count,
        tokens.isText(significant[position + 1], "."), methods.contains(tokens.text(significant[position + 2])),
        tokens.isText(significant[position + 3], "(")
      else { continue }
      // `self.session.token()` is awaited before `self`; a member of another value is not the dependency.
      var start = position
      if position >= 2, tokens.isText(significant[position - 1], "."), tokens.isText(significant[position - 2], "self")
      {
        start = position - 2
      } else if position >= 1, tokens.isText(significant[position - 1], ".") {
        continue
      }
      if start >= 1, tokens.isText(significant[start - 1], "await") { continue }
      let offset = tokens.start(significant[start])
      output += tokens.text(copied, offset) + "await "
      copied = offset
      inserted = true
    }
    return inserted ? output + tokens.text(from: copied) : body
  }
}
