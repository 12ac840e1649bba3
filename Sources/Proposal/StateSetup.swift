import Analysis

/// Initializer work that only sets up State, with nothing but the initializer's arguments and library dependencies
/// (`if deck.cards.isEmpty { deck.cards.append(Card(id: uuid())) }`): it belongs in `State.init`, as TCA code
/// writes it, with a local `@Dependency` for each dependency it reads, not in an `onAppear` the view must send.
enum StateSetup {
  /// The `State.init` lines for a converted lifecycle `conversion`, or nil when it does more than set up State.
  /// With `earlyReturns`, an early `return .none` (`guard let id else { return .none }`) is the initializer's own
  /// `return`, as in a whole initializer.
  static func lines(for conversion: MethodConversion, earlyReturns: Bool = false) -> [String]? {
    guard conversion.status == .full, conversion.extraActions.isEmpty, conversion.extraCases.isEmpty,
      conversion.cancelIDs.isEmpty,
      LocalDependencies.areStandard(conversion.dependencies)
    else { return nil }
    var body = conversion.body
    guard body.last?.trimmingCharacters(in: .whitespaces) == "return .none" else { return nil }
    body.removeLast()
    if earlyReturns { body = body.map { TokenText.replacing(["return", " ", ".", "none"], with: "return", in: $0) } }
    // A note or TODO of ours is about the work (`UserDefaults` is not deterministic): it stays in `onAppear`. The
    // code's own comments go along with it.
    let effectMarkers = ["return .", "send(", "await ", ".run", "(tca-migrate)"]
    // Words, not text: `CustomTask()` starts no task, `AppUserDefaults` is not `UserDefaults`.
    let effectWords = ["Task", "UserDefaults"]
    guard body.contains(where: { TextScan.containsBytes($0, "state.") }),
      !body.contains(where: { line in
        effectMarkers.contains { TextScan.containsBytes(line, $0) }
          || effectWords.contains { TextScan.containsWord(line, $0) }
      })
    else { return nil }
    // The reducer copies a dependency into a local of its name (`let calendar = calendar`); declared locally, the
    // dependency already is that local.
    let properties = Set(conversion.dependencies.map(\.property))
    let copies = body.filter { line in
      properties.contains { String(LineText.trimmed(line)) == "let \($0) = \($0)" }
    }
    return LocalDependencies.declarations(conversion.dependencies)
      + statements(body.filter { !copies.contains($0) }.map(selfForState))
  }

  /// `lines` grouped into one element per top-level statement (`for … {`, its body and `}`), so that each keeps its
  /// nesting when it is dedented on its own.
  private static func statements(_ lines: [String]) -> [String] {
    var result: [String] = []
    var depth = 0
    for line in lines {
      // A line inside braces, or indented (a condition continued on the next line), belongs to the statement above.
      if depth > 0 || line.hasPrefix(" ") || line.hasPrefix("\t"), let last = result.popLast() {
        result.append(last + "\n" + line)
      } else {
        result.append(line)
      }
      for byte in line.utf8 {
        if byte == 0x7B { depth += 1 } else if byte == 0x7D { depth = max(0, depth - 1) }
      }
    }
    return result
  }

