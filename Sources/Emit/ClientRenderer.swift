import Proposal

/// Renders a `ClientProposal` as `XClient.swift`.
public struct ClientRenderer: Sendable {
  /// The codebase's indentation unit.
  public var indentation: String

  /// Creates a renderer.
  public init(indentation: String) {
    self.indentation = indentation
  }

  /// The client file's source.
  public func render(_ client: ClientProposal) -> String {
    var writer = SourceWriter(unit: indentation)
    let access = client.isPublic ? "public " : ""
    let combineTypes = ["AnyPublisher<", "Future<", "PassthroughSubject<", "CurrentValueSubject<", "AnyCancellable"]
    let usesCombine = client.endpoints.contains { endpoint in
      endpoint.streamsProperty != nil || combineTypes.contains { endpoint.closureType.contains($0) }
    }
    if usesCombine { writer.line("import Combine") }
    writer.line("import ComposableArchitecture")
    writer.line("import Foundation")
    for module in client.imports ?? [] { writer.line("import \(module)") }
    writer.line()
    // Under the `#if` the service sat under, as the types it names are.
    if let condition = client.condition { writer.line("#if " + condition) }
    FlagComments.write(client.flags, file: client.service, into: &writer)
    writer.line("@DependencyClient")
    writer.block("\(access)struct \(client.name): Sendable") { writer in
      for endpoint in client.endpoints {
        var line = "\(access)var \(TCANaming.identifier(endpoint.name)): \(endpoint.closureType)"
        if let value = endpoint.defaultValue { line += " = \(value)" }
        writer.line(line)
      }
    }
    writer.line()
    writer.block("extension \(client.name): DependencyKey") { writer in
      renderLiveValue(client, access: access, into: &writer)
      writer.line("\(access)static let testValue = \(client.name)()")
      renderPreviewValue(client, access: access, into: &writer)
    }
    writer.line()
    writer.block("extension DependencyValues") { writer in
      writer.block("\(access)var \(client.property): \(client.name)") { writer in
        writer.line("get { self[\(client.name).self] }")
        writer.line("set { self[\(client.name).self] = newValue }")
      }
    }
    let throwsWhenEmpty = client.endpoints.contains { $0.bridgedPublisher != nil && $0.returnType != nil }
    if client.liveExpression != nil && throwsWhenEmpty {
      writer.line()
      writer.line("/// A request publisher finished without sending a value.")
      writer.line("private struct PublisherFinishedWithoutValue: Error {}")
    }
    if client.condition != nil { writer.line("#endif") }
    return writer.text
  }

  private func renderLiveValue(_ client: ClientProposal, access: String, into writer: inout SourceWriter) {
    guard let live = client.liveExpression, !client.endpoints.isEmpty else {
      if client.liveExpression == nil && !client.explainsMissingLiveValue && !client.endpoints.isEmpty {
        writer.line("// TODO(tca-migrate): no concrete `\(client.service)` was found; implement the live endpoints.")
      }
      writer.line("\(access)static let liveValue = \(client.name)()")
      return
    }
    writer.open("\(access)static let liveValue: \(client.name) = {", close: "}()") { writer in
      let receiver: String
      if client.isMainActor {
        // The shared instance is isolated to the main actor: each endpoint reaches it there, not `liveValue`.
        writer.line("// `\(client.service)` is isolated to the main actor: each endpoint runs there.")
        receiver = live
      } else if client.liveIsSendable {
        writer.line("let service = \(live)")
        receiver = "service"
      } else {
        writer.line("// TODO(tca-migrate): `nonisolated(unsafe)` until `\(client.service)` is Sendable.")
        writer.line("nonisolated(unsafe) let service = \(live)")
        receiver = "service"
      }
      writer.open("return \(client.name)(", close: ")") { writer in
        for (index, endpoint) in client.endpoints.enumerated() {
          let comma = index == client.endpoints.count - 1 ? "" : ","
          let name = TCANaming.identifier(endpoint.name)
          if let property = endpoint.streamsProperty {
            let body = propertyStream(property, receiver: receiver, isolated: client.isMainActor)
            writer.open("\(name): {", close: "}" + comma) { $0.raw(body) }
            continue
          }
          guard endpoint.bridgedPublisher != nil else {
            writer.line("\(name): \(liveClosure(for: endpoint, receiver: receiver))\(comma)")
            continue
          }
          let bridge = publisherBridge(for: endpoint, receiver: receiver)
          writer.open("\(name): \(bridge.head)", close: "}" + comma) { $0.raw(bridge.body) }
        }
      }
    }
  }

