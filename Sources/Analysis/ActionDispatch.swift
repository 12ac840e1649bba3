import Lexer
import Outline

/// A view model that dispatches an `Action` enum of its own through one method switching over it (Swiftfin's
/// `func respond(to action: Action) -> State`, a `func send(_ action: Action)`, `handle(_:)`): each case of the switch
/// is a method of the view model's record, named after the case, and views call them through `send(.case(…))`.
public struct ActionDispatch: Sendable, Codable, Equatable {
  /// The dispatching method (`respond`), which no longer appears among the methods.
  public var method: String
  /// The names views send through: the dispatching method's and `send` (a protocol extension's, as in Swiftfin's
  /// `Stateful`), unless the view model declares another method named `send`.
  public var entries: [String]
  /// The cases that became methods, in the switch's order.
  public var cases: [String]
  /// What the `Action` enum declares besides cases (`transition`), which goes with it; nil when nothing.
  public var enumMembers: [String]?
  /// The dispatched enum's name when it is not `Action` (an MVI-style `Input`, `Intent`); nil for `Action`.
  public var enumName: String?

  /// The names a view model's enum of inputs goes by: one of them switched over by a method is dispatched.
  public static let enumNames: Set<String> = ["Action", "Input", "Intent", "ViewAction", "UserAction"]

  /// Creates a dispatch record.
  public init(method: String, entries: [String], cases: [String]) {
    self.method = method
    self.entries = entries
    self.cases = cases
  }
}

extension ViewModelBuilder {
  /// The cases of the view model's own nested enum `name`, empty when it declares none.
  func actionEnumCases(of viewModel: String, named name: String) -> [EnumCaseDeclaration] {
    let qualified = viewModel + "." + name
    guard index.kind(of: qualified) == .enum else { return [] }
    return (index.types[qualified] ?? []).flatMap(\.declaration.enumCases)
  }

  /// The names of the properties and functions the view model's enum `name` declares.
  func actionEnumMembers(of viewModel: String, named name: String) -> [String] {
    (index.types[viewModel + "." + name] ?? []).flatMap { entry in
      entry.declaration.properties.map(\.name) + entry.declaration.functions.map(\.name)
    }
  }

  /// The view model's dispatching function among `functions` (its position), the record, the methods of its cases
  /// and the renames of the private helpers named like a case (Swiftfin's `case let .refreshUser(id)` calling
  /// `private func refreshUser(_:)`), which become `performRefreshUser`; nil when none splits, or when a method named
  /// like a case is not private (a view may call it) or a new name is taken.
  /// An enum a stored property among `properties` holds is State, not inputs, and is never dispatched.
  func actionDispatch(
    in functions: [LocatedFunction], of detected: DetectedViewModel, properties: [Located]
  ) -> (position: Int, record: ActionDispatch, cases: [Method], renames: [String: String])? {
    // Every view model passes here: its properties and conformances are read only for a method taking an enum of a
    // dispatchable name.
    let viewModel = detected.name
    let prefix = viewModel + "."
    for (position, located) in functions.enumerated() {
      let function = located.function
      guard function.kind == .function, !function.isStatic, function.parameters.count == 1,
        let written = function.parameters.first?.type
      else { continue }
      let enumName = written.hasPrefix(prefix) ? String(written.dropFirst(prefix.count)) : written
      guard ActionDispatch.enumNames.contains(enumName) else { continue }
      let held = Set(
        properties.filter { !$0.property.isStatic }.compactMap(\.property.type).map { TypeText.element(of: $0).name })
      guard !held.contains(enumName), !held.contains(written) else { continue }
      let enumCases = actionEnumCases(of: viewModel, named: enumName)
      guard !enumCases.isEmpty else { continue }
      // A switch with no `default` names every case, so the helpers to rename are known before it is split.
      let names = Set(enumCases.map(\.name))
      let others = functions.indices.filter { $0 != position }.map { functions[$0].function }
      let colliding = others.filter { $0.kind == .function && !$0.isStatic && names.contains($0.name) }
      let renames = Dictionary(
        colliding.map { ($0.name, "perform" + $0.name.prefix(1).uppercased() + $0.name.dropFirst()) }
      ) { first, _ in first }
      let conformances = (detected.declarations + detected.extensions).flatMap(\.declaration.inheritance)
      let assigns =
        function.returnType != nil && sendAssignsState(function.name, conformances: conformances, from: viewModel)
      guard
        let cases = ActionDispatchSplitter(cursor: located.outline.cursor, outline: located.outline).split(
          function, enumCases: enumCases, resultAssignsState: assigns, renames: renames)
      else { continue }
      let taken = Set(others.map(\.name)).union(names)
      guard colliding.allSatisfy({ $0.access == "private" || $0.access == "fileprivate" }),
        renames.values.allSatisfy({ !taken.contains($0) })
      else { return nil }
      let declaresSend = function.name != "send" && others.contains { $0.name == "send" }
      var record = ActionDispatch(
        method: function.name,
        entries: declaresSend || function.name == "send" ? [function.name] : [function.name, "send"],
        cases: cases.map(\.name))
      let members = actionEnumMembers(of: viewModel, named: enumName)
      if !members.isEmpty { record.enumMembers = members }
      if enumName != "Action" { record.enumName = enumName }
      return (position, record, cases, renames)
    }
    return nil
  }

