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
    var properties: [String: Set<String>] = [:]
    for dependency in model.dependencies {
      guard let service = services.service(for: dependency), service.globalActor != nil else { continue }
      let returning = service.methods.filter { method in
        !method.isAsync && !method.isStatic && !["Void", "()", nil].contains(method.returnType)
      }
      if !returning.isEmpty { calls[dependency.name] = Set(returning.map(\.name)) }
      if let read = service.properties, !read.isEmpty { properties[dependency.name] = Set(read.map(\.name)) }
    }
    guard !calls.isEmpty || !properties.isEmpty else { return model }
    var result = model
    for position in result.methods.indices {
      guard let body = result.methods[position].body else { continue }
      result.methods[position].body = Self.awaiting(calls, properties: properties, in: body)
    }
    return result
  }

  /// Tokens after which `await` may start an operand (not after an operator: `!await x` does not parse).
  static let awaitable: Set<String> = ["=", "(", "[", ",", ":", "return", "{", "if", "guard", "while", "in"]

  /// `body` with `await ` inserted before `receiver.method(` for the given receivers and methods, and before
  /// `receiver.property` read where an operand may start, unless awaited.
  static func awaiting(
    _ calls: [String: Set<String>], properties: [String: Set<String>] = [:], in body: String
  ) -> String {
    let tokens = TokenText(body)
    let significant = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
    var output = ""
    var copied = 0
    var inserted = false
    for (position, index) in significant.enumerated() {
      guard position + 2 < significant.count, tokens.isText(significant[position + 1], ".") else { continue }
      let member = tokens.text(significant[position + 2])
      let after = position + 3 < significant.count ? tokens.text(significant[position + 3]) : ""
      let opens = after == "("
      let isCall = opens && calls[tokens.text(index)]?.contains(member) == true
      let isRead =
        !opens && properties[tokens.text(index)]?.contains(member) == true && after != "=" && after != "."
      guard isCall || isRead else { continue }
      // `self.session.token()` is awaited before `self`; a member of another value is not the dependency.
      var start = position
      if position >= 2, tokens.isText(significant[position - 1], "."), tokens.isText(significant[position - 2], "self")
      {
        start = position - 2
      } else if position >= 1, tokens.isText(significant[position - 1], ".") {
        continue
      }
      let before = start >= 1 ? tokens.text(significant[start - 1]) : ""
      if before == "await" || (isRead && start >= 1 && !Self.awaitable.contains(before)) { continue }
      let offset = tokens.start(significant[start])
      output += tokens.text(copied, offset) + "await "
      copied = offset
      inserted = true
    }
    return inserted ? output + tokens.text(from: copied) : body
  }
}
