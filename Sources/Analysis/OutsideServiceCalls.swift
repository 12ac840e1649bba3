import Lexer
import Outline

/// The methods a view model calls on a service the codebase does not declare, each typed from a call that says its
/// types: every argument a parameter, a property or a Boolean literal, and a result that is discarded, stored in a
/// property, or bound by a `let` with a written type or one a property is then set to.
///
/// A call that says less (`dataController.fetchSummary(for: item.page)`, a result read further) is left out: its
/// endpoint would be a guess. What the calls say is checked against the real type when the client's `liveValue`
/// forwards to it.
struct OutsideServiceCalls {
  /// The file's tokens.
  let cursor: TokenCursor
  /// The view model's properties with a written or literal type.
  let propertyTypes: [String: String]

  /// The typed calls on the property `receiver` in the body of `function`, in source order.
  func calls(on receiver: String, in function: FunctionDeclaration) -> [Method] {
    guard let body = function.bodyTokens else { return [] }
    let range = cursor.significantRange(ofTokens: body)
    var parameterTypes: [String: String] = [:]
    for parameter in function.parameters { parameterTypes[parameter.name] = parameter.type }
    return range.compactMap { index in
      cursor.name(index, is: receiver) ? call(at: index, in: range, parameterTypes: parameterTypes) : nil
    }
  }

  /// One method a selector, async or throwing where any call is; a selector whose calls say different parameter
  /// or result types is left out.
  static func merged(_ calls: [Method]) -> [Method] {
    var result: [Method] = []
    var conflicting: Set<String> = []
    for call in calls {
      guard let position = result.firstIndex(where: { $0.selector == call.selector }) else {
        result.append(call)
        continue
      }
      var method = result[position]
      let results = [method.returnType, call.returnType].compactMap { $0 }
      if method.parameters.map(\.type) != call.parameters.map(\.type) || Set(results).count > 1 {
        conflicting.insert(call.selector)
      }
      method.isAsync = method.isAsync || call.isAsync
      method.throws = method.throws || call.throws
      method.returnType = method.returnType ?? call.returnType
      result[position] = method
    }
    return result.filter { !conflicting.contains($0.selector) }
  }

  /// The method a call `receiver.name(arguments)` at `index` says, when its types are all known.
  private func call(at index: Int, in range: Range<Int>, parameterTypes: [String: String]) -> Method? {
    let open = index + 3
    guard open < range.upperBound, cursor.kind(index + 1) == .period, cursor.isName(index + 2),
      cursor.kind(open) == .leftParen, cursor.isClosed(open), cursor.match[open] < range.upperBound
    else { return nil }
    var start = index
    if cursor.kind(index - 1) == .period {
      // `self.service.call()`, not `other.service.call()`.
      guard index - 2 >= range.lowerBound, cursor.is(index - 2, "self"), cursor.kind(index - 3) != .period else {
        return nil
      }
      start = index - 2
    }
    let close = cursor.match[open]
    guard cursor.endsStatement(before: close + 1, upTo: range.upperBound) else { return nil }
    var isAsync = false
    var throwing = false
    while start - 1 >= range.lowerBound {
      if cursor.is(start - 1, "await") {
        isAsync = true
      } else if cursor.is(start - 1, "try") {
        throwing = true
      } else if [.questionMark, .exclamationMark].contains(cursor.kind(start - 1)), cursor.is(start - 2, "try") {
        throwing = true
        start -= 1
      } else {
        break
      }
      start -= 1
    }
    guard let parameters = parameters(open + 1, close, parameterTypes: parameterTypes),
      let result = result(before: start, in: range, after: close + 1)
    else { return nil }
    let returnType: String? =
      switch result {
      case .discarded: nil
      case .stored(let type): type
      }
    return Method(
      name: cursor.name(index + 2), line: cursor.location(index + 2).line, isAsync: isAsync, throws: throwing,
      parameters: parameters, returnType: returnType)
  }

  /// What a call's place says of its result.
  private enum CallResult {
    /// The call is a statement of its own.
    case discarded
    /// The result is stored where a value of this type goes.
    case stored(String)
  }

