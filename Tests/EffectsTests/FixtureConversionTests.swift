import Analysis
import Effects
import Foundation
import Proposal
import TestSupport
import Testing

/// Every method of every fixture view model, converted the way the proposal stage will call the rewriter.
struct FixtureConversions {
  struct Converted {
    var app: String
    var viewModel: String
    var method: Method
    var conversion: MethodConversion
    var cases: [String]
  }

  static let appsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func convertAll(storedVarsAreState: Bool = false) throws -> [Converted] {
    let apps = try FileManager.default.contentsOfDirectory(atPath: appsDirectory.path).sorted()
    var converted: [Converted] = []
    for app in apps {
      let inputs = FixtureApps.inputs(for: app, under: "Sources")
      guard !inputs.isEmpty else { continue }
      let result = Analyzer.analyze(inputs)
      let rewriter = EffectRewriter(services: result.services)
      for viewModel in result.viewModels {
        var context = Self.context(viewModel, result)
        if storedVarsAreState { context.stateNames.formUnion(Self.storedState(viewModel, result)) }
        for method in viewModel.methods + viewModel.initializers where method.body != nil && !method.isStatic {
          guard method.name != "init" || !(method.body ?? "").isEmpty else { continue }
          if method.isPrivate && method.name != "init" { continue }
          let conversion = rewriter.convert(method, in: context)
          let isIdleInit =
            method.name == "init" && conversion.body == ["return .none"] && conversion.extraCases.isEmpty
            && conversion.todos.isEmpty
          if isIdleInit { continue }
          let actionName = context.actionNames[method.name] ?? method.name
          let cases = CaseRendering.cases(
            for: method, actionName: actionName, conversion: conversion, indent: result.indentation)
          converted.append(
            Converted(app: app, viewModel: viewModel.name, method: method, conversion: conversion, cases: cases))
        }
      }
    }
    return converted
  }

  /// Mutable stored properties and injected values that TCA would also keep in State.
  static func storedState(_ viewModel: ViewModel, _ result: AnalysisResult) -> [String] {
    let plumbing = ["Task", "Timer", "Cancellable", "Subject", "->", "Publisher"]
    let services = Set(result.services.map(\.name))
    let stored = viewModel.constants.filter { !$0.isLet && !plumbing.contains(where: ($0.type ?? "").contains) }
    let values = viewModel.dependencies.filter {
      !services.contains($0.type) && !plumbing.contains(where: $0.type.contains)
    }
    return stored.map(\.name) + values.map(\.name)
  }

  static func context(_ viewModel: ViewModel, _ result: AnalysisResult) -> ConversionContext {
    ConversionContexts.standard(viewModel, in: result)
  }
}

@Suite struct FixtureConversionTests {
  @Test func everyConvertedFixtureMethodParses() throws {
    let converted = try FixtureConversions.convertAll()
    #expect(converted.count > 20)
    let failures = try SwiftParseCheck.failures(converted.map { SwiftParseCheck.reducerFile(cases: $0.cases) })
    for (index, message) in failures.sorted(by: { $0.key < $1.key }) {
      let item = index >= 0 ? converted[index] : nil
      Issue.record("\(item?.viewModel ?? "?").\(item?.method.name ?? "?") does not parse:\n\(message)")
    }
  }
}
