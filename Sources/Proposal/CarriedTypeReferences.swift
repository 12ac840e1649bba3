/// Names of a view model's nested types (`SyncSettingsViewModel.Device`) written in any feature, where
/// `NestedDeclarationsRule` moved them (`SyncSettingsFeature.Device`): the view model's class is gone once its
/// feature replaces it, so another feature's State, a payload or a Delegate case naming it would not compile.
enum CarriedTypeReferences {
  /// Rewrites every feature's types, payloads, case bodies and tests naming the carried types of the view models in
  /// `replaced` (those classified as features: a client's class stays, and so do its nested types).
  static func apply(to features: inout [FeatureProposal], replaced: Set<String>) {
    // Per carrier, once: `Model.` and each member's replacement, in a fixed order.
    let rewrites = features.filter { !$0.carriedNames.isEmpty && replaced.contains($0.viewModel) }.map { carrier in
      (
        prefix: carrier.viewModel + ".",
        targets: carrier.carriedNames.sorted { $0.key < $1.key }.map { ($0.key, carrier.name + "." + $0.value) }
      )
    }
    guard !rewrites.isEmpty else { return }
    let fix = { (text: String) -> String in
      var result = text
      for rewrite in rewrites where TextScan.containsBytes(result, rewrite.prefix) {
        for (member, target) in rewrite.targets where TextScan.containsBytes(result, rewrite.prefix + member) {
          result = TokenText.replacing(NestedDeclarationsRule.dotted(rewrite.prefix + member), with: target, in: result)
        }
      }
      return result
    }
    for index in features.indices { rewrite(&features[index], with: fix) }
  }

  /// `proposal` with `fix` applied to every type and piece of code that may name a carried type.
  private static func rewrite(_ proposal: inout FeatureProposal, with fix: (String) -> String) {
    for index in proposal.state.indices {
      proposal.state[index].type = proposal.state[index].type.map(fix)
      proposal.state[index].defaultValue = proposal.state[index].defaultValue.map(fix)
    }
    for index in proposal.actions.indices {
      proposal.actions[index].payload = proposal.actions[index].payload.map { item in
        var item = item
        item.type = fix(item.type)
        return item
      }
    }
    for enumIndex in proposal.nestedEnums.indices {
      for index in proposal.nestedEnums[enumIndex].cases.indices {
        proposal.nestedEnums[enumIndex].cases[index].payload = proposal.nestedEnums[enumIndex].cases[index].payload
          .map { item in
            var item = item
            item.type = fix(item.type)
            return item
          }
      }
    }
    if let initializer = proposal.stateInitializer {
      proposal.stateInitializer?.assignments = initializer.assignments.map(fix)
      proposal.stateInitializer?.parameters = initializer.parameters.map { parameter in
        var parameter = parameter
        parameter.type = fix(parameter.type)
        return parameter
      }
    }
    for index in proposal.computed.indices {
      proposal.computed[index].type = fix(proposal.computed[index].type)
      proposal.computed[index].body = proposal.computed[index].body.map(fix)
    }
    for index in proposal.stateMethods.indices {
      proposal.stateMethods[index].signature = fix(proposal.stateMethods[index].signature)
      proposal.stateMethods[index].body = proposal.stateMethods[index].body.map(fix)
    }
    for index in proposal.reducerCases.indices {
      proposal.reducerCases[index].body = proposal.reducerCases[index].body.map(fix)
    }
    for index in proposal.helpers.indices {
      proposal.helpers[index].body = proposal.helpers[index].body.map(fix)
    }
    for index in proposal.reducerHelpers.indices {
      proposal.reducerHelpers[index].body = proposal.reducerHelpers[index].body.map(fix)
    }
    for index in proposal.tests.indices {
      proposal.tests[index].send = fix(proposal.tests[index].send)
      proposal.tests[index].initialState = fix(proposal.tests[index].initialState)
      proposal.tests[index].dependencies = proposal.tests[index].dependencies.map(fix)
      proposal.tests[index].locals = proposal.tests[index].locals.map(fix)
      proposal.tests[index].expectedChanges = proposal.tests[index].expectedChanges.map(fix)
    }
  }
}