  /// The `liveValue` closure forwarding to the existing service, e.g. `{ id in try await service.toggle(id: id) }`;
  /// `{ @MainActor in … }` when the endpoint hops to the main actor; a stream endpoint's on one line (`isolated`: the
  /// object is isolated to the main actor).
  public func liveClosure(for endpoint: ClientEndpoint, receiver: String = "service", isolated: Bool = false) -> String
  {
    if let property = endpoint.streamsProperty {
      return "{ " + Self.oneLine(propertyStream(property, receiver: receiver, isolated: isolated)) + " }"
    }
    let (head, plainCall) = forwarding(endpoint, receiver: receiver)
    var call = plainCall
    if endpoint.isAsync { call = "await " + call }
    if endpoint.throws { call = "try " + call }
    return "{ \(endpoint.hopsToMainActor ? "@MainActor " : "")\(head)\(call) }"
  }

  /// The closure's parameter list (`id in `, or "") and the service call it forwards to, without `try`/`await`.
  private func forwarding(_ endpoint: ClientEndpoint, receiver: String) -> (head: String, call: String) {
    let names = endpoint.parameters.indices.map { index in
      endpoint.parameters[index].label.map(TCANaming.identifier) ?? "value\(index)"
    }
    let arguments = zip(endpoint.parameters, names).map { item, name in
      item.label.map { "\($0): \(name)" } ?? name
    }.joined(separator: ", ")
    let head = names.isEmpty ? (endpoint.hopsToMainActor ? "in " : "") : names.joined(separator: ", ") + " in "
    if endpoint.readsProperty { return (head, "\(receiver).\(TCANaming.identifier(endpoint.name))") }
    if let property = endpoint.writesProperty {
      return (head, "\(receiver).\(TCANaming.identifier(property)) = \(names.first ?? "value0")")
    }
    return (head, "\(receiver).\(TCANaming.identifier(endpoint.forwardsTo ?? endpoint.name))(\(arguments))")
  }

  /// The `liveValue` closure of an endpoint bridging a request publisher: its first value is the result.
  public func publisherBridge(for endpoint: ClientEndpoint, receiver: String = "service") -> (
    head: String, body: [String]
  ) {
    let (names, call) = forwarding(endpoint, receiver: receiver)
    let isolation = endpoint.hopsToMainActor ? " @MainActor" : ""
    let head = "{" + isolation + (names.isEmpty ? "" : " " + names.trimmingCharacters(in: .whitespaces))
    let publisher = (endpoint.bridgedPublisher ?? "a publisher").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    let subject = "`\(TCANaming.identifier(endpoint.name))` returns `\(publisher)`, assumed to be a one-shot request:"
    guard endpoint.returnType != nil else {
      return (
        head,
        [
          "// tca-migrate: \(subject) it succeeds on its first value or when it finishes.",
          "for try await _ in \(call).values { return }",
        ]
      )
    }
    return (
      head,
      [
        "// tca-migrate: \(subject) its first value is the result (the subscription then ends), and",
        "// finishing without a value throws.",
        "for try await value in \(call).values { return value }",
        "throw PublisherFinishedWithoutValue()",
      ]
    )
  }

  /// The `liveValue` body of an endpoint streaming a `@Published` property: a task iterates the publisher's values
  /// (on the main actor when the object is isolated there) and ends when the stream's consumer does.
  public func propertyStream(_ property: String, receiver: String, isolated: Bool) -> [String] {
    let unit = indentation
    return [
      "AsyncStream { continuation in",
      unit + "let task = Task {" + (isolated ? " @MainActor in" : ""),
      unit + unit + "for await value in \(receiver).$\(property).values {",
      unit + unit + unit + "continuation.yield(value)",
      unit + unit + "}",
      unit + unit + "continuation.finish()",
      unit + "}",
      unit + "continuation.onTermination = { _ in task.cancel() }",
      "}",
    ]
  }

  /// `lines` as one line of Swift: a `;` between two statements, a space after an opening brace or `in` and before a
  /// closing brace.
  static func oneLine(_ lines: [String]) -> String {
    var text = ""
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if !text.isEmpty {
        let opens = text.hasSuffix("{") || text.hasSuffix(" in")
        text += opens || line.hasPrefix("}") ? " " : "; "
      }
      text += line
    }
    return text
  }

  private func renderPreviewValue(_ client: ClientProposal, access: String, into writer: inout SourceWriter) {
    let stubs = client.endpoints.compactMap { endpoint -> String? in
      let head =
        endpoint.parameters.isEmpty ? "" : endpoint.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
      guard let returnType = endpoint.returnType, returnType != "Void" else {
        return "client.\(TCANaming.identifier(endpoint.name)) = { \(head)}"
      }
      guard let value = TypeText.defaultValue(for: returnType) else { return nil }
      return "client.\(TCANaming.identifier(endpoint.name)) = { \(head)\(value) }"
    }
    guard !stubs.isEmpty else {
      writer.line("\(access)static let previewValue = \(client.name)()")
      return
    }
    writer.open("\(access)static let previewValue: \(client.name) = {", close: "}()") { writer in
      writer.line("var client = \(client.name)()")
      writer.raw(stubs)
      writer.line("return client")
    }
  }
}
