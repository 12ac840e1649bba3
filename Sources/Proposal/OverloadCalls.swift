import Lexer

/// The argument labels of the calls a body makes to overloaded methods of one receiver (`auth.login(ssoToken: t)` →
/// `login` → `[["ssoToken"]]`), so a client keeps the overloads that are called.
struct OverloadCalls {
  /// Method name → the labels of each call (nil for an unlabeled argument).
  private(set) var labels: [String: [[String?]]] = [:]

  /// Reads the calls `receiver.name(…)` in `body` for each of `names`.
  init(receiver: String, names: Set<String>, in body: String) {
    guard !names.isEmpty else { return }
    let source = BodySource(file: SourceFile(text: body), firstLine: 1)
    let end = source.file.tokens.count
    let significant = (0..<end).filter { !source.kind($0).isTrivia }
    for (position, index) in significant.enumerated() where position + 3 < significant.count {
      let (period, member, open) = (significant[position + 1], significant[position + 2], significant[position + 3])
      guard source.text(index) == receiver, source.kind(period) == .period, names.contains(source.text(member)),
        let called = source.callLabels(at: open, end: end)
      else { continue }
      labels[source.text(member), default: []].append(called)
    }
  }
}
