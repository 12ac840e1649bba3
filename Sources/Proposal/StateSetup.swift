import Analysis

/// Initializer work that only sets up State, with nothing but the initializer's arguments and library dependencies
/// (`if deck.cards.isEmpty { deck.cards.append(Card(id: uuid())) }`): it belongs in `State.init`, as TCA code
/// writes it, with a local `@Dependency` for each dependency it reads, not in an `onAppear` the view must send.
enum StateSetup {
  /// The `State.init` lines for a converted lifecycle `conversion`, or nil when it does more than set up State.
  static func lines(for conversion: MethodConversion) -> [String]? {
    guard conversion.status == .full, conversion.extraActions.isEmpty, conversion.extraCases.isEmpty,
      conversion.cancelIDs.isEmpty,
      LocalDependencies.areStandard(conversion.dependencies)
    else { return nil }
    var body = conversion.body
    guard body.last?.trimmingCharacters(in: .whitespaces) == "return .none" else { return nil }
    body.removeLast()
    // A comment is a note or TODO about the work (`UserDefaults` is not deterministic): it stays in `onAppear`.
    let effectMarkers = ["return ", "send(", "await ", ".run", "//", "Task", "UserDefaults"]
    guard body.contains(where: { TextScan.containsBytes($0, "state.") }),
      !body.contains(where: { line in effectMarkers.contains { line.contains($0) } })
    else { return nil }
    return LocalDependencies.declarations(conversion.dependencies) + body.map(selfForState)
  }

  /// `state.x` → `self.x`, where `state` is a whole word.
  private static func selfForState(_ line: String) -> String {
    let characters = Array(line)
    let word = Array("state.")
    var result = ""
    var index = 0
    while index < characters.count {
      let starts = index + word.count <= characters.count && Array(characters[index..<(index + word.count)]) == word
      let previous = index > 0 ? characters[index - 1] : " "
      if starts, !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".") {
        result += "self."
        index += word.count
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }

  /// The test stubs of the dependencies `initializer` declares locally (`$0.uuid = .incrementing`).
  static func dependencyStubs(of initializer: StateInitializer) -> [String] {
    LocalDependencies.stubs(initializer.dependencies ?? [])
  }

  /// The memberwise `State.init` of the view model's initializer: each State argument assigned to its own field
  /// (`self.deck = deck`); nil when an argument is used otherwise.
  static func memberwise(for proposal: FeatureProposal, in context: ProposalContext) -> StateInitializer? {
    guard let initializer = context.viewModel.initializers.first, let body = initializer.body else { return nil }
    let parameters = initializer.parameters.filter { StateInitializerRule.isStateArgument($0, in: context) }
    let assignments = StateInitializerRule.assignments(in: body, fields: Set(proposal.state.map(\.name)))
    var lines: [String] = []
    for parameter in parameters {
      guard let field = assignments.first(where: { $0.value == parameter.name })?.key else { return nil }
      lines.append("self.\(TCANaming.identifier(field)) = \(parameter.name)")
    }
    return StateInitializer(
      parameters: parameters.map {
        Parameter(
          label: $0.label, name: $0.name, type: context.replacingViewModelTypes(in: TypeText.payloadType($0.type)),
          defaultValue: $0.defaultValue)
      },
      assignments: lines)
  }
}