  /// The whole initializer as `State.init`, when its work reads the State arguments (`for (day, count) in
  /// data.counts`) and only computes State from them: its parameters are the view model's State arguments and every
  /// line, setup included, is converted. Nil when it does anything else, or reads a State field before setting it.
  static func wholeInitializer(
    _ initializer: Method, in conversionContext: ConversionContext, context: ProposalContext
  ) -> (initializer: StateInitializer, conversion: MethodConversion)? {
    let arguments = initializer.parameters.filter { StateInitializerRule.isStateArgument($0, in: context) }
    // Values that exist only at run time (a store of settings) are read where the feature starts, not in tests'
    // initial State.
    guard !arguments.isEmpty,
      !arguments.contains(where: { runtimeStores.contains(TypeText.unwrapped($0.type)) }),
      !TextScan.containsWord(initializer.body ?? "", "UserDefaults")
    else { return nil }
    var method = initializer
    method.name = "init"
    method.parameters = arguments
    var argumentContext = conversionContext
    argumentContext.initializerParameters.subtract(arguments.map(\.name))
    argumentContext.convertsSetup = true
    var conversion = context.converter.convert(method, in: argumentContext)
    // The initializer's own comments (`// Normalize to start-of-day`) are not notes about the work.
    conversion.body.removeAll { line in
      let text = LineText.trimmed(line)
      return text.hasPrefix("//") && !TextScan.containsBytes(String(text), "(tca-migrate)")
    }
    guard let lines = lines(for: conversion, earlyReturns: true), !readsState(lines) else { return nil }
    var result = StateInitializer(
      parameters: StateInitializerRule.declared(arguments, in: context),
      assignments: lines)
    if !conversion.dependencies.isEmpty { result.dependencies = conversion.dependencies }
    result.isFailable = initializer.isFailable
    return (result, conversion)
  }

  /// After the whole initializer became `State.init`: the fields it sets on every path are no longer "dropped", and a
  /// child's `Child.State()` default, which may not compile (a required field), gives way to the value it sets.
  static func settle(_ proposal: inout FeatureProposal, assignedBy initializer: StateInitializer) {
    // Statements are one per element; an early `return` may leave a later assignment unrun.
    guard !initializer.assignments.contains(where: { TextScan.containsWord($0, "return") }) else { return }
    let assigned = Set(
      initializer.assignments.compactMap { statement -> String? in
        guard statement.hasPrefix("self.") else { return nil }
        let name = LineText.identifierPrefix(statement.dropFirst("self.".count))
        let rest = LineText.leadingTrimmed(String(statement.dropFirst("self.".count + name.count)))
        return rest.hasPrefix("= ") ? String(name) : nil
      })
    proposal.flags.removeAll { flag in
      flag.code == "init-assignment-dropped"
        && assigned.contains { flag.message.hasPrefix(StateInitializerRule.droppedAssignmentPrefix($0)) }
    }
    let children = Set(proposal.children.map(\.property))
    for index in proposal.state.indices
    where assigned.contains(proposal.state[index].name) && children.contains(proposal.state[index].name) {
      proposal.state[index].defaultValue = nil
    }
  }

  /// Stores of settings and files an initializer may be handed, whose values exist only at run time.
  static let runtimeStores: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore", "FileManager", "ProcessInfo"]

  /// Whether a `self.x` in `lines` is read rather than assigned with `=`: a tracked State field cannot be read before
  /// every field is set.
  static func readsState(_ lines: [String]) -> Bool {
    lines.contains { line in
      let tokens = TokenText(line)
      var index = 0
      while let match = tokens.firstMatch(["self", "."], from: index) {
        var next = match + 3
        while next < tokens.count, tokens.isWhitespace(next) { next += 1 }
        if next >= tokens.count || tokens.kind(next) != .equal { return true }
        index = match + 2
      }
      return false
    }
  }

  /// `state.x` → `self.x`, where `state` is a whole word.
  private static func selfForState(_ line: String) -> String {
    guard TextScan.containsBytes(line, "state.") else { return line }
    if LineText.isPlainASCII(line) {
      // One byte per Character: the same rewrite by bytes.
      let bytes = Array(line.utf8)
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let previous = index > 0 ? bytes[index - 1] : 0x20
        if bytes[index] == 0x73, bytes[index...].starts(with: "state.".utf8),
          !(LineText.isIdentifierASCII(previous) || previous == 0x2E)
        {
          result += "self.".utf8
          index += 6
        } else {
          result.append(bytes[index])
          index += 1
        }
      }
      return String(decoding: result, as: UTF8.self)
    }
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
      parameters: StateInitializerRule.declared(parameters, in: context),
      assignments: lines)
  }
}
