import Analysis

/// A client view model or service reached without being injected — `SessionManager.shared.signOut()` in a body, a
/// constant `let downloads = DownloadManager.shared`, a stored `let session: SessionManager = .shared` — becomes a
/// dependency of the view model, so that its calls convert into client endpoint calls like an injected service's.
public struct SingletonUses: Sendable {
  /// Dependency-client view models and singleton services by qualified name, with their singleton property.
  let clients: [String: String?]
  /// The clients that have a singleton, sorted by name, with the tokens of a use (`SessionManager . shared .`).
  let singletons: [(type: String, singleton: String, pieces: [String])]

  /// Indexes the dependency-client view models of `analysis`.
  public init(_ analysis: AnalysisResult) {
    var clients: [String: String?] = [:]
    for model in analysis.viewModels where model.classification == .client && model.clientShape == .dependencyClient {
      clients[model.name] = model.singleton
    }
    // Plain services reached through their shared instance (`AnalyticsManager.shared.log(…)`).
    for service in analysis.services where service.kind != .protocol && clients[service.name] == nil {
      if let singleton = service.singleton { clients[service.name] = singleton }
    }
    self.clients = clients
    singletons = clients.sorted(by: { $0.key < $1.key }).compactMap { type, singleton in
      singleton.map { (type, $0, type.split(separator: ".").flatMap { [String($0), "."] } + [$0, "."]) }
    }
  }

  /// `model` with every such use turned into a dependency (bodies read `sessionManager.signOut()`).
  public func promoted(_ model: ViewModel) -> ViewModel {
    guard !clients.isEmpty else { return model }
    var result = model
    var taken = model.memberNames
    let dependencyNames = Set(model.dependencies.map(\.name))
    for reference in model.childReferences
    where reference.cardinality == .single && clients[reference.type] != nil
      && !dependencyNames.contains(reference.property)
    {
      result.dependencies.append(Dependency(name: reference.property, type: reference.type, line: reference.line))
    }
    result.constants = model.constants.filter { constant in
      guard let value = constant.initialValue, let type = singletonType(value) else { return true }
      result.dependencies.append(Dependency(name: constant.name, type: type, line: constant.line, defaultValue: value))
      return false
    }
    // Only a singleton whose every token's bytes occur in the bodies can be used there (a token's text is bytes of
    // its body); the bodies are lexed only by the replacement, and only those holding the singleton's type name.
    let bodies = (result.methods + result.initializers).compactMap(\.body)
    let candidates = singletons.filter { entry in
      entry.type != model.name
        && entry.pieces.allSatisfy { piece in bodies.contains { TextScan.containsBytes($0, piece) } }
    }
    for (type, singleton, pieces) in candidates {
      let base = TCANaming.lowerCamel(type.split(separator: ".").last.map(String.init) ?? type)
      let property = unique(base, in: taken)
      let used = replaceUses(pieces, with: property, in: &result.methods)
      let usedInInit = replaceUses(pieces, with: property, in: &result.initializers)
      if used || usedInInit {
        taken.insert(property)
        result.dependencies.append(
          Dependency(name: property, type: type, line: model.line, defaultValue: "\(type).\(singleton)"))
      }
    }
    return result
  }

  /// Replaces the tokens `pieces` (`SessionManager . shared .`) by `property.` in every body; whether any had them.
  private func replaceUses(_ pieces: [String], with property: String, in methods: inout [Method]) -> Bool {
    var replacedAny = false
    for position in methods.indices {
      guard let body = methods[position].body, let first = pieces.first, TextScan.containsBytes(body, first) else {
        continue
      }
      let replaced = TokenText.replacing(pieces, with: property + ".", in: body)
      guard replaced != body else { continue }
      methods[position].body = replaced
      replacedAny = true
    }
    return replacedAny
  }

  /// The client view model `value` is the singleton of (`DownloadManager.shared`), if it is exactly that.
  private func singletonType(_ value: String) -> String? {
    let tokens = TokenText(value)
    let words = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }.map { tokens.text($0) }
    guard words.count >= 3, words.count % 2 == 1, let last = words.last else { return nil }
    let type = words.dropLast(2).joined()
    guard words[words.count - 2] == ".", let singleton = clients[type], singleton == last else { return nil }
    return type
  }

  private func unique(_ name: String, in taken: Set<String>) -> String {
    var candidate = name
    var counter = 2
    while taken.contains(candidate) {
      candidate = "\(name)\(counter)"
      counter += 1
    }
    return candidate
  }
}
