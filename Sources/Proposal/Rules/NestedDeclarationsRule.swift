import Analysis
import Foundation

/// Nested enums, structs and static members of a view model move into the feature, so State and the reducer can
/// still use them.
public struct NestedDeclarationsRule: ProposalRule {
  /// Names the feature declares itself; a view model's nested type with one of them is renamed.
  static let reservedNames: Set<String> = [
    "State", "Action", "Path", "Destination", "CancelID", "Delegate", "Alert", "View", "Body",
  ]

  /// Creates the rule.
  public init() {}

  public var name: String { "nested-declarations" }
  public var guide: String { "PublishedToState.md" }
  public var decidesConversion: Bool { false }
  public var summary: String {
    "Nested enums and structs and `static` members of the view model move into an `extension` of the feature (a nested `State` or `Action` is renamed, since the feature declares its own), `Self.x` inside State becomes `Feature.x`, and a carried type State stores gets `Equatable` when Swift cannot infer it."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class FeedViewModel: ObservableObject {
            enum State: Equatable {
              case idle
              case loaded([String])
            }
            static let pageSize = 20
            @Published var state: State = .idle
            @Published var limit = FeedViewModel.pageSize
          }
          """,
        after: """
          extension FeedFeature {
            enum FeedState: Equatable {
              case idle
              case loaded([String])
            }

            static let pageSize = 20
          }
          """),
      RuleExample(
        before: """
          final class RatingViewModel: ObservableObject {
            @Published var stars = 0
            private var phase: Phase = .idle
            func start() { phase = .loading }
            private enum Phase {
              case idle, loading
            }
          }
          """,
        after: """
          extension RatingFeature {
            enum Phase {
              case idle, loading
            }
          }
          """,
        note: "A `private` type loses its `private`: State's fields, which are not private, store it."),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    // The navigation enums became `@Reducer enum Destination`/`Path` (NavigationEnumRule), and a dispatched enum's
    // cases (`Action`, `Input`) are the feature's own actions (`ActionDispatch`).
    let navigationProperties = Set((context.viewModel.navigationCases ?? []).map(\.property))
    let replacedEnums = Set(
      context.viewModel.published.filter { navigationProperties.contains($0.name) }.compactMap(\.type).map(
        NavigationCase.enumName(ofPropertyType:))
    ).union(context.viewModel.dispatch.map { [$0.enumName ?? "Action"] } ?? [])
    // A type State or an action holds is as visible as their fields: not private, and `public` in a public feature.
    let surface =
      (proposal.state.compactMap(\.type) + proposal.actions.flatMap { $0.payload.map(\.type) }).joined(separator: " ")
    let isPublic = proposal.isPublic
    let exposed = { (declaration: NestedDeclaration) -> NestedDeclaration in
      guard TextScan.containsWord(surface, declaration.name) else { return declaration }
      return isPublic ? Self.withPublicAccess(declaration) : Self.withoutPrivateAccess(declaration)
    }
    let declarations = (context.viewModel.nested ?? []).compactMap { declaration -> NestedDeclaration? in
      switch declaration.kind {
      case .type:
        return mentionsViewModel(declaration, context: context) || replacedEnums.contains(declaration.name)
          ? nil : exposed(Self.withoutPrivateAccess(declaration))
      case .staticMember: return Self.carriedStaticMember(declaration)
      case .fileExtension, .filePrivate: return nil
      }
    }
    // The others keep `private`, so two features carrying their files' `private enum Strings` do not clash.
    let fileExtensions = (context.viewModel.nested ?? []).compactMap { declaration -> NestedDeclaration? in
      switch declaration.kind {
      case .fileExtension: return declaration
      case .filePrivate: return exposed(declaration)
      case .type, .staticMember: return nil
      }
    }
    guard !declarations.isEmpty || !fileExtensions.isEmpty else { return }
    let feature = proposal.name
    let base =
      feature.hasSuffix(context.options.featureSuffix)
      ? String(feature.dropLast(context.options.featureSuffix.count)) : feature
    var renames: [String: String] = [:]
    for declaration in declarations where declaration.kind == .type && Self.reservedNames.contains(declaration.name) {
      renames[declaration.name] = base + declaration.name
      proposal.flag(
        ProposalFlag(
          code: "nested-type-renamed",
          message:
            "nested `\(declaration.name)` is renamed `\(base + declaration.name)`: the feature declares its own `\(declaration.name)`",
          line: declaration.line))
    }
    let carriedNames = Set(declarations.map(\.name))
    let rewrite = { (text: String, inState: Bool) -> String in
      Self.rewritten(
        text, viewModel: context.viewModel.name, feature: feature, carried: carriedNames, renames: renames,
        inState: inState)
    }
    for declaration in declarations {
      proposal.carriedNames[declaration.name] = renames[declaration.name] ?? declaration.name
    }
    // After any formatter constants `ComputedStateRule` carried.
    proposal.carried += declarations.map { declaration in declaration.text.map { rewrite($0, false) } }
    if !fileExtensions.isEmpty {
      proposal.fileExtensions = fileExtensions.map { declaration in declaration.text.map { rewrite($0, false) } }
    }
    for index in proposal.state.indices where proposal.state[index].line != nil {
      proposal.state[index].type = proposal.state[index].type.map { rewrite($0, true) }
      proposal.state[index].defaultValue = proposal.state[index].defaultValue.map { rewrite($0, true) }
    }
    if let initializer = proposal.stateInitializer {
      proposal.stateInitializer?.assignments = initializer.assignments.map { rewrite($0, true) }
    }
    for index in proposal.computed.indices {
      proposal.computed[index].body = proposal.computed[index].body.map { rewrite($0, true) }
    }
    for index in proposal.stateMethods.indices {
      let inState = !proposal.stateMethods[index].isStatic
      proposal.stateMethods[index].signature = rewrite(proposal.stateMethods[index].signature, inState)
      proposal.stateMethods[index].body = proposal.stateMethods[index].body.map { rewrite($0, inState) }
    }
    // Only payloads taken from the view model's methods: `binding(BindingAction<State>)` names the feature's State.
    for index in proposal.actions.indices where proposal.actions[index].method != nil {
      for item in proposal.actions[index].payload.indices {
        proposal.actions[index].payload[item].type = rewrite(proposal.actions[index].payload[item].type, false)
      }
    }
    for index in proposal.reducerCases.indices {
      proposal.reducerCases[index].body = proposal.reducerCases[index].body.map { rewrite($0, false) }
    }
    for index in proposal.helpers.indices {
      proposal.helpers[index].body = proposal.helpers[index].body.map { rewrite($0, false) }
    }
    for index in proposal.reducerHelpers.indices {
      proposal.reducerHelpers[index].body = proposal.reducerHelpers[index].body.map { rewrite($0, false) }
    }
    // A carried alias (`typealias Sections = [Section]`) cannot conform; the types it names are what State holds.
    let aliases = declarations.filter { Self.isTypeAlias($0) }
    let aliasNames = Set(aliases.map(\.name))
    let stateTypes =
      (proposal.state.compactMap(\.type)
      + aliases.filter {
        TextScan.containsWord(proposal.state.compactMap(\.type).joined(separator: " "), $0.name)
      }.map { $0.text.joined(separator: " ") }).joined(separator: " ")
    // And the types those types store (`Section`'s `rows: [Row]`): a synthesized `==` compares every field.
    var reached = stateTypes
    var pending = declarations.filter {
      $0.kind == .type && !aliasNames.contains($0.name) && needsEquatable($0)
    }
    var equatable: Set<String> = []
    var found = true
    while found {
      found = false
      for (position, declaration) in pending.enumerated().reversed() {
        let name = renames[declaration.name] ?? declaration.name
        guard TextScan.containsWord(reached, name) else { continue }
        equatable.insert(name)
        reached += " " + declaration.text.joined(separator: " ")
        pending.remove(at: position)
        found = true
      }
    }
    for declaration in declarations {
      let name = renames[declaration.name] ?? declaration.name
      guard equatable.contains(name) else { continue }
      // A class's `==`, or one of a type holding a closure or an error, cannot be synthesized: it is written out from its stored
      // properties or cases, when they compare (else the plain conformance names the problem where it fails).
      if let model = context.analysis.models[context.viewModel.name + "." + declaration.name],
        model.kind == .class || ModelEquatable.holdsUnsynthesizable(model),
        let lines = ModelEquatable.conformance(
          for: model, named: proposal.name + "." + name, models: context.analysis.models, assumingUndeclared: true)
      {
        proposal.modelConformances.append(lines)
        continue
      }
      proposal.equatableExtensions.append(name)
    }
    proposal.appliedRules.append(name)
  }

  /// A carried type without `private`/`fileprivate`: State's fields and the action payloads that use it are not
  /// private, and a field cannot be more visible than its type.
  static func withoutPrivateAccess(_ declaration: NestedDeclaration) -> NestedDeclaration {
    changingHeader(declaration) { words in
      guard let first = words.first, first == "private" || first == "fileprivate" else { return nil }
      return Array(words.dropFirst())
    }
  }

  /// A carried type declared `public`: a public feature's State fields and action payloads store it.
  static func withPublicAccess(_ declaration: NestedDeclaration) -> NestedDeclaration {
    changingHeader(declaration) { words in
      guard let first = words.first, first != "public", first != "open" else { return nil }
      return ["public"] + (["private", "fileprivate", "internal"].contains(first) ? Array(words.dropFirst()) : words)
    }
  }

  /// `declaration` with the words of its header line (the first that is no attribute) as `change` gives them back,
  /// indentation kept; unchanged when `change` returns nil.
  private static func changingHeader(
    _ declaration: NestedDeclaration, _ change: ([String]) -> [String]?
  ) -> NestedDeclaration {
    guard let header = declaration.text.firstIndex(where: { !String(LineText.trimmed($0)).hasPrefix("@") })
    else { return declaration }
    let line = declaration.text[header]
    let words = LineText.split(String(LineText.unindented(line)), at: 0x20).map(String.init)
    guard let changed = change(words) else { return declaration }
    var result = declaration
    result.text[header] = String(LineText.indentation(of: line)) + changed.joined(separator: " ")
    return result
  }

  /// A static member as the feature declares it: `class` members become `static` and lose `override` (the feature
  /// is flat: the subclass's version is the one it keeps), stored properties of a type not known to be `Sendable` get
  /// `nonisolated(unsafe)` (the view model's actor no longer guards them); nil for operators (the view model's own
  /// conformances).
  static func carriedStaticMember(_ declaration: NestedDeclaration) -> NestedDeclaration? {
    guard let first = declaration.name.first, first.isLetter || first == "_",
      let header = declaration.text.firstIndex(where: { !String(LineText.trimmed($0)).hasPrefix("@") })
    else { return nil }
    var line = declaration.text[header]
    var words = line.split(separator: " ").map(String.init)
    let indentation = String(LineText.indentation(of: line))
    if words.contains("override") {
      words.removeAll { $0 == "override" }
      line = indentation + words.joined(separator: " ")
    }
    if let index = words.firstIndex(of: "class"), index + 1 < words.count,
      ["func", "var", "let"].contains(words[index + 1])
    {
      words[index] = "static"
      line = indentation + words.joined(separator: " ")
    }
    let isStored =
      words.contains("let") || (words.contains("var") && TextScan.containsBytes(line, "=") && !line.hasSuffix("{"))
    if isStored && !Self.isObviouslySendable(line), !TextScan.containsBytes(line, "nonisolated") {
      let indent = String(LineText.indentation(of: line))
      line = indent + "nonisolated(unsafe) " + line.dropFirst(indent.count)
    }
    var result = declaration
    result.text[header] = line
    return result
  }

  /// Whether a stored property's declaration line shows a `Sendable` value: a literal or a standard value type.
  static func isObviouslySendable(_ line: String) -> Bool {
    let sendableTypes = ["String", "Int", "Double", "Float", "Bool", "CGFloat", "TimeInterval", "UInt", "Character"]
    let tokens = TokenText(line)
    if let colon = tokens.firstMatch([":"]), colon + 1 < tokens.count, tokens.isWhitespace(colon + 1),
      tokens.text(colon + 1).hasPrefix(" ")
    {
      let after = tokens.text(from: tokens.start(colon + 1) + 1)
      let type = after.prefix { $0 != "=" && $0 != "{" }.trimmingCharacters(in: .whitespaces)
      let element = type.trimmingCharacters(in: CharacterSet(charactersIn: "[]?"))
      if sendableTypes.contains(element) || FormatterConstants.sendableTypes.contains(element) { return true }
    }
    guard TextScan.containsBytes(line, " let "), let equals = tokens.firstMatch(["="]), equals + 1 < tokens.count,
      tokens.isWhitespace(equals + 1), tokens.text(equals + 1).hasPrefix(" ")
    else { return false }
    let value = tokens.text(from: tokens.start(equals + 1) + 1).trimmingCharacters(in: .whitespaces)
    guard let first = value.first else { return false }
    let isLiteral = first == "\"" || first.isNumber || first == "-" || value == "true" || value == "false"
    let isLiteralArray = first == "[" && !TextScan.containsBytes(value, "(") && !TextScan.containsBytes(value, "{")
    return isLiteral || isLiteralArray
  }

  /// The tokens of a dotted name: `A.B.c` → `A`, `.`, `B`, `.`, `c`.
  static func dotted(_ name: String) -> [String] {
    var pieces: [String] = []
    for part in LineText.split(name, at: 0x2E, omittingEmpty: false) {
      if !pieces.isEmpty { pieces.append(".") }
      pieces.append(String(part))
    }
    return pieces
  }

  /// Whether a carried declaration is a `typealias`.
  static func isTypeAlias(_ declaration: NestedDeclaration) -> Bool {
    declaration.text.contains { TextScan.containsWord($0, "typealias") && TextScan.containsWord($0, declaration.name) }
  }

  /// Whether a carried type needs an explicit `Equatable` conformance to sit in State.
  private func needsEquatable(_ declaration: NestedDeclaration) -> Bool {
    let equatable: Set<String> = ["Equatable", "Hashable", "Comparable", "String", "Int", "Character", "Double"]
    let conformances = declaration.conformances.map { String(LineText.trimmed($0)) }
    if conformances.contains(where: equatable.contains) { return false }
    let isEnum = declaration.text.contains { TextScan.containsBytes($0, "enum \(declaration.name)") }
    return !isEnum || declaration.hasAssociatedValues
  }

  /// Whether a nested type refers to a view model (a route enum whose cases carry children: the Destination rules
  /// handle it).
  private func mentionsViewModel(_ declaration: NestedDeclaration, context: ProposalContext) -> Bool {
    let text = declaration.text.joined(separator: "\n")
    // Every word of the text against the set of names, not every view model of the codebase against the text.
    return !TextScan.words(in: text).isDisjoint(with: context.lookup.simpleNames)
      || context.lookup.otherSimpleNames.contains { TextScan.containsWord(text, $0) }
  }

  /// `text` with renamed types, `ViewModel.member` → `Feature.member`, and (inside State) `Self.member` →
  /// `Feature.member` for carried members.
  static func rewritten(
    _ text: String, viewModel: String, feature: String, carried: Set<String>, renames: [String: String], inState: Bool
  ) -> String {
    var result = text
    // Every rewrite below replaces a use of `member`: text without its bytes is left as it is, unlexed (and the
    // view model's simple name is only split out for text that has one).
    var simple: String?
    for member in carried where TextScan.containsBytes(result, member) {
      let simpleName = simple ?? String(viewModel.split(separator: ".").last ?? Substring(viewModel))
      simple = simpleName
      let target = feature + "." + (renames[member] ?? member)
      result = TokenText.replacing(Self.dotted(feature + ".State." + member), with: target, in: result)
      result = TokenText.replacing(Self.dotted(viewModel + "." + member), with: target, in: result)
      result = TextScan.replacingMemberAccess(simpleName, member: member, with: target, in: result)
      if inState { result = TextScan.replacingMemberAccess("Self", member: member, with: target, in: result) }
    }
    for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
      result = ConstantValue.substituting(old, with: new, in: result)
    }
    return result
  }
}
