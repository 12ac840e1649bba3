import Analysis

/// A parent's test that sends its child an action (`.send(.player(.start(…)))`) runs the child's effects too, so it
/// stubs the dependencies those effects reach, as the child's own test would. One whose case builds a child's State
/// (`DeckFormFeature.State(deck: …)`) runs that `State.init`, so it stubs the dependencies the initializer declares.
enum ChildEffectStubs {
  /// Adds the child features' stubs to every test of `features` whose action sends a child action or builds a child
  /// State whose initializer reads dependencies.
  static func apply(to features: inout [FeatureProposal], clients: [String: ClientProposal], samples: SampleValues) {
    var byName: [String: FeatureProposal] = [:]
    for feature in features where byName[feature.name] == nil { byName[feature.name] = feature }
    // Feature name → the stubs its `State.init` needs, for the features whose initializer reads dependencies.
    var stateStubs: [String: [String]] = [:]
    for feature in features where stateStubs[feature.name] == nil {
      let stubs = feature.stateInitializer.map(StateSetup.dependencyStubs(of:)) ?? []
      if !stubs.isEmpty { stateStubs[feature.name] = stubs }
    }
    for index in features.indices where !features[index].tests.isEmpty {
      let parent = features[index]
      var children: [String: FeatureProposal] = [:]
      for scope in parent.children {
        let name = String(scope.feature.prefix { $0 != "<" })
        if children[scope.property] == nil, let child = byName[name], child.name != parent.name {
          children[scope.property] = child
        }
      }
      guard !children.isEmpty || !stateStubs.isEmpty else { continue }
      let reached = ReachedActions(parent)
      // Each child's cases are indexed once per parent, not once per test that sends to it.
      var childReached: [String: ReachedActions] = [:]
      for testIndex in parent.tests.indices {
        guard let action = sentAction(parent.tests[testIndex].send) else { continue }
        let bodies = reached.bodies(from: reached.casesByAction[action]?.first ?? [])
        var stubs = parent.tests[testIndex].dependencies
        for (childCase, childAction) in childSends(in: bodies) {
          guard let child = children[childCase] else { continue }
          let cases = childReached[child.name] ?? ReachedActions(child)
          childReached[child.name] = cases
          let (childStubs, _) = TestStubs.dependencyStubs(
            in: cases.bodies(from: cases.casesByAction[childAction]?.first ?? []), proposal: child,
            samples: samples, clients: TestCaseRule.clients(of: child, among: clients))
          for stub in childStubs where !stubs.contains(stub) { stubs.append(stub) }
        }
        // The `X.State(` the bodies build, found in one pass over them (not one per feature of the codebase).
        let built = stateStubs.isEmpty ? [] : Set(builtStates(in: bodies).filter { stateStubs[$0] != nil })
        for name in built.sorted() {
          for stub in stateStubs[name] ?? [] where !stubs.contains(stub) { stubs.append(stub) }
        }
        features[index].tests[testIndex].dependencies = stubs
      }
    }
  }

  /// The action a test sends: `.start(episode: …)` → `start`; nil for a binding.
  static func sentAction(_ send: String) -> String? {
    guard send.hasPrefix(".") else { return nil }
    let name = LineText.identifierPrefix(send.dropFirst())
    return name.isEmpty ? nil : String(name)
  }

  /// `(child, action)` for each `.send(.child(.action` in `lines`.
  static func childSends(in lines: [String]) -> [(String, String)] {
    var result: [(String, String)] = []
    for var line in lines {
      line.withUTF8 { bytes in
        sendMarker.withUnsafeBufferPointer { marker in
          // Each match starts after the previous one ends.
          var next = 0
          _ = LineText.occurrence(of: marker, in: bytes) { start in
            guard start >= next else { return false }
            let index = start + marker.count
            next = index
            let child = identifier(bytes, from: index)
            let open = child.upperBound
            guard !child.isEmpty, open + 2 <= bytes.count, bytes[open] == UInt8(ascii: "("),
              bytes[open + 1] == UInt8(ascii: ".")
            else { return false }
            let action = identifier(bytes, from: open + 2)
            if !action.isEmpty {
              result.append((text(bytes, child), text(bytes, action)))
            }
            return false
          }
        }
      }
    }
    return result
  }

  /// The type names before each `.State(` in `lines` (`DeckFormFeature` of `DeckFormFeature.State(deck: …)`).
  static func builtStates(in lines: [String]) -> [String] {
    var result: [String] = []
    for var line in lines {
      line.withUTF8 { bytes in
        stateMarker.withUnsafeBufferPointer { marker in
          _ = LineText.occurrence(of: marker, in: bytes) { start in
            var first = start
            while first > 0, LineText.isIdentifierASCII(bytes[first - 1]) { first -= 1 }
            if first < start { result.append(text(bytes, first..<start)) }
            return false
          }
        }
      }
    }
    return result
  }

  private static let sendMarker = Array(".send(.".utf8)
  private static let stateMarker = Array(".State(".utf8)

  private static func identifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int> {
    var end = start
    while end < bytes.count, LineText.isIdentifierASCII(bytes[end]) { end += 1 }
    return start..<end
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
