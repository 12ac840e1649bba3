import Analysis
import Lexer
import Proposal

/// `service.request(…)….sink(receiveCompletion:receiveValue:)` on a request-publisher endpoint, taken apart.
struct PublisherSink {
  /// The service method called.
  var endpoint: Method
  /// Its publisher's output and failure.
  var request: RequestPublisher
  /// Tokens of `service.request(args)`.
  var call: Range<Int>
  /// The `receiveCompletion` closure; nil after `replaceError(with:)`.
  var completion: Block?
  /// Tokens of the `replaceError(with:)` value, when errors become that value.
  var fallback: Range<Int>?
  /// Whether the publisher cannot fail and streams values (`AnyPublisher<T, Never>`): the effect iterates them.
  var isStream = false
  /// The `receiveValue` closure; nil when the chain ends in `assign`.
  var value: Block?
  /// The State property `assign(to: \\.x, on: self)` / `assign(to: &$x)` writes each value to.
  var assigned: String?
  /// The stored cancellable (`x = …` or `.store(in: &x)`) that becomes the cancel ID.
  var cancelID: String?
  /// Whether assigning replaced (and so cancelled) the previous subscription.
  var cancelInFlight: Bool
  /// The client call streaming a service's `@Published` property (`sessionClient.userStream()`), when the chain
  /// starts at `service.$user` rather than at a method.
  var propertyStream: PropertyStreamCall? = nil
}

/// What a publisher statement becomes: an effect, or a TODO with the reason.
enum PublisherParse {
  case sink(PublisherSink)
  case refused(String)
}

