/// Gives every feature held in a parent's `IdentifiedArrayOf` an `Identifiable` State, as the collection requires.
enum CollectionChildIdentity {
  /// Marks collection children `Identifiable`, adding a stored `id` where State has none.
  static func apply(to features: inout [FeatureProposal]) {
    let collected = Set(features.flatMap { $0.children.filter { $0.kind == .collection }.map(\.feature) })
    for index in features.indices where collected.contains(features[index].name) {
      let hasID =
        features[index].state.contains { $0.name == "id" } || features[index].computed.contains { $0.name == "id" }
      if !hasID {
        features[index].state.insert(
          StateField(
            name: "id", type: "UUID", defaultValue: "UUID()",
            note: "Identifies this row in the parent's IdentifiedArrayOf (the view model was identified by reference)."),
          at: 0)
      }
      features[index].isIdentifiable = true
    }
  }
}
