import Analysis

/// State fields the view model's initializer fills in: from a defaulted argument they take its default, from an
/// expression of the arguments they get an explicit `State.init` with the view model's parameters, so a parent
/// builds the child's State with the same arguments it gave the view model.
public struct StateInitializerRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "state-initializer" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "Fields the view model's `init` derives from its arguments (`self.text = draft.text`) get an explicit `State.init` with the same parameters (services and closures left out); a field set from a defaulted argument takes the default; a field set from what exists only at run time gets an empty default."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class ComposerViewModel: ObservableObject {
            @Published var text: String
            @Published var stars: Int
            private let service: ReviewsService
            init(draft: Review, service: ReviewsService) {
              self.text = draft.text
              self.stars = draft.stars
              self.service = service
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var text: String
            var stars: Int

            init(draft: Review) {
              self.text = draft.text
              self.stars = draft.stars
            }
          }
          """),
      RuleExample(
        before: """
          final class ShelfPickerViewModel: ObservableObject {
            @Published var current: String
            private var unfiled: Shelf = {
              let shelf = Shelf(id: "unfiled")
              return shelf
            }()
            init(current: String?) {
              self.current = current ?? unfiled.id
            }
          }
          """,
        after: """
          struct State: Equatable {
            init(current: String?) {
              let unfiled: Shelf = {
                let shelf = Shelf(id: "unfiled")
                return shelf
              }()
              self.current = current ?? unfiled.id
              self.unfiled = unfiled
            }
          }
          """,
        note:
          "A field with a default that reads no other member is built in a local first: TCA's tracked State properties cannot be read before every field is set."
      ),
      RuleExample(
        before: """
          final class RenameViewModel: ObservableObject {
            @Published var title: String
            var placeholder: String { "Untitled" }
            init(shelf: Shelf) {
              self.title = shelf.title.isEmpty ? placeholder : shelf.title
            }
          }
          """,
        after: """
          // TODO(tca-migrate): `init` sets `title` from `shelf.title.isEmpty ? placeholder : shelf.title`, which State cannot compute from the arguments; State starts it at `""`: set it where the feature is created (Example.swift:4)
          """,
        note: "An assignment State cannot make is named, not dropped silently."),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    guard let initializer = context.viewModel.initializers.first, let body = initializer.body else { return }
    let parameters = initializer.parameters.filter { Self.isStateArgument($0, in: context) }
    let names = Set(parameters.map(\.name))
    let assignments = Self.assignments(
      in: body, fields: Set(proposal.state.map(\.name)), parameters: Set(initializer.parameters.map(\.name)),
      substituting: { ChildConstruction.stateArguments($0, in: context) != nil })
    // A field that starts from a self-contained default and that `init` leaves alone can be read by the
    // assignments through a local holding that default (a tracked field cannot be read before all are set). Looked
    // up only for names an assignment reads beyond the arguments.
    let original = proposal.state
    let members = context.viewModel.memberNames.union(original.map(\.name))
    func hoistable(_ name: String) -> StateField? {
      guard let field = original.first(where: { $0.name == name }), field.wrapper == .plain, !field.isShared,
        assignments[name] == nil, let value = field.defaultValue,
        !FreeNames.readsAny(of: members.subtracting([name]), in: value)
      else { return nil }
      return field
    }
    var hoisted: [StateField] = []
    // Fields `State.init` sets from its arguments (and the locals built for them).
    var carried: Set<String> = []
    var work: Set<String>?
    let seeds = ServiceSeeds(context.viewModel)
    var explicit: [String] = []
    var derived = false
    // Child fields `State.init` builds with arguments: their `State()` default may not compile (a required field).
    var builtChildren: Set<String> = []
    func flagUnprovided(_ labels: [String], of field: String) {
      for label in labels {
        proposal.flag(
          ProposalFlag(
            code: "child-dependency-argument",
            message:
              "passes `\(label)` to the child `\(field)`, whose feature gets it as a dependency, not State;"
              + " provide it through the child's client",
            line: initializer.line))
      }
    }
    for index in proposal.state.indices where proposal.state[index].wrapper == .plain {
      let field = proposal.state[index]
      let required = field.defaultValue == nil && !TypeText.isOptional(field.type ?? "")
      let child = assignments[field.name].flatMap { ChildConstruction.stateArguments($0, in: context) }
      if let child, child.takesNoStateArguments {
        flagUnprovided(child.unprovided, of: field.name)
        continue
      }
      guard let expression = child?.expression ?? assignments[field.name] else {
        if required, let value = field.type.flatMap(TypeText.defaultValue) {
          proposal.state[index].defaultValue = value
        }
        continue
      }
      // `replies = 0` in an `init` taking no State arguments, for `@Published private(set) var replies: Int`
      // (Mlem's `UnreadTracker`): the field's default, not a `State.init` of constants. With arguments, the whole
      // initializer becomes `State.init` and sets it there.
      if parameters.isEmpty, child == nil, field.defaultValue == nil, LeadingChanges.isLiteral(expression),
        field.type != nil || !["[]", "[:]", "nil"].contains(expression)
      {
        proposal.state[index].defaultValue = expression
        continue
      }
      let locals = Self.readNames(expression).filter { !names.contains($0) }.map(hoistable)
      if locals.allSatisfy({ $0 != nil }) {
        for case let local? in locals where !hoisted.contains(where: { $0.name == local.name }) {
          hoisted.append(local)
        }
        carried.insert(field.name)
        if child != nil { builtChildren.insert(field.name) }
        let parameter = parameters.first { $0.name == expression }
        if let parameter, parameter.name == field.name, parameter.label == field.name {
          if required, let value = parameter.defaultValue { proposal.state[index].defaultValue = value }
        } else {
          derived = true
        }
        flagUnprovided(child?.unprovided ?? [], of: field.name)
        explicit.append("self.\(TCANaming.identifier(field.name)) = \(context.replacingViewModelTypes(in: expression))")
      } else {
        if required, let value = field.type.flatMap(TypeText.defaultValue) {
          proposal.state[index].defaultValue = value
        }
        // Work lines move to `.onAppear`/`.task` with the rest of `init`'s work; a setup line would be lost. A
        // service or child view model handed in whole is the dependency and child rules' business.
        // As written: the flag quotes the source, not the arguments left after the child's dependencies went.
        let written = assignments[field.name] ?? expression
        let line = "\(field.name) = \(written)"
        let handedIn = initializer.parameters.contains { $0.name == expression }
        let lines =
          work
          ?? Set(
            LifecycleRule.work(
              in: initializer, seeds: seeds, children: LifecycleRule.childProperties(of: context.viewModel)
            ).map { String(LineText.trimmed($0)) })
        work = lines
        if !handedIn, !lines.contains(line), !lines.contains("self." + line) {
          let start = proposal.state[index].defaultValue.map { "; State starts it at `\($0)`" } ?? ""
          proposal.flag(
            ProposalFlag(
              code: "init-assignment-dropped",
              message:
                Self.droppedAssignmentPrefix(field.name)
                + " `\(written)`, which State cannot compute from the arguments\(start): set it where the feature is created",
              line: initializer.line))
        }
      }
    }
    let directNames = Set(assignments.filter { names.contains($0.value) && $0.key == $0.value }.keys)
    let unmatched = parameters.contains { !directNames.contains($0.name) || $0.label != $0.name }
    guard derived || unmatched, !explicit.isEmpty else { return }
    let missing = proposal.state.filter { field in
      field.wrapper == .plain && field.defaultValue == nil && !TypeText.isOptional(field.type ?? "")
        && !carried.contains(field.name)
    }
    guard missing.isEmpty else {
      for child in builtChildren.sorted() {
        proposal.flag(
          ProposalFlag(
            code: "init-assignment-dropped",
            message:
              "`init` builds the child `\(child)` with arguments, and no `State.init` could take them (State has"
              + " fields `init` does not set): set it where the feature is created",
            line: initializer.line))
      }
      return
    }
    let locals = hoisted.map { field in
      "let \(TCANaming.identifier(field.name))\(field.type.map { ": \($0)" } ?? "") = \(field.defaultValue ?? "")"
    }
    let stores = hoisted.map { "self.\(TCANaming.identifier($0.name)) = \(TCANaming.identifier($0.name))" }
    explicit = locals + explicit + stores
    proposal.stateInitializer = StateInitializer(
      parameters: StateInitializerRule.declared(parameters, in: context),
      assignments: explicit)
    for index in proposal.state.indices where builtChildren.contains(proposal.state[index].name) {
      proposal.state[index].defaultValue = nil
    }
    proposal.appliedRules.append(name)
  }

  /// The start of the flag saying `init`'s value for `field` was dropped; `StateSetup` withdraws the flag when the
  /// whole initializer became `State.init` and sets the field.
  static func droppedAssignmentPrefix(_ field: String) -> String { "`init` sets `\(field)` from" }

  /// State arguments as `State.init` declares them: payload types, with view-model types replaced by their State.
  static func declared(_ arguments: [Parameter], in context: ProposalContext) -> [Parameter] {
    arguments.map {
      Parameter(
        label: $0.label, name: $0.name, type: context.replacingViewModelTypes(in: TypeText.payloadType($0.type)),
        defaultValue: $0.defaultValue)
    }
  }

  /// Whether a view-model initializer argument becomes a State argument (services, service containers and closures
  /// do not).
  static func isStateArgument(_ parameter: Analysis.Parameter, in context: ProposalContext) -> Bool {
    if TextScan.containsBytes(parameter.type, "->") { return false }
    let base = TypeText.stripExistential(TypeText.unwrapped(parameter.type))
    if context.viewModel.dependencies.contains(where: { $0.containerServices != nil && $0.type == base }) {
      return false
    }
    let dependency = Dependency(name: parameter.name, type: parameter.type, line: 0, injectedThroughInit: true)
    return context.lookup.services.service(for: dependency) == nil
      && context.lookup.viewModelName(TypeText.unwrapped(TypeText.payloadType(parameter.type))) == nil
  }

  /// `field = expression` statements in `body`, first assignment per field: only those that always run with the
  /// arguments as passed (top level, before any `guard`, early exit or local shadowing a parameter). An expression
  /// whose parentheses or brackets stay open (`Child(`, `Child(api: api,`) is read on to the line closing them, unless a
  /// brace (a closure) comes first.
  /// With `substituting`, a field assigned a local (`let child = Child(…)` then `self.child = child`) is assigned the
  /// local's value when `substituting` accepts it (a child view model's construction) and no line in between
  /// configures the local.
  static func assignments(
    in body: String, fields: Set<String>, parameters: Set<String> = [], substituting: (String) -> Bool = { _ in false }
  ) -> [String: String] {
    var result: [String: String] = [:]
    var depth = 0
    let lines = LineText.split(body, at: 0x0A)
    var index = 0
    // `let child = Child(…)` then `self.child = child`: the local's value, and the line after its declaration.
    var locals: [String: (expression: String, from: Int)] = [:]
    while index < lines.count {
      var line = Substring(LineText.unindented(lines[index]))
      index += 1
      let lineDepth = depth
      for byte in line.utf8 {
        if byte == 0x7B { depth += 1 } else if byte == 0x7D { depth -= 1 }
      }
      if line == "return" || line.hasPrefix("return ") || line.hasPrefix("throw ") { break }
      guard lineDepth == 0 else { continue }
      // What follows a `guard`, or a block that may return (`if saved { return }`), runs only on some paths.
      if TokenText(String(line)).mayLeaveEarly { break }
      if line.hasPrefix("let ") || line.hasPrefix("var ") {
        let declared = LineText.identifierPrefix(line.dropFirst(4))
        if parameters.contains(String(declared)) { break }
        let rest = line[declared.endIndex...].drop { $0 == " " }
        if line.hasPrefix("let "), rest.hasPrefix("="), !rest.hasPrefix("==") {
          var expression = String(LineText.trimmed(rest.dropFirst()))
          if depth == 0, let (joined, end) = continued(expression, lines: lines, from: index) {
            expression = joined
            index = end
          }
          if TypeText.isBalanced(expression) { locals[String(declared)] = (expression, index) }
        }
        continue
      }
      if line.hasPrefix("self.") { line = line.dropFirst(5) }
      let name = LineText.identifierPrefix(line)
      let rest = line[name.endIndex...].drop { $0 == " " }
      guard fields.contains(String(name)), rest.hasPrefix("="), !rest.hasPrefix("==") else { continue }
      var expression = String(LineText.trimmed(rest.dropFirst()))
      if depth == 0, let (joined, end) = continued(expression, lines: lines, from: index) {
        expression = joined
        index = end
      }
      // A local no line in between configures (`child.onDone = …`) stands for its value.
      if let local = locals[expression], substituting(local.expression),
        !lines[local.from..<(index - 1)].contains(where: { TextScan.containsBytes(String($0), expression + ".") })
      {
        expression = local.expression
      }
      guard !expression.isEmpty, TypeText.isBalanced(expression), result[String(name)] == nil else { continue }
      result[String(name)] = expression
    }
    return result
  }

  /// `start` (an expression whose parentheses or brackets stay open: `Child(`, `Child(api: api,`) with the lines from
  /// `index` on appended up to the one closing them, and the index after that line; nil when `start` leaves none
  /// open, or a brace or a blank line comes first, or no line closes them. It joins what `LifecycleRule`'s work scan
  /// reads as one statement, so a child construction that scan leaves to State is read here.
  private static func continued(_ start: String, lines: [Substring], from index: Int) -> (String, Int)? {
    var expression = start
    var open = 0
    for byte in start.utf8 {
      if byte == 0x28 || byte == 0x5B { open += 1 } else if byte == 0x29 || byte == 0x5D { open -= 1 }
    }
    guard open > 0 else { return nil }
    var next = index
    while next < lines.count, next < index + 64 {
      let piece = LineText.trimmed(lines[next])
      guard !piece.isEmpty, !piece.utf8.contains(0x7B), !piece.utf8.contains(0x7D) else { return nil }
      for byte in piece.utf8 {
        if byte == 0x28 || byte == 0x5B { open += 1 } else if byte == 0x29 || byte == 0x5D { open -= 1 }
      }
      let glued = expression.hasSuffix("(") || expression.hasSuffix("[") || piece.hasPrefix(")") || piece.hasPrefix("]")
      expression += (glued ? "" : " ") + piece
      next += 1
      if open <= 0 { return open == 0 ? (expression, next) : nil }
    }
    return nil
  }

  /// The values `expression` names, in order: neither members, argument labels, types nor literals.
  static func readNames(_ expression: String) -> [String] {
    var result: [String] = []
    let characters = Array(expression)
    var index = 0
    var inString = false
    while index < characters.count {
      let character = characters[index]
      if character == "\"" { inString.toggle() }
      guard !inString, character.isLetter || character == "_" else {
        index += 1
        continue
      }
      let start = index
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
      {
        index += 1
      }
      let word = String(characters[start..<index])
      let isMember = start > 0 && characters[start - 1] == "."
      let isLabel = index < characters.count && characters[index] == ":"
      if isMember || isLabel || word.first?.isUppercase == true || ["true", "false", "nil"].contains(word) {
        continue
      }
      result.append(word)
    }
    return result
  }
}
