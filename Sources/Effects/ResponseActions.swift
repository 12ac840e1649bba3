import Proposal

/// The response actions and reducer cases a conversion adds besides the method's own case.
struct ResponseActions {
  /// Actions, in order, each name once.
  var actions: [ActionCaseSpec] = []
  /// Their cases, in order.
  var cases: [ReducerCaseSpec] = []
  /// How many response names were handed out.
  var count = 0

  /// Adds `action` unless one of the same name exists.
  mutating func add(_ action: ActionCaseSpec) {
    if !actions.contains(where: { $0.name == action.name }) { actions.append(action) }
  }

  /// The next response action name after `base`: `loadResponse`, then `loadFetchPostsResponse` (or
  /// `loadStep2Response`), ….
  mutating func nextName(base: String, endpoint: String?) -> String {
    count += 1
    if count == 1 { return base + "Response" }
    if let endpoint {
      let name = base + endpoint.capitalizedFirst + "Response"
      if !actions.contains(where: { $0.name == name }) { return name }
    }
    return base + "Step\(count)Response"
  }
}

/// The cancel IDs a conversion uses, in order, each once.
struct CancelIDs {
  /// The IDs.
  var ids: [String] = []

  /// Records `id`.
  mutating func use(_ id: String) {
    if !ids.contains(id) { ids.append(id) }
  }
}
