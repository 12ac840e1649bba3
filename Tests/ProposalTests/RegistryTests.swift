import Analysis
import Foundation
import Proposal
import TestSupport
import Testing

@Suite struct RegistryTests {
  @Test func rulesHaveUniqueNamesAndExamples() {
    let names = ProposalRules.all.map(\.name)
    #expect(Set(names).count == names.count)
    for rule in ProposalRules.all {
      #expect(rule.guide.hasSuffix(".md"), "\(rule.name)")
      #expect(!rule.summary.isEmpty, "\(rule.name)")
      #expect(!rule.examples.isEmpty, "\(rule.name) has no example")
      #expect(ProposalRules.rule(named: rule.name)?.name == rule.name)
    }
  }

  @Test func everyExampleParses() throws {
    var files: [String: String] = [:]
    for rule in ProposalRules.all {
      for (index, example) in rule.examples.enumerated() {
        files["\(rule.name)-\(index)-before.swift"] = example.before
        files["\(rule.name)-\(index)-after.swift"] = example.after
      }
    }
    let errors = try SwiftParse.errors(in: files)
    #expect(errors == nil, "\(errors ?? "")")
  }

  @Test func everyRuleChangesTheProposalItDescribes() {
    // Reducer helper methods need a converter that translates bodies; the sample keeps them verbatim.
    let helperSample = try? ReducerHelperRuleTests.proposal(ReducerHelperRuleTests.source)
    let observerSample = try? ReducerHelperRuleTests.proposal(PropertyObserverRuleTests.source)
    // So do queries: the sample's converter proves none pure.
    let querySample = try? PureHelperRuleTests.proposal()
    // And UIKit subscriptions: the sample has no view controller.
    let observeSample = try? ObserveSubscriptionRuleTests.proposal(ObserveSubscriptionRuleTests.observed)
    // And shared-state objects: the sample hands none to a view model.
    let sharedSource = SharedObjectStateRule().examples[0].before
    let sharedSample = FeatureProposer.propose(
      Analyzer.analyze([SourceInput(path: "Player.swift", bytes: Array(sharedSource.utf8))]))
    // And async helpers: the sample has one that a `switch` of awaits calls.
    let asyncSource = AsyncHelperRule().examples[0].before
    let asyncSample = try? ReducerHelperRuleTests.proposal(asyncSource)
    // And a view calling a service through its view model: the sample's views call none.
    let routerSource = ViewServiceCallRule().examples[0].before
    let routerSample = FeatureProposer.propose(
      Analyzer.analyze([SourceInput(path: "Settings.swift", bytes: Array(routerSource.utf8))]))
    // And a view calling its view model's callback closure.
    let callbackSource = ViewCallbackRule().examples[0].before
    let callbackSample = FeatureProposer.propose(
      Analyzer.analyze([SourceInput(path: "Card.swift", bytes: Array(callbackSource.utf8))]))
    // And a view model dispatching its own `Action` enum.
    let dispatchSource = ActionDispatchRule().examples[0].before
    let dispatchSample = FeatureProposer.propose(
      Analyzer.analyze([SourceInput(path: "Users.swift", bytes: Array(dispatchSource.utf8))]))
    // And a child calling its parent through a weak reference back to it.
    let ownerSource = OwnerReferenceRule().examples[0].before
    let ownerSample = FeatureProposer.propose(
      Analyzer.analyze([SourceInput(path: "Layers.swift", bytes: Array(ownerSource.utf8))]))
    let applied = Set(
      SampleFeature.proposal.features.flatMap(\.appliedRules) + (helperSample?.appliedRules ?? [])
        + ownerSample.features.flatMap(\.appliedRules)
        + dispatchSample.features.flatMap(\.appliedRules)
        + routerSample.features.flatMap(\.appliedRules) + callbackSample.features.flatMap(\.appliedRules)
        + (asyncSample?.appliedRules ?? [])
        + (observerSample?.appliedRules ?? []) + (querySample?.appliedRules ?? [])
        + (observeSample?.appliedRules ?? []) + sharedSample.features.flatMap(\.appliedRules))
    for rule in ProposalRules.all {
      #expect(applied.contains(rule.name), "\(rule.name) never applied to the sample")
    }
  }
}

@Suite struct CodableTests {
  @Test func proposalsRoundTripThroughJSON() throws {
    let proposal = SampleFeature.proposal
    let data = try JSONEncoder().encode(proposal)
    #expect(try JSONDecoder().decode(MigrationProposal.self, from: data) == proposal)
  }
}
