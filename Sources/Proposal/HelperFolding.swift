import Analysis

/// Helpers the method converter inlined at every call site are done: they no longer wait, commented out, for the
/// person migrating, and count as converted (fully unless a TODO points into their lines).
public enum HelperFolding {
  /// Folds the helpers of `proposal` that every caller of `viewModel` inlined.
  public static func apply(to proposal: inout FeatureProposal, viewModel: ViewModel) {
    guard !proposal.helpers.isEmpty else { return }
    let methods =
      viewModel.methods
      + viewModel.initializers.map { initializer -> Method in
        var named = initializer
        named.name = "init"
        return named
      }
    // What each method calls and the conversions of each method, found once instead of once per helper.
    var called = methods.map { TextScan.calledFunctions($0.body ?? "") }
    // A helper no body calls may be a `#selector`'s handler, which its registration's conversion inlined: those
    // bodies are read for selectors only then.
    let uncalled = proposal.helpers.filter { helper in !called.contains { $0.contains(helper.name) } }
    if !uncalled.isEmpty {
      for index in methods.indices {
        called[index].formUnion(TextScan.selectorTargets(methods[index].body ?? ""))
      }
    }
    let conversions = Dictionary(grouping: proposal.conversions, by: \.method)
    // A helper some case calls as a reducer method is not folded, even when its callers were inlined.
    let calledByCases = Set(proposal.conversions.flatMap(\.calledHelpers))
    var folded: [String: [String]] = [:]
    var changed = true
    while changed {
      changed = false
      for helper in proposal.helpers where folded[helper.name] == nil && !calledByCases.contains(helper.name) {
        let callers = methods.indices.filter { methods[$0].name != helper.name && called[$0].contains(helper.name) }
          .map { methods[$0] }
        var actions: [String] = []
        let everyCallInlined =
          !callers.isEmpty
          && callers.allSatisfy { caller in
            if let through = folded[caller.name] {
              actions += through
              return true
            }
            let records = conversions[caller.name] ?? []
            actions += records.map(\.action)
            return !records.isEmpty && records.allSatisfy { $0.inlinedHelpers.contains(helper.name) }
          }
        guard everyCallInlined else { continue }
        folded[helper.name] = actions
        changed = true
      }
    }
    guard !folded.isEmpty else { return }
    for helper in proposal.helpers {
      guard let actions = folded[helper.name] else { continue }
      let method = viewModel.methods.first { $0.name == helper.name && $0.line == helper.line }
      let lastLine = (method?.bodyLine ?? helper.line) + TextScan.lines(method?.body ?? "").count - 1
      let hasTodo = proposal.todos.contains { (helper.line...max(helper.line, lastLine)).contains($0.line) }
      proposal.conversions.append(
        ConversionRecord(
          method: helper.name, action: actions.first ?? helper.name, status: hasTodo ? .partial : .full,
          line: helper.line))
    }
    proposal.helpers.removeAll { folded[$0.name] != nil }
  }
}
