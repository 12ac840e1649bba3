import Analysis
import Effects
import Testing

@testable import Proposal

/// Regression (Pocket Casts' `FolderModel`: `color = color(for: colorInt)` beside `@Published var color`): the
/// static query `color(for:)` shares its base name with a State field, and the call was written
/// `state.color(for: state.colorInt)`, calling the field, which does not compile. A query is called as itself.
@Suite struct QuerySharingFieldNameTests {
  static func converted(staticQuery: Bool) -> String {
    let source = """
      func recount() {
        count = count(of: items)
      }
      func count(of items: [Item]) -> Int {
        items.count
      }
      """
    let methods = ExampleMethodParser.methods(in: source)
    var context = ExampleFeature.context(for: ExampleFeature.viewModel(methods: methods))
    if staticQuery { context.staticQueries = ["count"] } else { context.stateMethods = ["count"] }
    let conversion = EffectRewriter(services: ExampleFeature.services).convert(methods[0], in: context)
    return CaseRendering.cases(for: methods[0], actionName: "recount", conversion: conversion, indent: "  ")
      .joined(separator: "\n")
  }

  @Test func aStaticQueryIsCalledOnTheReducer() {
    let text = Self.converted(staticQuery: true)
    #expect(text.contains("state.count = Self.count(of: state.items)"), "\(text)")
  }

  @Test func aStateMethodIsCalledOnState() {
    let text = Self.converted(staticQuery: false)
    #expect(text.contains("state.count = state.count(of: state.items)"), "\(text)")
  }
}
