import Lexer
import Outline

/// Finds how an owner uses its view model property: `vm.x` reads, `$vm.x` bindings, `vm.f()` calls, `vm.x = …` writes,
/// and in which UI context (`button`, `task`, `onAppear`, …) each use sits.
struct MemberUseScanner {
  let cursor: TokenCursor
  let range: Range<Int>
  /// For each significant index in `range`: the index of the innermost enclosing `(` or `{`, or -1.
  let enclosing: [Int]
  /// The significant indices of `.alert(…)` modifier names in `range`, found once for every property.
  let alertCalls: [Int]

  init(outline: FileOutline, tokens: Range<Int>) {
    cursor = outline.cursor
    range = cursor.significantRange(ofTokens: tokens)
    var enclosing = [Int](repeating: -1, count: range.count)
    var stack: [Int] = []
    var alertCalls: [Int] = []
    for index in range {
      let kind = cursor.kind(index)
      if kind == .rightBrace || kind == .rightParen { if !stack.isEmpty { stack.removeLast() } }
      enclosing[index - range.lowerBound] = stack.last ?? -1
      if kind == .leftBrace || kind == .leftParen {
        stack.append(index)
        if kind == .leftParen, AlertModifier.isCall(cursor, at: index - 1) { alertCalls.append(index - 1) }
      }
    }
    self.enclosing = enclosing
    self.alertCalls = alertCalls
  }

  /// Every use of `property`'s members; `methods` are the view model's method names (a bare reference is a call).
  /// A call through a `dispatch` entry (`viewModel.send(.refresh)`) is a call of the case's method.
  func uses(of property: String, methods: Set<String>, dispatch: ActionDispatch? = nil) -> [MemberUse] {
    var result: [MemberUse] = []
    let dollar = "$" + property
    // Most tokens are ruled out by their length before their bytes are compared (a backticked name has two more).
    let length = property.utf8.count
    func isProperty(_ index: Int) -> Bool {
      let tokenLength = cursor.token(index).length
      return (tokenLength == length || tokenLength == length + 2) && cursor.name(index, is: property)
    }
    // Subscriptions `observe { }` can replace, whose later `$y` (in `.combineLatest`) belong to them too.
    var observed: [Range<Int>] = []
    for index in range {
      let kind = cursor.kind(index)
      let isBinding: Bool
      if kind == .dollarIdentifier && cursor.text(index) == dollar {
        isBinding = true
      } else if isProperty(index) {
        if cursor.kind(index - 1) == .period && !isSelf(before: index - 1) { continue }
        isBinding = false
      } else {
        continue
      }
      var dot = index + 1
      if cursor.kind(dot) == .questionMark || cursor.kind(dot) == .exclamationMark { dot += 1 }
      guard cursor.kind(dot) == .period || cursor.kind(dot) == .prefixPeriod, dot + 1 < range.upperBound else {
        continue
      }
      let memberIndex = dot + 1
      var member = cursor.text(memberIndex)
      guard cursor.isName(memberIndex) || cursor.kind(memberIndex) == .dollarIdentifier else { continue }
      var context = self.context(of: index)
      let projected = member.hasPrefix("$")
      if projected { member.removeFirst() }
      // `viewModel.$x.sink { … }` (or a subject's `viewModel.x.sink`): whether `observe { }` can replace it.
      if !isBinding, projected || [.period, .prefixPeriod].contains(cursor.kind(memberIndex + 1)) {
        let start = cursor.kind(index - 1) == .period ? index - 2 : index
        let offset = Int(cursor.token(index).start)
        if !observed.contains(where: { $0.contains(offset) }),
          let subscription = PublisherSubscription.recognize(
            cursor, at: start, property: property, limit: range.upperBound)
        {
          observed.append(subscription.range)
        }
        if observed.contains(where: { $0.contains(offset) }) {
          context = "observe"
        } else if projected {
          context = context ?? "publisher"
        }
      }
      // A binding is in the `alert` context only as an argument of `.alert(…)` itself, where the view rewrite
      // replaces the modifier with the store's alert.
      if isBinding, context == "alert" {
        let open = enclosing[index - range.lowerBound]
        if open < 0 || cursor.kind(open) != .leftParen || callName(before: open) != "alert" { context = nil }
      }
      let next = memberIndex + 1
      let useKind: MemberUse.Kind
      if isBinding {
        useKind = .binding
      } else if cursor.kind(next) == .leftParen && cursor.token(next).start == cursor.token(memberIndex).end {
        useKind = .call
      } else if cursor.kind(next) == .leftBrace && !cursor.startsLine(next) && methods.contains(member) {
        useKind = .call
      } else if cursor.kind(next) == .equal || isCompoundAssignment(next) || assignsThroughPath(from: next) {
        useKind = .write
      } else if methods.contains(member) {
        useKind = .call
      } else {
        useKind = .read
      }
      if useKind == .call, let dispatch, dispatch.entries.contains(member),
        let sent = dispatchedCase(afterOpen: next, among: dispatch.cases)
      {
        member = sent
      }
      var use = MemberUse(member: member, kind: useKind, line: cursor.location(index).line, context: context)
      let receiver = cursor.kind(index - 1) == .period ? index - 2 : index
      if useKind == .call, dismisses(callAt: memberIndex, receiver: receiver) { use.dismissesOnTrue = true }
      if useKind == .read, !projected { use.memberCall = statementCall(after: memberIndex, receiver: receiver) }
      // A closure property the view calls (`viewModel.onTap?()`); a method's call is a `.call` use already.
      if !isBinding, !projected, !methods.contains(member), invokesAsStatement(memberIndex, receiver: receiver) {
        use.invokesMember = true
      }
      result.append(use)
    }
    return result
  }

