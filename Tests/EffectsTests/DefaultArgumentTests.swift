import Testing

@testable import Effects

@Suite struct DefaultArgumentTests {
  /// Arguments a call left to the method's defaults are written out for the client's endpoint (a closure has no
  /// defaults) right after the last written argument, so a `)` on a line of its own stays there.
  @Test(arguments: [
    ("results = try await api.search(query)", "try await itemsClient.search(query, 20)"),
    ("results = try await api.search(\n  query\n)", "search(\n      query, 20\n    ) }))"),
  ])
  func defaultsFollowTheLastArgument(statement: String, expected: String) {
    let source = "func find() async {\n  do {\n    \(statement)\n  } catch {}\n}"
    let methods = ExampleMethodParser.methods(in: source)
    let context = ExampleFeature.context(for: ExampleFeature.viewModel(methods: methods))
    var services = ExampleFeature.services
    services[0].methods = ExampleMethodParser.methods(
      in: "func search(_ query: String, _ limit: Int = 20) async throws -> [Item] {}")
    let conversion = EffectRewriter(services: services).convert(methods[0], in: context)
    let text = CaseRendering.cases(for: methods[0], actionName: "find", conversion: conversion, indent: "  ")
      .joined(separator: "\n")
    #expect(text.contains(expected))
  }
}
