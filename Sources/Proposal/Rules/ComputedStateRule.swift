import Analysis
import Foundation

/// Computed properties that read only observed state move into `State`.
public struct ComputedStateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "computed-state" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "A computed property that reads only observed state (and `let` constants, inlined) becomes a computed property of `State`, and so does a `let` constant a view reads (returning its pure initializer); a formatter property it reads (`lazy var f: DateFormatter = { … }()`) becomes a static constant of the feature, built once as before (`nonisolated(unsafe)` unless the formatter type is Sendable); one reading services or methods, or another property that stays out, is flagged."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class CartViewModel: ObservableObject {
            @Published var items: [Int] = []
            var isEmpty: Bool { items.isEmpty }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var items: [Int] = []
            var isEmpty: Bool {
              items.isEmpty
            }
          }
          """),
      RuleExample(
        before: """
          final class ProfileViewModel: ObservableObject {
            @Published var joined = Date()
            private lazy var joinedFormatter: DateFormatter = {
              let formatter = DateFormatter()
              formatter.dateStyle = .long
              return formatter
            }()
            var joinedText: String { "Joined \\(joinedFormatter.string(from: joined))" }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var joined = Date()
            var joinedText: String {
              "Joined \\(ProfileFeature.joinedFormatter.string(from: joined))"
            }
          }
          extension ProfileFeature {
            static let joinedFormatter: DateFormatter = {
              let formatter = DateFormatter()
              formatter.dateStyle = .long
              return formatter
            }()
          }
          """,
        note:
          "The formatter is built once, as the lazy property was; a formatter type that is not Sendable (`ByteCountFormatter`, `DateComponentsFormatter`, …) is declared `nonisolated(unsafe) static let`."
      ),
      RuleExample(
        before: """
          final class OnboardingViewModel: ObservableObject {
            @Published var picked: Set<String> = []
            let categories = ["News", "Comedy", "Science"]
          }
          struct OnboardingView: View {
            @StateObject var viewModel = OnboardingViewModel()
            var body: some View {
              ForEach(viewModel.categories, id: \\.self) { Text($0) }
            }
          }
          """,
        after: """
          @ObservableState
          struct State: Equatable {
            var picked: Set<String> = []
            var categories: [String] {
              ["News", "Comedy", "Science"]
            }
          }
          struct OnboardingView: View {
            @State var store = Store(initialState: OnboardingFeature.State()) { OnboardingFeature() }
            var body: some View {
              ForEach(store.categories, id: \\.self) { Text($0) }
            }
          }
          """,
        note:
          "A `let` constant that a view reads, with a pure one-line initializer, is returned by a computed property of State, so the view reads it from the store like the rest of State."
      ),
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var changed = false
    let constants = Self.inlinableConstants(of: context.viewModel)
    let formatters = FormatterConstants.find(in: context.viewModel)
    let movable = Self.movable(
      context.viewModel.computed, state: Set(proposal.state.map(\.name)),
      constants: constants.merging(formatters.mapValues { _ in "" }) { old, _ in old })
    var carriedFormatters: [String] = []
    let className = String(LineText.split(context.viewModel.name, at: 0x2E).last ?? "")
    for property in context.viewModel.computed {
      if Self.changesTheModel(property) {
        proposal.flag(
          ProposalFlag(
            code: "computed-not-state",
            message:
              "computed `\(property.name)` changes the model when it is read (it starts a `Task` or writes a property);"
              + " a State property cannot: send an action for the change and compute the value without it",
            line: property.line))
        continue
      }
      guard movable.contains(property.name), let type = property.type.map(context.replacingViewModelTypes) else {
        proposal.flag(
          ProposalFlag(
            code: "computed-not-state",
            message: "computed `\(property.name)` reads more than State; compute it in the view or store it in State",
            line: property.line))
        continue
      }
      var body = WillChangeCalls.removed(
        from: TextScan.dedentedLines(property.body).map {
          // The class's name, which State's own type would not give.
          TokenText.replacing(Self.className, with: "\"\(className)\"", in: $0)
        })
      for name in property.readsMembers {
        if let value = constants[name] {
          body = Self.inline(name, value, in: body)
        } else if formatters[name] != nil {
          // The formatter becomes a static of the feature; State reads it qualified.
          body = Self.inline(name, "\(proposal.name).\(name)", in: body)
          if !carriedFormatters.contains(name) { carriedFormatters.append(name) }
        }
      }
      for subject in context.facts.subjects where proposal.field(named: subject.name) != nil {
        body = body.map { TextScan.replacingMemberAccess(subject.name, member: "value", with: subject.name, in: $0) }
      }
      let identifiedElements = Set(
        proposal.state.compactMap { field -> String? in
          guard let type = field.type, type.hasPrefix("IdentifiedArrayOf<"), type.hasSuffix(">") else { return nil }
          return String(type.dropFirst("IdentifiedArrayOf<".count).dropLast())
        })
      if let element = TypeText.arrayElement(type), identifiedElements.contains(element) {
        // Comments above the one expression (`// Newest first`) stay where they are.
        let code = body.indices.filter { !LineText.trimmed(body[$0]).hasPrefix("//") }
        if code.count == 1, let only = code.first, !body[only].hasPrefix("return "), Self.isBalanced(body[only]) {
          body[only] = "Array(\(String(LineText.trimmed(body[only]))))"
        } else if body.contains(where: { Self.wrappingReturn($0) != nil }) {
          body = body.map { Self.wrappingReturn($0) ?? $0 }
        } else {
          proposal.flag(
            ProposalFlag(
              code: "identified-array-computed",
              message:
                "computed `\(property.name): \(type)` may read an `IdentifiedArrayOf`; wrap its result in `Array(…)`",
              line: property.line))
        }
      }
      // A view model type named in the body (`var result: [RowViewModel] = []`) is its feature's State there too; a
      // string that names it is text, left as it is.
      if !body.isEmpty {
        body = CodeOutsideStrings.mapping(body.joined(separator: "\n"), context.replacingViewModelTypes)
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      proposal.computed.append(ComputedStateField(name: property.name, type: type, body: body))
      changed = true
    }
    for name in carriedFormatters {
      if let property = formatters[name] { proposal.carried.append(FormatterConstants.declaration(property)) }
    }
    for field in Self.viewReadConstants(context, proposal: proposal) {
      proposal.computed.append(field)
      changed = true
    }
    if changed { proposal.appliedRules.append(name) }
  }

  /// `let` constants a view reads (`viewModel.categories`) whose initializer can stand in for them, as computed
  /// properties of State returning it: the view reads `store.categories` like the rest of State. The initializer
  /// is pure (no `self`, closure, `UUID()`/`Date()` or shared store) and on one line; a stored system value
  /// (`let calendar = Calendar.current`) counts too.
  static func viewReadConstants(_ context: ProposalContext, proposal: FeatureProposal) -> [ComputedStateField] {
    var read: Set<String> = []
    for owner in context.owners {
      for use in owner.uses where use.kind == .read { read.insert(use.member) }
    }
    let unclaimed = { (name: String) in
      read.contains(name) && proposal.field(named: name) == nil && !proposal.computed.contains { $0.name == name }
    }
    let constants = context.viewModel.constants.compactMap { property -> ComputedStateField? in
      guard unclaimed(property.name), property.isLet,
        ConstantValue.inlined(property.name, in: context.viewModel, pure: true, limit: 200) != nil,
        let value = property.initialValue?.trimmingCharacters(in: .whitespaces),
        let type = property.type.map(context.replacingViewModelTypes)
      else { return nil }
      return ComputedStateField(name: property.name, type: type, body: [value])
    }
    // A stored system value the view reads (`viewModel.calendar`) is the value as written for the view; the reducer
    // still reads its dependency.
    let systemValues = storedSystemValues(of: context.viewModel).filter { unclaimed($0.dependency.name) }.map {
      ComputedStateField(name: $0.dependency.name, type: $0.dependency.type, body: [$0.value])
    }
    return constants + systemValues
  }

  /// The computed properties that can live in State: each reads only State, constants that inline, and other
  /// properties that can (a property reading one that cannot stays out too).
  static func movable(_ computed: [ComputedProperty], state: Set<String>, constants: [String: String]) -> Set<String> {
    var movable = Set(computed.filter { !changesTheModel($0) }.map(\.name))
    while true {
      let kept = Set(
        computed.filter { property in
          guard movable.contains(property.name) else { return false }
          if property.readsMembers.isEmpty {
            return property.readsOnlyState && property.readsState.allSatisfy(state.contains)
          }
          return property.readsMembers.allSatisfy { state.contains($0) || movable.contains($0) || constants[$0] != nil }
        }.map(\.name))
      if kept == movable { return movable }
      movable = kept
    }
  }

  /// Whether reading `property` changes the model: its getter starts a `Task` (CodeEdit's `selectedTask` sets
  /// `selectedTaskID` from one) or a main-queue hop, or assigns `self.x`.
  static func changesTheModel(_ property: ComputedProperty) -> Bool {
    let body = property.body
    if TextScan.containsWord(body, "Task") || TextScan.containsWord(body, "DispatchQueue") { return true }
    guard TextScan.containsBytes(body, "self.") else { return false }
    return property.readsMembers.contains { TextScan.assignsMember(body, receiver: "self", member: $0) }
  }

  /// `String(describing: type(of: self))` as tokens.
  static let className = [
    "String", "(", "describing", ":", " ", "type", "(", "of", ":", " ", "self", ")", ")",
  ]

  /// `let` constants of `viewModel` whose initializer can stand in for them, by name. A system value stored as it
  /// is (`let calendar = Calendar.current`) is the reducer's `@Dependency(\.calendar)` but stays as written in
  /// State's computed properties (which, unlike State methods, declare no local dependencies).
  static func inlinableConstants(of viewModel: ViewModel) -> [String: String] {
    var constants: [String: String] = [:]
    for property in viewModel.constants where constants[property.name] == nil {
      if let value = ConstantValue.inlined(property.name, in: viewModel, pure: true) {
        constants[property.name] = value
      }
    }
    for (dependency, value) in storedSystemValues(of: viewModel) where constants[dependency.name] == nil {
      constants[dependency.name] = value
    }
    return constants
  }

  /// The view model's system values stored as they are (`let calendar = Calendar.current`), each with that value.
  static func storedSystemValues(of viewModel: ViewModel) -> [(dependency: Dependency, value: String)] {
    viewModel.dependencies.compactMap { dependency in
      guard !dependency.injectedThroughInit, let value = dependency.defaultValue,
        let system = SystemType.named(dependency.type), case .dependencyValue = system.role,
        system.liveMembers.contains(where: { value == system.name + "." + $0 })
      else { return nil }
      return (dependency, value)
    }
  }

  private static func inline(_ name: String, _ value: String, in lines: [String]) -> [String] {
    lines.map { ConstantValue.substituting(name, with: value, in: $0) }
  }

  /// A top-level `return x` (or `… { return x }`) with `x` wrapped in `Array(…)`; nil for other lines.
  public static func wrappingReturn(_ line: String) -> String? {
    guard !line.hasPrefix(" "), !line.hasPrefix("\t") else { return nil }
    if line.hasPrefix("return ") {
      let value = String(line.dropFirst("return ".count))
      return isBalanced(value) ? "return Array(\(value))" : nil
    }
    let tokens = TokenText(line)
    guard let open = tokens.firstMatch(["{", " ", "return", " "]), line.hasSuffix(" }") else { return nil }
    let valueStart = tokens.start(open + 4)
    guard valueStart <= line.utf8.count - 2 else { return nil }
    let value = tokens.text(valueStart, line.utf8.count - 2)
    guard isBalanced(value) else { return nil }
    return tokens.text(upTo: valueStart) + "Array(\(value)) }"
  }

  /// Whether brackets, parentheses and braces in `text` balance.
  public static func isBalanced(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      if LineText.isAny(of: "([{", character) { depth += 1 }
      if LineText.isAny(of: ")]}", character) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }
}
