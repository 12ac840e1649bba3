import Analysis
import Lexer
import Proposal

/// A `NotificationCenter` observation a statement starts.
struct NotificationObservation {
  /// The notification name expression (`.newEpisodesAvailable`, `UIApplication.didBecomeActiveNotification`).
  var name: String
  /// The handler's statements: the closure's, or the body of the view-model method a `#selector` names.
  var statements: [Statement]
  /// The handler's parameter (`note`), nil when unnamed (`_`) or absent.
  var parameter: String?
  /// The view-model method a `#selector` names (`appDidBecomeActive`), nil for a closure handler.
  var handler: SelectorHandler? = nil
  /// The stored token or cancellable the observation is kept in (its effect's cancel ID), if any.
  var token: String?
  /// The `debounce(for:)` interval of a publisher chain (`.seconds(1)`), if any.
  var debounce: String?
}

extension NotificationObservation {
  /// How many header words the notification center takes: `NotificationCenter.default.` (4) or a stored
  /// `center: NotificationCenter` given `.default` (2); nil otherwise.
  static func notificationCenterPrefix(_ s: ConversionSession, _ words: ArraySlice<String>) -> Int? {
    if words.starts(with: ["NotificationCenter", ".", "default", "."]) { return 4 }
    guard let first = words.first, words.dropFirst().first == ".",
      let system = SystemDependencyRule.systemDependency(s, first),
      system.type.name == "NotificationCenter", system.type.acceptsDefault(system.dependency.defaultValue)
    else { return nil }
    return 2
  }

  /// `[token =] NotificationCenter.default.addObserver(forName: X, object: nil, queue: .main) { note in … }` or
  /// `NotificationCenter.default.publisher(for: X)[.receive(on: …)].sink { _ in … }[.store(in: &bag)]`.
  static func parse(_ s: ConversionSession, _ statement: Statement) -> NotificationObservation? {
    let source = statement.source
    if statement.blocks.isEmpty { return SelectorHandler.mayName(statement) ? parseSelector(s, statement) : nil }
    guard let block = statement.blocks.last, block.isClosure, statement.blocks.count == 1 else { return nil }
    let all = statement.headerIndices
    let header = all.filter { $0 < block.open }
    let trailing = all.filter { $0 > block.close }.map { source.text($0) }
    var words = ArraySlice(header.map { source.text($0) })
    var token: String?
    if words.starts(with: ["self", "."]) { words = words.dropFirst(2) }
    if let first = words.first, first == "let" || first == "var", words.dropFirst(2).first == "=" {
      words = words.dropFirst(3)
    } else if let first = words.first, words.dropFirst().first == "=",
      NotificationObserverRule.isObserverToken(s, first) || s.isTaskProperty(first)
    {
      token = first
      words = words.dropFirst(2)
    }
    guard let prefix = notificationCenterPrefix(s, words) else { return nil }
    words = words.dropFirst(prefix)
    let offset = header.count - words.count
    let name: String
    var debounce: String?
    if words.starts(with: ["addObserver", "(", "forName", ":"]), words.last == ")", trailing.isEmpty {
      let arguments = s.argumentTexts(statement, (header[offset + 1] + 1)..<header[header.count - 1])
      let labels = Set(words.filter { ["object", "queue"].contains($0) })
      guard arguments.count == 3, labels.count == 2, arguments[1] == "nil",
        ["nil", ".main", "OperationQueue.main"].contains(arguments[2])
      else { return nil }
      name = arguments[0]
    } else if words.starts(with: ["publisher", "(", "for", ":"]), words.suffix(2) == [".", "sink"] {
      guard let close = PublisherSink.matchingParen(s, Array(words), from: 1) else { return nil }
      let arguments = s.argumentTexts(statement, (header[offset + 1] + 1)..<header[offset + close])
      guard arguments.count == 1 || (arguments.count == 2 && arguments[1] == "nil") else { return nil }
      let all = Array(words)
      var link = close + 1
      while link < all.count - 2 {
        guard all[link] == ".", link + 2 < all.count, all[link + 2] == "(",
          let end = PublisherSink.matchingParen(s, all, from: link + 2)
        else { return nil }
        let operands = s.argumentTexts(statement, (header[offset + link + 2] + 1)..<header[offset + end])
        switch all[link + 1] {
        case "receive" where all[link + 3] == "on": break
        case "debounce" where all[link + 3] == "for" && debounce == nil && operands.count == 2:
          debounce = operands[0].hasPrefix(".") ? operands[0] : ".seconds(\(operands[0]))"
        default: return nil
        }
        link = end + 1
      }
      guard trailing.isEmpty || (trailing.starts(with: [".", "store", "(", "in", ":", "&"]) && trailing.last == ")")
      else { return nil }
      name = arguments[0]
    } else {
      return nil
    }
    return NotificationObservation(
      name: name, statements: block.statements, parameter: closureParameter(block, source), token: token,
      debounce: debounce)
  }

  /// `NotificationCenter.default.addObserver(self, selector: #selector(handle[(_:)]), name: X, object: nil)`, whose
  /// handler is a view-model method taking nothing or the notification.
  static func parseSelector(_ s: ConversionSession, _ statement: Statement) -> NotificationObservation? {
    let source = statement.source
    let header = statement.headerIndices
    var words = ArraySlice(header.map { source.text($0) })
    guard let prefix = notificationCenterPrefix(s, words) else { return nil }
    words = words.dropFirst(prefix)
    guard words.starts(with: ["addObserver", "(", "self", ",", "selector", ":", "#selector", "("]), words.last == ")"
    else { return nil }
    let offset = header.count - words.count
    let arguments = s.argumentTexts(statement, (header[offset + 1] + 1)..<header[header.count - 1])
    guard arguments.count == 4, arguments[3] == "nil", words.contains("name"), words.contains("object"),
      let handler = SelectorHandler.resolve(s, words.dropFirst(8), parameterTypes: ["Notification", "NSNotification"])
    else { return nil }
    return NotificationObservation(
      name: arguments[2], statements: handler.statements, parameter: handler.parameter, handler: handler)
  }

  /// The single named parameter of a closure (`[weak self] note in`), nil for `_` or none.
  static func closureParameter(_ block: Block, _ source: BodySource) -> String? {
    guard let signature = block.signature else { return nil }
    var words = signature.filter { !source.kind($0).isTrivia }.map { source.text($0) }
    if words.first == "[", let close = words.firstIndex(of: "]") { words.removeFirst(close + 1) }
    words.removeAll { $0 == "(" || $0 == ")" }
    return words.first.flatMap { $0 == "_" ? nil : $0 }
  }
}
