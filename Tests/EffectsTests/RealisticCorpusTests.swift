import Analysis
import Effects
import Foundation
import Proposal
import Testing

@Suite struct RealisticCorpusTests {
  static func conversions() -> [(name: String, conversion: MethodConversion, cases: [String])] {
    let inputs = RealisticCorpus.all.map { SourceInput(path: $0.0, bytes: Array($0.1.utf8)) }
    let analysis = Analyzer.analyze(inputs)
    let rewriter = EffectRewriter(services: analysis.services)
    var result: [(name: String, conversion: MethodConversion, cases: [String])] = []
    for viewModel in analysis.viewModels {
      let context = ConversionContexts.standard(viewModel, in: analysis)
      for method in viewModel.methods + viewModel.initializers where method.body != nil {
        let conversion = rewriter.convert(method, in: context)
        if method.name == "init" && conversion.body == ["return .none"] && conversion.extraCases.isEmpty { continue }
        let cases = CaseRendering.cases(
          for: method, actionName: context.actionNames[method.name] ?? method.name, conversion: conversion,
          indent: context.indent)
        result.append(("\(viewModel.name).\(method.name)", conversion, cases))
      }
    }
    return result
  }

  @Test func corpusHasThreeViewModelsAndAboutThirtyMethods() {
    let analysis = Analyzer.analyze(RealisticCorpus.all.map { SourceInput(path: $0.0, bytes: Array($0.1.utf8)) })
    #expect(analysis.viewModels.map(\.name).sorted() == ["ChatModel", "CheckoutViewModel", "RecipesViewModel"])
    #expect(Self.conversions().count >= 30)
  }

  @Test func everyCorpusConversionParses() throws {
    let converted = Self.conversions()
    let failures = try SwiftParseCheck.failures(converted.map { SwiftParseCheck.reducerFile(cases: $0.cases) })
    for (index, message) in failures {
      Issue.record("\(index >= 0 ? converted[index].name : "?") does not parse:\n\(message)")
    }
  }

  @Test func corpusFullConversionRate() {
    let converted = Self.conversions()
    var summary = ConversionSummary()
    for item in converted { summary.add(item.conversion.status) }
    if ProcessInfo.processInfo.environment["EFFECTS_REPORT"] != nil {
      for item in converted {
        print("=== \(item.name) \(item.conversion.status)")
        print(item.cases.joined(separator: "\n"))
      }
    }
    print(
      "corpus methods: \(summary.total), full \(summary.full), partial \(summary.partial), manual \(summary.manual)")
    #expect(summary.fullRate >= 0.85, "full-conversion rate on the corpus is \(summary.fullRate)")
  }
}
