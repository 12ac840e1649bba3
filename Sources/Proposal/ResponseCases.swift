import Analysis

/// A feature's response actions and their `.success`/`.failure` reducer cases, indexed once so the test rule's
/// per-action lookups do not rescan every action and case.
struct ResponseCases {
  /// Response action name → its position among the feature's actions.
  let order: [String: Int]
  /// Response action name → the first case `let .name(.success(…))`.
  let success: [String: ReducerCaseSpec]
  /// Response action name → the first case `let .name(.failure(…))`.
  let failure: [String: ReducerCaseSpec]
  /// Action names whose first action of that name carries a tuple result (`Result<(…), …>`, `Result<Void, …>`).
  let tuplePayloads: Set<String>

  init(_ proposal: FeatureProposal) {
    var order: [String: Int] = [:]
    var seen: Set<String> = []
    var tuplePayloads: Set<String> = []
    for action in proposal.actions where seen.insert(action.name).inserted {
      let type = action.payload.first?.type ?? ""
      if type.hasPrefix("Result<(") || type.hasPrefix("Result<Void,") { tuplePayloads.insert(action.name) }
    }
    for (index, action) in proposal.actions.enumerated() where action.kind == .response && order[action.name] == nil {
      order[action.name] = index
    }
    var success: [String: ReducerCaseSpec] = [:]
    var failure: [String: ReducerCaseSpec] = [:]
    for spec in proposal.reducerCases where spec.pattern.hasPrefix("let .") {
      let rest = spec.pattern.dropFirst(5)
      let name = String(LineText.identifierPrefix(rest))
      let after = rest.dropFirst(name.count)
      if after.hasPrefix("(.success("), success[name] == nil { success[name] = spec }
      if after.hasPrefix("(.failure("), failure[name] == nil { failure[name] = spec }
    }
    self.order = order
    self.success = success
    self.failure = failure
    self.tuplePayloads = tuplePayloads
  }

  /// The response actions `body` sends (`send(.name(`), in action order, each with the first line sending it.
  func sent(in body: [String]) -> [(name: String, line: String)] {
    var found: [String: String] = [:]
    let marker = Array("send(.".utf8)
    for line in body {
      let bytes = Array(line.utf8)
      var index = 0
      while index + marker.count < bytes.count {
        defer { index += 1 }
        guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else { continue }
        var end = index + marker.count
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { continue }
        let name = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
        if order[name] != nil && found[name] == nil { found[name] = line }
      }
    }
    return found.sorted { (order[$0.key] ?? 0) < (order[$1.key] ?? 0) }.map { (name: $0.key, line: $0.value) }
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }
}