  /// The case an argument `(.name…` names, when it is one of `cases`.
  func dispatchedCase(afterOpen open: Int, among cases: [String]) -> String? {
    let dot = open + 1
    guard cursor.kind(dot) == .prefixPeriod || cursor.kind(dot) == .period, cursor.isName(dot + 1) else { return nil }
    let name = cursor.name(dot + 1)
    return cases.contains(name) ? name : nil
  }

  /// Whether the call of the member at `member` is `if [try] [await] receiver.member(…) { dismiss() }`, no `else`.
  func dismisses(callAt member: Int, receiver: Int) -> Bool {
    var before = receiver - 1
    if cursor.is(before, "await") { before -= 1 }
    if cursor.is(before, "try") { before -= 1 }
    guard cursor.is(before, "if"), cursor.kind(member + 1) == .leftParen, cursor.isClosed(member + 1) else {
      return false
    }
    let brace = cursor.match[member + 1] + 1
    guard brace + 4 < range.upperBound, cursor.kind(brace) == .leftBrace, cursor.is(brace + 1, "dismiss"),
      cursor.kind(brace + 2) == .leftParen, cursor.kind(brace + 3) == .rightParen,
      cursor.kind(brace + 4) == .rightBrace
    else { return false }
    return !cursor.is(brace + 5, "else")
  }

  /// The selector of `receiver.member.method(…)` when that call is a whole statement, the member's index given.
  func statementCall(after member: Int, receiver: Int) -> String? {
    let open = member + 3
    guard open < range.upperBound, cursor.kind(member + 1) == .period, cursor.isName(member + 2),
      cursor.kind(open) == .leftParen, cursor.isClosed(open), cursor.match[open] < range.upperBound,
      isStatement(from: receiver, to: cursor.match[open])
    else { return nil }
    let close = cursor.match[open]
    let labels =
      open + 1 < close
      ? cursor.splitAtCommas(open + 1, close).map { part in
        part.count > 2 && cursor.kind(part.lowerBound + 1) == .colon ? cursor.text(part.lowerBound) + ":" : "_:"
      } : []
    return cursor.name(member + 2) + "(" + labels.joined() + ")"
  }

  /// Whether `receiver.member(…)` or `receiver.member?(…)`, the member's index given, is a whole statement.
  func invokesAsStatement(_ member: Int, receiver: Int) -> Bool {
    let open = cursor.kind(member + 1) == .questionMark ? member + 2 : member + 1
    guard open < range.upperBound, cursor.kind(open) == .leftParen, cursor.isClosed(open),
      cursor.match[open] < range.upperBound
    else { return false }
    return isStatement(from: receiver, to: cursor.match[open])
  }

  /// Whether the tokens from `start` through `end` are a statement of their own.
  func isStatement(from start: Int, to end: Int) -> Bool {
    cursor.startsStatement(start, from: range.lowerBound)
      && cursor.endsStatement(before: end + 1, upTo: range.upperBound)
  }