  /// Whether an extension of a protocol in `conformances` declares a `send(_:)` whose whole body assigns `method`'s
  /// result to `state` (Swiftfin's `Stateful`: `state = respond(to: action)`).
  func sendAssignsState(_ method: String, conformances: [String], from context: String) -> Bool {
    for name in conformances {
      guard let resolved = index.resolve(name, from: context), index.kind(of: resolved) == .protocol else { continue }
      for entry in index.extensions[resolved] ?? [] {
        guard let outline = files[entry.file].outline else { continue }
        let cursor = outline.cursor
        for function in entry.declaration.functions where function.name == "send" && function.parameters.count == 1 {
          guard let body = function.bodyTokens else { continue }
          let range = cursor.significantRange(ofTokens: body)
          var start = range.lowerBound
          if cursor.is(start, "self") && cursor.kind(start + 1) == .period { start += 2 }
          let call = start + 3
          if cursor.name(start, is: "state"), cursor.kind(start + 1) == .equal, cursor.name(start + 2, is: method),
            cursor.kind(call) == .leftParen, cursor.closer(of: call, limit: range.upperBound) + 1 == range.upperBound
          {
            return true
          }
        }
      }
    }
    return false
  }
}

/// Splits a dispatching method's `switch` into one method per case.
struct ActionDispatchSplitter {
  let cursor: TokenCursor
  let outline: FileOutline

  /// The methods of the cases of `function`, which takes one value of the enum declaring `enumCases`, when its whole
  /// body is one `switch` over that parameter whose cases each name one enum case (no `default`, no `where`, no several
  /// patterns); nil otherwise.
  func split(
    _ function: FunctionDeclaration, enumCases: [EnumCaseDeclaration], resultAssignsState: Bool,
    renames: [String: String] = [:]
  ) -> [Method]? {
    guard let parameter = function.parameters.first, let body = function.bodyTokens else { return nil }
    let range = cursor.significantRange(ofTokens: body)
    guard range.count > 3, cursor.is(range.lowerBound, "switch"), cursor.name(range.lowerBound + 1) == parameter.name,
      cursor.kind(range.lowerBound + 2) == .leftBrace
    else { return nil }
    let open = range.lowerBound + 2
    let close = cursor.closer(of: open, limit: range.upperBound)
    guard close + 1 == range.upperBound else { return nil }
    let labels = caseLabels(from: open + 1, to: close)
    guard !labels.isEmpty else { return nil }
    var methods: [Method] = []
    for (position, label) in labels.enumerated() {
      let end = position + 1 < labels.count ? labels[position + 1].start : close
      let bindings = label.bindings
      guard let declared = enumCases.first(where: { $0.name == label.name }),
        bindings.count == declared.associatedTypes.count
      else { return nil }
      var bodyEnd = end
      var assignment = ""
      // Swiftfin's `respond(to:) -> State`, whose result `send` assigns to `state`: a case's closing `return state`
      // goes, and `return .initial` becomes `state = .initial` where the codebase's `send` is seen to assign it.
      // Any other `return` would leave a reducer case with a value, so the method stays whole.
      if function.returnType != nil {
        guard let last = lastStatementStart(label.colon + 1, end), cursor.is(last, "return"),
          !(label.colon + 1..<last).contains(where: { cursor.is($0, "return") })
        else { return nil }
        if !returnsState(from: last + 1, to: end) {
          guard resultAssignsState, last + 1 < end else { return nil }
          let value = cursor.significant[last + 1]..<cursor.significant[end]
          assignment =
            "state = "
            + outline.text(
              ofTokens: value, dropping: [], replacing: Self.renamedCalls(renames, in: cursor, tokens: value))
        }
        bodyEnd = last
      }
      let parameters = bindings.enumerated().map { offset, name in
        Parameter(
          label: declared.associatedLabels.flatMap { offset < $0.count ? $0[offset] : nil }, name: name,
          type: declared.associatedTypes[offset],
          defaultValue: declared.associatedDefaults.flatMap { offset < $0.count ? $0[offset] : nil })
      }
      let tokens = cursor.significant[label.colon] + 1..<cursor.significant[bodyEnd]
      methods.append(
        Method(
          name: label.name, line: cursor.location(label.start).line, isAsync: function.isAsync,
          throws: function.isThrowing, parameters: parameters, access: function.access,
          body: outline.text(
            ofTokens: tokens, dropping: [], replacing: Self.renamedCalls(renames, in: cursor, tokens: tokens))
            + assignment,
          bodyLine: cursor.location(label.colon).line))
    }
    return methods
  }