extension PublisherSink {
  /// Parses a subscription to a request-publisher endpoint; nil when `statement` does not call one.
  static func publisherSink(_ s: ConversionSession, _ statement: Statement) -> PublisherParse? {
    let source = statement.source
    let header = statement.headerIndices
    let words = header.map { source.text($0) }
    var i = 0
    func skipSelf() { if i + 1 < words.count, words[i] == "self", words[i + 1] == "." { i += 2 } }
    skipSelf()
    var cancelID: String?
    var cancelInFlight = false
    if i + 1 < words.count, words[i + 1] == "=", s.isTaskProperty(words[i]) {
      cancelID = words[i]
      cancelInFlight = true
      i += 2
      skipSelf()
    }
    let start: (method: Method, request: RequestPublisher, call: Range<Int>, next: Int, stream: PropertyStreamCall?)
    if let property = PublishedPropertyStreamRule.start(s, words, header, at: i) {
      start = property
    } else {
      guard i + 3 < words.count, s.client(words[i]) != nil, words[i + 1] == ".", words[i + 3] == "(",
        let method = s.serviceMethod(dependency: words[i], name: words[i + 2]), !method.isAsync,
        let request =
          RequestPublisher.parse(method.returnType)
          ?? RequestPublisher.streamOutput(method.returnType).map({ RequestPublisher(output: $0, failure: "Never") }),
        let callClose = matchingParen(s, words, from: i + 3)
      else { return nil }
      start = (method, request, header[i]..<(header[callClose] + 1), callClose + 1, nil)
    }
    let method = start.method
    let request = start.request
    let isStream = request.failure == "Never"
    var fallback: Range<Int>?
    let call = start.call
    var p = start.next
    var completion: Block?
    var value: Block?
    var assigned: String?
    func block(at position: Int) -> Block? { statement.blocks.first { $0.open == header[position] } }
    while p < words.count {
      guard words[p] == ".", p + 1 < words.count else {
        return .refused("publisher chain the rewriter cannot read")
      }
      let name = words[p + 1]
      p += 2
      switch name {
      case "assign" where completion == nil && value == nil && assigned == nil && (fallback != nil || isStream):
        guard p < words.count, words[p] == "(", let close = matchingParen(s, words, from: p) else {
          return .refused("publisher chain the rewriter cannot read")
        }
        let arguments = Array(words[(p + 1)..<close])
        if arguments.count == 9, arguments.starts(with: ["to", ":", "\\", "."]),
          arguments.suffix(4) == [",", "on", ":", "self"], s.isState(arguments[4])
        {
          assigned = arguments[4]
        } else if arguments.count == 4, arguments.starts(with: ["to", ":", "&"]), arguments[3].hasPrefix("$"),
          s.isState(String(arguments[3].dropFirst()))
        {
          assigned = String(arguments[3].dropFirst())
        } else {
          return .refused("`assign` to something that is not State")
        }
        p = close + 1
      case "sink" where completion == nil && value == nil && (fallback != nil || isStream):
        if p + 1 < words.count, words[p] == "{", p + 2 >= words.count || words[p + 2] != "receiveValue" {
          value = block(at: p)
          p += 2
        } else if p + 5 < words.count, words[p] == "(", words[p + 1] == "receiveValue", words[p + 2] == ":",
          words[p + 3] == "{", words[p + 5] == ")"
        {
          value = block(at: p + 3)
          p += 6
        } else {
          return .refused("`sink` after `replaceError(with:)` without a single `receiveValue` closure")
        }
      case "replaceError" where completion == nil && value == nil && fallback == nil && !isStream:
        guard p + 3 < words.count, words[p] == "(", words[p + 1] == "with", words[p + 2] == ":",
          let close = matchingParen(s, words, from: p), close > p + 3
        else { return .refused("publisher chain the rewriter cannot read") }
        fallback = header[p + 3]..<header[close]
        p = close + 1
      case "sink" where completion == nil:
        if p < words.count, words[p] == "(",
          let close = matchingParen(s, words, from: p),
          close - p == 10, words[p + 1] == "receiveCompletion", words[p + 2] == ":", words[p + 5] == ",",
          words[p + 6] == "receiveValue", words[p + 7] == ":"
        {
          completion = block(at: p + 3)
          value = block(at: p + 8)
          p = close + 1
        } else if p + 5 < words.count, words[p] == "{", words[p + 2] == "receiveValue", words[p + 3] == ":",
          words[p + 4] == "{"
        {
          completion = block(at: p)
          value = block(at: p + 4)
          p += 6
        } else {
          return .refused("`sink` without both `receiveCompletion` and `receiveValue` closures")
        }
      case "store" where (value != nil || assigned != nil) && cancelID == nil:
        guard p < words.count, words[p] == "(", let close = matchingParen(s, words, from: p), close - p == 5,
          words[p + 1] == "in", words[p + 3] == "&"
        else { return .refused("`store` into something other than a set of cancellables") }
        cancelID = words[p + 4]
        p = close + 1
      case "receive", "subscribe", "eraseToAnyPublisher":
        guard value == nil, assigned == nil, p < words.count, words[p] == "(",
          let close = matchingParen(s, words, from: p)
        else {
          return .refused("publisher chain the rewriter cannot read")
        }
        p = close + 1
      default:
        let reason =
          value == nil && assigned == nil
          ? "publisher operator `\(name)` the rewriter does not translate; apply it to the value in the effect or the response case"
          : "uses the subscription's `\(name)`"
        return .refused(reason)
      }
    }
    guard value != nil || assigned != nil, completion != nil || fallback != nil || isStream else {
      return .refused("request publisher `\(method.name)` is not consumed with `sink`; await its client endpoint")
    }
    return .sink(
      PublisherSink(
        endpoint: method, request: request, call: call, completion: completion, fallback: fallback, isStream: isStream,
        value: value, assigned: assigned, cancelID: cancelID, cancelInFlight: cancelInFlight,
        propertyStream: start.stream))
  }

  /// The index in `words` of the `)` matching the `(` at `open`.
  static func matchingParen(_ s: ConversionSession, _ words: [String], from open: Int) -> Int? {
    var depth = 0
    for index in open..<words.count {
      if words[index] == "(" { depth += 1 }
      if words[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