  /// Whether `self.`, `self?.` or `self!.` ends at the period `dot`.
  func isSelf(before dot: Int) -> Bool {
    if cursor.is(dot - 1, "self") { return true }
    let kind = cursor.kind(dot - 1)
    return (kind == .questionMark || kind == .exclamationMark) && cursor.is(dot - 2, "self")
  }

  /// `?` and `!` between the parts of a path (`a?.b`, `a![0]`).
  static let optionalMarks: Set<TokenKind> = [.questionMark, .exclamationMark, .postfixOperator]

  /// Whether `.a.b`, `?.a`, `[i]` from `index` lead to an assignment: `viewModel.item.name = x` writes `item`.
  func assignsThroughPath(from index: Int) -> Bool {
    var cursorIndex = index
    while cursorIndex < range.upperBound {
      switch cursor.kind(cursorIndex) {
      case .period where cursor.isName(cursorIndex + 1):
        cursorIndex += 2
      case let kind
      where Self.optionalMarks.contains(kind) && [.period, .leftBracket].contains(cursor.kind(cursorIndex + 1)):
        cursorIndex += 1
      case .leftBracket where cursor.isClosed(cursorIndex):
        cursorIndex = cursor.match[cursorIndex] + 1
      default:
        return cursorIndex > index && (cursor.kind(cursorIndex) == .equal || isCompoundAssignment(cursorIndex))
      }
    }
    return false
  }

  func isCompoundAssignment(_ index: Int) -> Bool {
    guard cursor.kind(index) == .binaryOperator else { return false }
    let text = cursor.text(index)
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(text)
  }

  /// The UI context of a use, from the calls and closures around it.
  func context(of index: Int) -> String? {
    var open = enclosing[index - range.lowerBound]
    while open >= 0 {
      if let name = callName(before: open), let context = MemberUseScanner.contextNames[name] { return context }
      if let function = functionName(ofBody: open) { return MemberUseScanner.context(ofFunction: function) }
      open = enclosing[open - range.lowerBound]
    }
    return nil
  }

  /// The name that a `(` or `{` belongs to: `Button(`, `.task {`, `Button("x") {`, `action: {`.
  func callName(before open: Int) -> String? {
    var previous = open - 1
    guard previous >= range.lowerBound else { return nil }
    if cursor.kind(open) == .leftBrace && cursor.kind(previous) == .rightParen {
      let matching = cursor.match[previous]
      guard matching >= 0 else { return nil }
      previous = matching - 1
    }
    if cursor.kind(previous) == .colon { previous -= 1 }
    return cursor.isName(previous) || cursor.kind(previous) == .keyword ? cursor.name(previous) : nil
  }

  /// The function name when `open` is the `{` of a `func name(…) {` body.
  func functionName(ofBody open: Int) -> String? {
    guard cursor.kind(open) == .leftBrace else { return nil }
    var previous = open - 1
    while previous >= range.lowerBound && (cursor.is(previous, "async") || cursor.is(previous, "throws")) {
      previous -= 1
    }
    guard cursor.kind(previous) == .rightParen, cursor.match[previous] >= 0 else { return nil }
    let name = cursor.match[previous] - 1
    guard cursor.is(name - 1, "func") else { return nil }
    return cursor.name(name)
  }

  static let contextNames: [String: String] = [
    "Button": "button", "action": "button", "UIAction": "button", "primaryAction": "button", "onTapGesture": "button",
    "addAction": "button", "task": "task", "onAppear": "onAppear", "onDisappear": "onDisappear",
    "refreshable": "refreshable", "onChange": "onChange", "onSubmit": "onSubmit", "onReceive": "onReceive",
    "sink": "sink", "onDelete": "onDelete", "swipeActions": "swipe", "sheet": "sheet", "alert": "alert",
    "navigationDestination": "navigation", "NavigationLink": "navigation", "ForEach": "list", "List": "list",
    "TextField": "input", "Toggle": "input",
    "Picker": "input",
    "SecureField": "input", "Stepper": "input", "Slider": "input",
  ]

  static func context(ofFunction name: String) -> String? {
    switch name {
    case "viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView": return "onAppear"
    case "viewWillDisappear", "viewDidDisappear": return "onDisappear"
    case "init": return "init"
    default:
      let lowered = name.lowercased()
      if lowered.hasSuffix("tapped") || lowered.hasSuffix("pressed") || lowered.hasPrefix("didtap")
        || lowered.hasPrefix("tap")
        || lowered.hasSuffix("action") || lowered.hasSuffix("clicked")
      {
        return "button"
      }
      return nil
    }
  }
}
