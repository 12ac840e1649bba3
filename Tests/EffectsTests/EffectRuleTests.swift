import Effects
import Foundation
import Proposal
import TestSupport
import Testing

/// Every rule example, addressed by rule ID and index.
private let exampleKeys: [(String, Int)] = EffectRules.all.flatMap { rule in
  rule.examples.indices.map { (rule.id, $0) }
}

/// The examples whose method has more than one statement to put a comment before.
private let commentableKeys = exampleKeys.filter { id, index in
  ruleExample(id, index).map { CommentedSource.commented($0.before) != $0.before } ?? false
}

private func ruleExample(_ id: String, _ index: Int) -> EffectExample? {
  EffectRules.all.first { $0.id == id }?.examples[index]
}

@Suite struct EffectRuleTests {
  @Test(arguments: exampleKeys)
  func exampleConvertsToItsGoldenAfter(rule: String, index: Int) throws {
    let example = try #require(ruleExample(rule, index))
    let result = ExampleFeature.convert(example.before)
    #expect(result.cases.joined(separator: "\n") == example.after)
    #expect(result.conversion.status == example.status)
  }

  @Test(arguments: exampleKeys)
  func refusedCodeIsKeptUnderATodo(rule: String, index: Int) throws {
    let example = try #require(ruleExample(rule, index))
    let result = ExampleFeature.convert(example.before)
    let method = try #require(ExampleMethodParser.methods(in: example.before).first)
    let lastLine = method.line + (method.body ?? "").filter { $0 == "\n" }.count
    #expect(result.conversion.todos.isEmpty == (example.status == .full))
    for todo in result.conversion.todos {
      #expect((method.line...lastLine).contains(todo.line), "TODO line \(todo.line) outside the method")
      #expect(result.cases.contains { $0.contains("TODO(tca-migrate): \(todo.reason)") })
    }
  }

  /// Real code has comments between its statements; they change nothing else in the output (a rule that rebuilds
  /// a block may drop them).
  @Test(arguments: commentableKeys)
  func commentsBetweenStatementsChangeNothing(rule: String, index: Int) throws {
    let example = try #require(ruleExample(rule, index))
    let commented = CommentedSource.commented(example.before)
    let result = ExampleFeature.convert(commented)
    let cases = result.cases.joined(separator: "\n").components(separatedBy: "\n")
    #expect(CommentedSource.uncommented(cases).joined(separator: "\n") == example.after, "\(commented)")
    #expect(result.conversion.status == example.status)
  }

  @Test func ruleIDsAreUniqueAndEveryRuleHasAnExample() {
    let ids = EffectRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in EffectRules.all {
      #expect(!rule.examples.isEmpty, "\(rule.id) has no example")
      #expect(!rule.summary.isEmpty && !rule.title.isEmpty)
    }
  }

  @Test func everyExampleParsesInsideAReducer() throws {
    let examples = EffectRules.all.flatMap(\.examples)
    let files = examples.map { SwiftParseCheck.reducerFile(cases: $0.after.components(separatedBy: "\n")) }
    let failures = try SwiftParseCheck.failures(files)
    #expect(failures.isEmpty, "\(failures)")
  }
}
