import Analysis
import Foundation

/// Computed properties that read only observed state move into `State`.
public struct ComputedStateRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "computed-state" }
  public var guide: String { "ComputedState.md" }
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
    for property in context.viewModel.computed {
      guard property.readsOnlyState, let type = property.type else {
        proposal.flag(
          ProposalFlag(
            code: "computed-not-state",
            message: "computed `\(property.name)` reads more than State; compute it in the view or store it in State",
            line: property.line))
        continue
      }
      var body = TextScan.dedentedLines(property.body)
      let identified = proposal.state.contains { $0.type?.hasPrefix("IdentifiedArrayOf<") == true }
      if identified, let element = TypeText.arrayElement(type), context.options.identifiableTypes.contains(element) {
        if body.count == 1 {
          let line = body[0].trimmingCharacters(in: .whitespaces)
          body = [line.hasPrefix("return ") ? "return Array(\(line.dropFirst(7)))" : "Array(\(line))"]
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
}