  private struct Label {
    var start: Int
    var colon: Int
    var name: String
    /// The names the pattern binds in order (empty for a case without values).
    var bindings: [String]
  }

  /// The `case` labels directly inside a switch's braces; empty when one is `default` or not a single pattern.
  private func caseLabels(from start: Int, to end: Int) -> [Label] {
    var labels: [Label] = []
    var index = start
    while index < end {
      let kind = cursor.kind(index)
      if kind == .leftBrace || kind == .leftParen || kind == .leftBracket {
        index = cursor.closer(of: index, limit: end) + 1
        continue
      }
      if cursor.is(index, "default") && cursor.kind(index + 1) == .colon { return [] }
      guard cursor.is(index, "case"), cursor.startsLine(index) else {
        index += 1
        continue
      }
      var colon = index + 1
      while colon < end && cursor.kind(colon) != .colon {
        let inner = cursor.kind(colon)
        if inner == .comma || cursor.is(colon, "where") { return [] }
        colon = inner == .leftParen ? cursor.closer(of: colon, limit: end) + 1 : colon + 1
      }
      guard colon < end, let label = pattern(index + 1, colon) else { return [] }
      labels.append(Label(start: index, colon: colon, name: label.name, bindings: label.bindings))
      index = colon + 1
    }
    return labels
  }

  /// `.name`, `let .name(a, b)`, `.name(let a, let b)`, `.name(label: let a)`: the case name and bound names; nil for
  /// another pattern (a literal, a nested pattern).
  private func pattern(_ start: Int, _ end: Int) -> (name: String, bindings: [String])? {
    var index = start
    let outerLet = cursor.is(index, "let")
    if outerLet { index += 1 }
    guard cursor.kind(index) == .prefixPeriod || cursor.kind(index) == .period, cursor.isName(index + 1) else {
      return nil
    }
    let name = cursor.name(index + 1)
    index += 2
    if index == end { return (name, []) }
    guard cursor.kind(index) == .leftParen, cursor.closer(of: index, limit: end) + 1 == end else { return nil }
    var bindings: [String] = []
    for part in cursor.splitAtCommas(index + 1, end - 1) {
      var first = part.lowerBound
      if cursor.kind(first + 1) == .colon { first += 2 }
      if !outerLet {
        guard cursor.is(first, "let") else { return nil }
        first += 1
      }
      guard first + 1 == part.upperBound, cursor.isName(first) else { return nil }
      bindings.append(cursor.name(first))
    }
    return (name, bindings)
  }

  /// The raw token indices of calls of the functions `renames` renames in `tokens` (`load(`, `self.load(`,
  /// `self?.load(`; not another receiver's member nor a case, `.load(`), each with its new name.
  static func renamedCalls(_ renames: [String: String], in cursor: TokenCursor, tokens: Range<Int>) -> [Int: String] {
    guard !renames.isEmpty else { return [:] }
    var result: [Int: String] = [:]
    for index in cursor.significantRange(ofTokens: tokens) where cursor.isName(index) {
      guard let renamed = renames[cursor.name(index)], cursor.kind(index + 1) == .leftParen,
        cursor.token(index + 1).start == cursor.token(index).end, !cursor.is(index - 1, "func")
      else { continue }
      if cursor.kind(index - 1) == .period {
        let receiver = cursor.kind(index - 2) == .questionMark ? index - 3 : index - 2
        guard cursor.is(receiver, "self") else { continue }
      } else if cursor.kind(index - 1) == .prefixPeriod {
        continue
      }
      result[cursor.significant[index]] = renamed
    }
    return result
  }

  /// Whether `start..<end` is `state` or `self.state`.
  private func returnsState(from start: Int, to end: Int) -> Bool {
    let first = cursor.is(start, "self") && cursor.kind(start + 1) == .period ? start + 2 : start
    return first + 1 == end && cursor.name(first, is: "state")
  }

  /// The first token of the last statement in `start..<end`.
  private func lastStatementStart(_ start: Int, _ end: Int) -> Int? {
    var last: Int?
    var index = start
    while index < end {
      if cursor.startsStatement(index, from: start) { last = index }
      let kind = cursor.kind(index)
      index =
        kind == .leftBrace || kind == .leftParen || kind == .leftBracket
        ? cursor.closer(of: index, limit: end) + 1 : index + 1
    }
    return last
  }
}
