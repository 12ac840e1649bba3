import Analysis

/// A view model's callbacks of framework delegate and observer protocols that no view or method of its own calls.
/// Once the store replaces the model nothing calls them, so none becomes an action its tests send as if a view did:
/// one with a body is left by hand under a TODO saying how callbacks reach a reducer, and empty requirements are not
/// carried over.
struct CallbackMethods {
  /// Names of the callbacks with an empty body.
  let empty: Set<String>
  /// The protocol of each empty callback, in declaration order, with the callback's line.
  private let emptyByProtocol: [(protocolName: String, methods: [String], line: Int)]
  private let callbacks: [String: String]

  /// The callbacks of `context`'s view model.
  init(_ context: ProposalContext) {
    guard context.viewModel.methods.contains(where: { $0.callbackOf != nil }) else {
      (empty, emptyByProtocol, callbacks) = ([], [], [:])
      return
    }
    let callers = context.facts.callers
    var empty: Set<String> = []
    var grouped: [(protocolName: String, methods: [String], line: Int)] = []
    var callbacks: [String: String] = [:]
    let called = Set(context.uses.filter { $0.kind == .call }.map(\.member))
    for method in context.viewModel.methods {
      guard let protocolName = method.callbackOf, !called.contains(method.name), callers[method.name] == nil
      else { continue }
      callbacks[method.name] = protocolName
      guard LineText.trimmedLines(method.body ?? "").isEmpty else { continue }
      empty.insert(method.name)
      if let position = grouped.firstIndex(where: { $0.protocolName == protocolName }) {
        grouped[position].methods.append(method.selector)
      } else {
        grouped.append((protocolName, [method.selector], method.line))
      }
    }
    self.empty = empty
    self.emptyByProtocol = grouped
    self.callbacks = callbacks
  }

  /// The TODO reason of a callback with a body, nil for other methods.
  func reason(for method: Method) -> String? {
    guard let protocolName = callbacks[method.name], !empty.contains(method.name) else { return nil }
    return
      "`\(protocolName)` callback: the framework calls it, and nothing does once the store replaces the view model; give the client an endpoint streaming these callbacks (an `AsyncStream` of events a delegate object in its live value yields), run it in an effect where the model registered itself, and handle each event in a case"
  }

  /// Flags the empty requirements, one flag per protocol.
  func flagEmpty(into proposal: inout FeatureProposal) {
    for group in emptyByProtocol {
      proposal.flag(
        ProposalFlag(
          code: "empty-callbacks",
          message:
            "`\(group.protocolName)` requirements with empty bodies are not carried over: \(group.methods.map { "`\($0)`" }.joined(separator: ", "))",
          line: group.line))
    }
  }
}
