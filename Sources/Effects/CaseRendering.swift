import Analysis
import Proposal

/// Renders a conversion as the reducer cases an emitter would write (for guides, examples and tests).
public enum CaseRendering {
  /// `case …:` lines for the method's action and every extra case, with the actions and dependencies noted.
  public static func cases(for method: Method, actionName: String, conversion: MethodConversion, indent: String)
    -> [String]
  {
    var lines: [String] = []
    for action in conversion.extraActions {
      let payload = action.payload.isEmpty ? "" : "(" + action.payload.joined(separator: ", ") + ")"
      lines.append("// Action: case \(action.name)\(payload)")
    }
    for dependency in conversion.dependencies {
      lines.append("// Dependency: @Dependency(\(dependency.key)) var \(dependency.property)")
    }
    for id in conversion.cancelIDs { lines.append("// CancelID: \(id)") }
    for derived in conversion.derivedState {
      lines.append("// State: var \(derived.name): \(derived.type) {")
      lines += derived.body.map { "//   " + $0 }
      lines.append("// }")
    }
    let names = method.parameters.map { TCANaming.identifier($0.name) }
    let pattern =
      method.name == "init"
      ? ".onAppear" : names.isEmpty ? ".\(actionName)" : "let .\(actionName)(\(names.joined(separator: ", ")))"
    lines.append("case \(pattern):")
    lines += conversion.body.map { $0.isEmpty ? $0 : indent + $0 }
    for extra in conversion.extraCases {
      lines.append("case \(extra.pattern):")
      lines += extra.body.map { $0.isEmpty ? $0 : indent + $0 }
    }
    return lines
  }
}
