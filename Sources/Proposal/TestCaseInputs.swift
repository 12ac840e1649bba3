import Analysis

/// What a generated test starts from and sends: the initial State, the sent action with sample payloads, and
/// whether a payload is a position in State.
extension TestCaseRule {
  /// `XFeature.State()` or `XFeature.State(a: …)` for fields without defaults; types resolve from inside the view
  /// model `context` (its nested `LocalizedStrings`).
  static func initialState(
    for proposal: FeatureProposal, samples: SampleValues, context: String? = nil,
    flagging target: inout FeatureProposal
  ) -> String {
    var arguments: [String] = []
    if let initializer = proposal.testInitializer {
      for parameter in initializer.parameters where parameter.defaultValue == nil {
        let sample = samples.value(for: parameter.type, context: context)
        let value = sample ?? ".init()"
        arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
        if sample == nil {
          target.flag(
            ProposalFlag(
              code: "test-initial-state",
              message: "tests build `\(parameter.name): \(parameter.type)` with `.init()`; give them a real value",
              line: proposal.state.first { $0.name == parameter.name }?.line))
        }
      }
      let state = "\(proposal.concreteName).State(\(arguments.joined(separator: ", ")))"
      // A State.init that reads a dependency (`uuid()`) is built with it stubbed, as the reducer is.
      let stubs = StateSetup.dependencyStubs(of: initializer)
      return stubs.isEmpty ? state : "withDependencies { \(stubs.joined(separator: "; ")) } operation: { \(state) }"
    }
    for field in proposal.state where field.defaultValue == nil && field.wrapper == .plain && !field.isSharedByKey {
      guard let type = field.type, !TypeText.isOptional(type) else { continue }
      if let value = samples.value(for: type, context: context) {
        // A `@Shared var x: T` without a key is initialized with its reference.
        arguments.append("\(field.name): " + (field.sharedAttribute == "@Shared" ? "Shared(value: \(value))" : value))
      } else {
        arguments.append("\(field.name): .init()")
        target.flag(
          ProposalFlag(
            code: "test-initial-state",
            message: "tests build `\(field.name): \(type)` with `.init()`; give them a real value", line: field.line))
      }
    }
    return "\(proposal.concreteName).State(\(arguments.joined(separator: ", ")))"
  }

  /// `.name` or `.name(label: sample)` (`value` chosen first where it gives one); nil when a payload has no sample.
  static func sendExpression(
    for action: ActionCase, samples: SampleValues, value chosen: (PayloadItem) -> String? = { _ in nil }
  ) -> String? {
    if action.payload.isEmpty { return ".\(action.name)" }
    var arguments: [String] = []
    for item in action.payload {
      guard let value = chosen(item) ?? PayloadBindings.sample(for: item, samples: samples) else {
        return nil
      }
      arguments.append(item.label.map { "\($0): \(value)" } ?? value)
    }
    return ".\(action.name)(\(arguments.joined(separator: ", ")))"
  }

  /// Whether a payload is a position in a collection (`at: Int`, `IndexSet`): a sample would index an empty array.
  static func indexesState(_ item: PayloadItem) -> Bool {
    let type = TypeText.unwrapped(item.type)
    if ["IndexSet", "IndexPath", "Range<Int>"].contains(type) { return true }
    let label = (item.label ?? "").lowercased()
    return type == "Int" && ["at", "index", "row", "offset", "position"].contains { label.hasSuffix($0) }
  }
}
