/// Generated tests name the view model's nested types where `NestedDeclarationsRule` moved them.
enum NestedTypeNaming {
  /// Samples name types as declared: one nested in the view model (`DownloadsViewModel.Row`) is named where it moved.
  static func apply(toTestsOf proposal: inout FeatureProposal, viewModel: String) {
    guard !proposal.carriedNames.isEmpty else { return }
    let (feature, carried) = (proposal.name, Set(proposal.carriedNames.keys))
    let renames = proposal.carriedNames.filter { $0.key != $0.value }
    let rename = { (text: String) in
      NestedDeclarationsRule.rewritten(
        text, viewModel: viewModel, feature: feature, carried: carried, renames: renames, inState: false)
    }
    for index in proposal.tests.indices {
      proposal.tests[index].send = rename(proposal.tests[index].send)
      proposal.tests[index].initialState = rename(proposal.tests[index].initialState)
      proposal.tests[index].dependencies = proposal.tests[index].dependencies.map(rename)
    }
  }
}
