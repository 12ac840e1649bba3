import Analysis
import Foundation

/// Closures a parent injects (`onFinish: () -> Void`) become `case delegate(Delegate)` actions.
public struct DelegateClosureRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "delegate-actions" }
  public var guide: String { "Navigation.md" }
  public var summary: String {
    "A callback closure the parent injects through `init` or assigns after creating the child (`var onFinish: (() -> Void)?`) becomes a case of `@CasePathable enum Delegate` sent with `.send(.delegate(…))`; the parent reacts to it in its own reducer. Closures that return a value stay dependencies."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          final class QuizViewModel: ObservableObject {
            private let onFinish: (Int) -> Void
            init(onFinish: @escaping (Int) -> Void) { self.onFinish = onFinish }
          }
          """,
        after: """
          enum Action {
            case delegate(Delegate)
            @CasePathable
            enum Delegate: Equatable {
              case onFinish(Int)
            }
          }
          """),
      RuleExample(
        before: """
          final class LoginViewModel: ObservableObject {
            @Published var email = ""
            var onLoginSuccess: ((String) -> Void)?
          }
          """,
        after: """
          enum Action {
            case delegate(Delegate)
            @CasePathable
            enum Delegate: Equatable {
              case onLoginSuccess(String)
            }
          }
          """),
    ]
  }

  /// Closure property name → its parameter types, for every parent-injected closure of `viewModel`.
  public static func closures(of viewModel: ViewModel) -> [(name: String, parameters: [String], line: Int)] {
    let subjects = SubjectProperty.all(of: viewModel)
    let inputs = SubjectProperty.inputs(of: viewModel, subjects: subjects)
    return closures(of: viewModel, subjects: subjects, inputs: inputs)
  }

  /// `closures(of:)` with the view model's subjects and input subjects already found.
  static func closures(of viewModel: ViewModel, subjects: [SubjectProperty], inputs: [String: String])
    -> [(name: String, parameters: [String], line: Int)]
  {
    var result: [(name: String, parameters: [String], line: Int)] = []
    var seen: Set<String> = []
    for property in viewModel.constants + viewModel.combine {
      guard let type = property.type, let parameters = closureParameters(type), seen.insert(property.name).inserted
      else { continue }
      result.append((property.name, parameters, property.line))
    }
    for initializer in viewModel.initializers {
      for parameter in initializer.parameters {
        guard let parameters = closureParameters(parameter.type), seen.insert(parameter.name).inserted else { continue }
        result.append((parameter.name, parameters, initializer.line))
      }
    }
    // `var onFinish: (() -> Void)?` the parent assigns after creating the child is the same callback.
    for dependency in viewModel.dependencies {
      guard let parameters = closureParameters(dependency.type), seen.insert(dependency.name).inserted else { continue }
      result.append((dependency.name, parameters, dependency.line))
    }
    // A subject the view model subscribes to itself is not an output, even when its pipeline is no input action.
    let outputs = subjects.filter { $0.kind == .passthrough && inputs[$0.name] == nil }
    let subscribed = SubjectProperty.subscribedInternally(of: viewModel, subjects: outputs)
    for subject in outputs where !subscribed.contains(subject.name) {
      guard seen.insert(subject.name).inserted else { continue }
      result.append((subject.name, ["Void", "()"].contains(subject.output) ? [] : [subject.output], subject.line))
    }
    return result
  }

  /// The parameter types of a closure type (`@escaping (Int, String) -> Void` → `["Int", "String"]`), or nil.
  public static func closureParameters(_ type: String) -> [String]? {
    var text = String(LineText.trimmed(type))
    for prefix in ["@escaping", "@Sendable", "@MainActor"] where text.hasPrefix(prefix) {
      text = String(LineText.trimmed(text.dropFirst(prefix.count)))
    }
    if text.hasPrefix("("), text.hasSuffix(")?") { text = String(text.dropFirst().dropLast(2)) }
    let tokens = TokenText(text)
    guard text.hasPrefix("("), let arrow = tokens.last(.arrow) else { return nil }
    let result = String(LineText.trimmed(tokens.text(from: tokens.start(arrow + 1))))
    guard result == "Void" || result == "()" else { return nil }
    var depth = 0
    var current = ""
    var parts: [String] = []
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if character == ")" && depth == 0 { break }
      if LineText.isAny(of: "([<", character) { depth += 1 }
      if LineText.isAny(of: ")]>", character) { depth -= 1 }
      if character == "," && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
      index = text.index(after: index)
    }
    if !LineText.trimmed(current).isEmpty { parts.append(current) }
    return parts.map { part in
      let trimmed = String(LineText.trimmed(part))
      if let colon = trimmed.firstIndex(of: ":") {
        return String(LineText.trimmed(trimmed[trimmed.index(after: colon)...]))
      }
      return trimmed
    }.filter { $0 != "Void" && $0 != "()" }
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let carriers = Set(context.childFactories.compactMap(\.subject))
    let closures = context.facts.delegateClosures.filter { !carriers.contains($0.name) }
    guard !closures.isEmpty else { return }
    for closure in closures {
      let payload = closure.parameters.map {
        PayloadItem(type: context.replacingViewModelTypes(in: TypeText.payloadType($0)))
      }
      proposal.addNestedCase(ActionCase(name: closure.name, payload: payload, kind: .delegate), to: "Delegate")
      if payload.contains(where: { TypeText.isKnownNonEquatable($0.type, extra: context.options.nonEquatableTypes) }) {
        proposal.flag(
          ProposalFlag(
            code: "non-equatable-delegate",
            message: "delegate `\(closure.name)` carries a non-Equatable value; drop `Equatable` from `Delegate`",
            line: closure.line))
      }
    }
    proposal.addAction(ActionCase(name: "delegate", payload: [PayloadItem(type: "Delegate")], kind: .delegate))
    proposal.appliedRules.append(name)
  }
}