  /// What the place of a call from `start` to before `end` says of its result; nil when it says nothing sure.
  private func result(before start: Int, in range: Range<Int>, after end: Int) -> CallResult? {
    if cursor.startsStatement(start, from: range.lowerBound) { return .discarded }
    guard cursor.kind(start - 1) == .equal, start - 2 >= range.lowerBound else { return nil }
    let target = start - 2
    if let field = assignedProperty(endingAt: target, in: range) { return .stored(field) }
    // `let name: Type = call`: the type as written.
    if let colon = (max(range.lowerBound, target - 12)..<target).last(where: { cursor.kind($0) == .colon }),
      colon >= range.lowerBound + 2, cursor.is(colon - 2, "let") || cursor.is(colon - 2, "var"),
      cursor.startsStatement(colon - 2, from: range.lowerBound), cursor.isName(colon - 1),
      cursor.typeEnd(from: colon + 1, limit: start) == start - 1
    {
      return .stored(cursor.compactText(colon + 1, start - 1))
    }
    // `let name = call`, then `property = name`.
    guard cursor.isName(target), target - 1 >= range.lowerBound,
      cursor.is(target - 1, "let") || cursor.is(target - 1, "var"),
      cursor.startsStatement(target - 1, from: range.lowerBound)
    else { return nil }
    let local = cursor.name(target)
    var uses = 0
    var type: String?
    for use in (end..<range.upperBound) where cursor.name(use, is: local) && cursor.kind(use - 1) != .period {
      uses += 1
      if type == nil, cursor.kind(use - 1) == .equal, cursor.endsStatement(before: use + 1, upTo: range.upperBound) {
        type = assignedProperty(endingAt: use - 2, in: range)
      }
    }
    // Read elsewhere as well, an optional property's local may be used as the value the call really returns.
    guard let type, uses == 1 || !(type.hasSuffix("?") || type.hasPrefix("Optional<")) else { return nil }
    return .stored(type)
  }

  /// The type of the property `target` names (`name` or `self.name`), set by a statement starting there.
  private func assignedProperty(endingAt target: Int, in range: Range<Int>) -> String? {
    guard target >= range.lowerBound, cursor.isName(target), let type = propertyTypes[cursor.name(target)] else {
      return nil
    }
    if cursor.kind(target - 1) == .period {
      guard target - 2 >= range.lowerBound, cursor.is(target - 2, "self"),
        cursor.startsStatement(target - 2, from: range.lowerBound)
      else { return nil }
      return type
    }
    return cursor.startsStatement(target, from: range.lowerBound) ? type : nil
  }

  /// The arguments' parameters, when each argument's type is known.
  private func parameters(_ start: Int, _ end: Int, parameterTypes: [String: String]) -> [Parameter]? {
    guard start < end else { return [] }
    var result: [Parameter] = []
    for part in cursor.splitAtCommas(start, end) {
      var valueStart = part.lowerBound
      var label: String?
      if part.count > 2, cursor.kind(part.lowerBound + 1) == .colon,
        cursor.isName(part.lowerBound) || cursor.kind(part.lowerBound) == .keyword
      {
        label = cursor.name(part.lowerBound)
        valueStart += 2
      }
      guard let type = argumentType(valueStart..<part.upperBound, parameterTypes: parameterTypes),
        !TypeText.isFunctionType(type), !type.hasPrefix("inout ")
      else { return nil }
      result.append(Parameter(label: label, name: cursor.name(part.upperBound - 1), type: type))
    }
    return result
  }

  /// The type of an argument that is a parameter, a property, `self.property`, `true` or `false`. (Another literal
  /// says no type: `"…"` may build an `OSLogMessage`, `1` a `CGFloat`.)
  private func argumentType(_ tokens: Range<Int>, parameterTypes: [String: String]) -> String? {
    guard let first = tokens.first else { return nil }
    if tokens.count == 1, cursor.is(first, "true") || cursor.is(first, "false") { return "Bool" }
    if tokens.count == 1, cursor.isName(first) {
      let name = cursor.name(first)
      return parameterTypes[name] ?? propertyTypes[name]
    }
    guard tokens.count == 3, cursor.is(first, "self"), cursor.kind(first + 1) == .period, cursor.isName(first + 2)
    else { return nil }
    return propertyTypes[cursor.name(first + 2)]
  }
}
