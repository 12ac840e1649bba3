import Analysis
import Foundation

/// Computed properties that read only observed state move into `State`.
public struct ComputedStateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "computed-state" }
  public var guide: String { "PublishedToState.md" }
  public var summary: String {
    "A computed property that reads only observed state becomes a computed property of `State`; one reading services or methods is flagged."
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
          """)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    var changed = false
    let stateNames = Set(proposal.state.map(\.name) + context.viewModel.computed.map(\.name))
    for property in context.viewModel.computed {
      let readsOnlyState =
        property.readsOnlyState
        || (!property.readsMembers.isEmpty && property.readsMembers.allSatisfy(stateNames.contains))
      guard readsOnlyState, let type = property.type.map(context.replacingViewModelTypes) else {
        proposal.flag(
          ProposalFlag(
            code: "computed-not-state",
            message: "computed `\(property.name)` reads more than State; compute it in the view or store it in State",
            line: property.line))
        continue
      }
      var body = TextScan.dedentedLines(property.body)
      for subject in SubjectProperty.all(of: context.viewModel) where proposal.field(named: subject.name) != nil {
        body = body.map { TextScan.replacingMemberAccess(subject.name, member: "value", with: subject.name, in: $0) }
      }
      let identifiedElements = Set(
        proposal.state.compactMap { field -> String? in
          guard let type = field.type, type.hasPrefix("IdentifiedArrayOf<"), type.hasSuffix(">") else { return nil }
          return String(type.dropFirst("IdentifiedArrayOf<".count).dropLast())
        })
      if let element = TypeText.arrayElement(type), identifiedElements.contains(element) {
        if body.count == 1, !body[0].hasPrefix("return "), Self.isBalanced(body[0]) {
          body = ["Array(\(body[0].trimmingCharacters(in: .whitespaces)))"]
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
      proposal.computed.append(ComputedStateField(name: property.name, type: type, body: body))
      changed = true
    }
    if changed { proposal.appliedRules.append(name) }
  }

  /// A top-level `return x` (or `… { return x }`) with `x` wrapped in `Array(…)`; nil for other lines.
  public static func wrappingReturn(_ line: String) -> String? {
    guard !line.hasPrefix(" "), !line.hasPrefix("\t") else { return nil }
    if line.hasPrefix("return ") {
      let value = String(line.dropFirst("return ".count))
      return isBalanced(value) ? "return Array(\(value))" : nil
    }
    guard let range = line.range(of: "{ return "), line.hasSuffix(" }") else { return nil }
    let value = String(line[range.upperBound..<line.index(line.endIndex, offsetBy: -2)])
    guard isBalanced(value) else { return nil }
    return String(line[..<range.upperBound]) + "Array(\(value)) }"
  }

  /// Whether brackets, parentheses and braces in `text` balance.
  public static func isBalanced(_ text: String) -> Bool {
    var depth = 0
    for character in text {
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }
}
