import Analysis

/// Observed properties (`@Published`, `@Observable` stored vars) become `var`s of `@ObservableState struct State`.
public struct PublishedStateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "published-to-state" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "Each `@Published` (or `@Observable` stored) property becomes a `var` of `@ObservableState struct State: Equatable`; so do the view model's other stored `var`s that its methods mutate."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class CounterViewModel: ObservableObject {
            @Published var count = 0
            @Published private(set) var title: String = "Counter"
          }
          """,
        after: """
          @Reducer
          struct CounterFeature {
            @ObservableState
            struct State: Equatable {
              var count = 0
              var title: String = "Counter"
            }
            enum Action {}
          }
          """),
      RuleExample(
        before: """
          final class ShelfPickerViewModel: ObservableObject {
            @Published var shelves: [Shelf] = []
            private var unfiled: Shelf = {
              let shelf = Shelf(id: "unfiled")
              shelf.title = "No shelf"
              return shelf
            }()
            func show(_ saved: [Shelf]) {
              shelves = [unfiled] + saved
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var shelves: [Shelf] = []
            // Not @Published in the view model; in TCA all mutable feature data lives in State.
            var unfiled: Shelf = {
              let shelf = Shelf(id: "unfiled")
              shelf.title = "No shelf"
              return shelf
            }()
          }
          """,
        note: "A stored `var` built by a closure that reads no other member is State with the same initializer."),
    ]
  }

  /// Stored vars of these kinds are tools, not state (`DateFormatter`, `JSONDecoder`, `DispatchQueue`, …).
  static let helperSuffixes = ["Formatter", "Decoder", "Encoder", "Queue", "Cache", "Lock", "Session", "Manager"]

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let childProperties = Set(context.viewModel.childReferences.map(\.property))
    for property in context.viewModel.published where !childProperties.contains(property.name) {
      let type = (property.typeInferred ? nil : property.type).map(context.replacingViewModelTypes)
      var field = StateField(
        name: property.name, type: type, defaultValue: property.initialValue, line: property.line)
      if field.defaultValue == nil, field.type == nil, let inferred = property.type {
        field.type = context.replacingViewModelTypes(in: inferred)
      }
      if field.type == nil, field.defaultValue == nil {
        proposal.flag(
          ProposalFlag(
            code: "unknown-type", message: "type of `\(property.name)` is unknown; write it in State by hand",
            line: property.line))
      }
      if property.isConditional {
        proposal.flag(
          ProposalFlag(
            code: "conditional-state",
            message: "`\(property.name)` sits in an `#if` region; State declares it unconditionally",
            line: property.line))
      }
      field.sharedAppStorageKey = property.appStorageKey
      field.sharedAttribute = property.sharedAttribute
      proposal.state.append(field)
    }
    let dependencies = Set(context.viewModel.dependencies.map(\.name))
    for stored in context.viewModel.constants where !stored.isLet {
      guard !childProperties.contains(stored.name), !dependencies.contains(stored.name),
        Self.holdsData(stored, type: stored.type ?? "", in: context),
        stored.type != nil || stored.initialValue != nil,
        !TextScan.containsBytes(stored.initialValue ?? "", "\n") || Self.isSelfContained(stored, in: context.viewModel)
      else { continue }
      let type = stored.type.map(context.replacingViewModelTypes)
      proposal.state.append(
        StateField(
          name: stored.name, type: type, defaultValue: stored.initialValue, line: stored.line,
          note: "Not @Published in the view model; in TCA all mutable feature data lives in State.",
          sharedAppStorageKey: stored.appStorageKey))
    }
    for stored in context.viewModel.constants where stored.isLet && Self.isDataConstant(stored, in: context) {
      guard !childProperties.contains(stored.name), !dependencies.contains(stored.name) else { continue }
      let type = stored.type.map(context.replacingViewModelTypes)
      proposal.state.append(
        StateField(
          name: stored.name, type: type, defaultValue: stored.initialValue, line: stored.line,
          note: "A constant of the view model; State keeps it so reducer cases and views can read it."))
    }
    // A `let` without a value is one the initializer sets (`let total: Int` … `self.total = sum`): per-instance data,
    // as State is.
    for stored in context.viewModel.constants where stored.isLet && stored.initialValue == nil {
      guard let type = stored.type, !childProperties.contains(stored.name), !dependencies.contains(stored.name),
        proposal.field(named: stored.name) == nil, Self.holdsData(stored, type: type, in: context),
        !Self.isTool(type), ![.class, .actor].contains(context.samples.models[TypeText.unwrapped(type)]?.kind)
      else { continue }
      proposal.state.append(
        StateField(
          name: stored.name, type: context.replacingViewModelTypes(in: type), line: stored.line,
          note: "A constant the view model's `init` sets; State keeps it so reducer cases and views can read it."))
    }
    for subject in context.facts.subjects where subject.kind == .currentValue {
      guard proposal.field(named: subject.name) == nil, !childProperties.contains(subject.name) else { continue }
      proposal.state.append(
        StateField(
          name: subject.name, type: context.replacingViewModelTypes(in: subject.output),
          defaultValue: subject.initialValue, line: subject.line,
          note: "Was a `CurrentValueSubject`: `.value` reads and `.send(_:)` writes became plain State access."))
    }
    let persistedStates = PersistedState.all(of: context.viewModel)
    for persisted in persistedStates.values {
      guard let index = proposal.state.firstIndex(where: { $0.name == persisted.name }),
        proposal.state[index].sharedAppStorageKey == nil
      else { continue }
      proposal.state[index].sharedAppStorageKey = persisted.key
      proposal.state[index].defaultValue = persisted.defaultValue
    }
    for field in proposal.state where field.sharedAppStorageKey != nil {
      let origin =
        persistedStates[field.name] == nil ? "was `@AppStorage`" : "was saved to `UserDefaults` by an `init` pipeline"
      proposal.flag(
        ProposalFlag(
          code: "shared-app-storage",
          message:
            "`\(field.name)` \(origin); it is `@Shared(.appStorage(…))` in State, so mutate it with `state.$\(field.name).withLock { $0 = … }`",
          line: field.line))
    }
    proposal.appliedRules.append(name)
  }

  /// Whether a `let` holds data built by a multi-line literal or initializer closure (`pages = [ … ]`,
  /// `appVersion: String = { … }()`), the creation time (`startedAt = Date()`) or an identifier made for the instance
  /// (`subscriptionID: String = UUID().uuidString`), which cannot be inlined where it is read as one-line constants
  /// are.
  /// Initial values made anew for each instance: its creation time and identifiers (`UUID()` itself is left to
  /// the identity rules).
  static let instanceValues: Set<String> = ["Date()", "UUID().uuidString", "UUID().description"]

  static func isDataConstant(_ stored: StoredProperty, in context: ProposalContext) -> Bool {
    guard let value = stored.initialValue, stored.type != nil,
      TextScan.lines(value).count > 1 || instanceValues.contains(String(LineText.trimmed(value)))
    else { return false }
    return holdsData(stored, type: stored.type ?? "", in: context) && SubjectProperty.parse(stored) == nil
  }

  /// Whether `stored`, of `type`, can hold feature data: not a closure, a type known not to be `Equatable`, a helper
  /// object (`…Formatter`, `…Manager`) or running work.
  static func holdsData(_ stored: StoredProperty, type: String, in context: ProposalContext) -> Bool {
    DelegateClosureRule.closureParameters(type) == nil
      && !TypeText.isKnownNonEquatable(type, extra: context.options.nonEquatableTypes)
      && !helperSuffixes.contains(where: { type.hasSuffix($0) }) && !isPlumbing(stored)
  }

  /// Whether a typed stored property's initializer (`rootFolder: Folder = { … }()`) reads neither `self` nor another
  /// member, so State can start with it as the view model did.
  static func isSelfContained(_ stored: StoredProperty, in viewModel: ViewModel) -> Bool {
    guard stored.type != nil, let value = stored.initialValue else { return false }
    return !FreeNames.readsAny(of: viewModel.memberNames.subtracting([stored.name]), in: value)
  }

  /// Whether `type` names an object the view model works with rather than data: a Foundation or Core Data class
  /// (`NSManagedObjectContext`) or a context, controller or container.
  static func isTool(_ type: String) -> Bool {
    let base = TypeText.unwrapped(type)
    let bytes = Array(base.utf8)
    let foundationClass = bytes.count > 2 && bytes[0] == 0x4E && bytes[1] == 0x53 && (0x41...0x5A).contains(bytes[2])
    return foundationClass || ["Context", "Controller", "Container", "Coordinator"].contains { base.hasSuffix($0) }
  }

  /// Whether a stored `var` only holds running work (a `Task`, `Timer`, cancellable or data task handle): effects
  /// with cancel IDs replace it, so it is not State.
  static func isPlumbing(_ stored: StoredProperty) -> Bool {
    // Type names as words: `Task<Void, Never>?`, `Set<AnyCancellable>`, `URLSessionDataTask`, not `CustomTask`.
    func isHandle(_ word: String) -> Bool {
      word == "Task" || word == "Timer" || word.hasSuffix("Cancellable")
        || (word.hasPrefix("URLSession") && word.hasSuffix("Task"))
    }
    let written = TextScan.words(in: (stored.type ?? "") + " " + (stored.initialValue ?? ""))
    if written.contains(where: isHandle) { return true }
    // The name decides only when no type says what the property holds (`var task: TodoTask?` is State).
    guard stored.type == nil else { return false }
    let name = stored.name.lowercased()
    return ["task", "timer", "cancellable"].contains { name.hasSuffix($0) }
  }
}
