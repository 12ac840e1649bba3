import Analysis
import Lexer
import Proposal

/// A factory method (`makeDetailViewModel() -> DetailViewModel`, or one that sends the child on a subject) hands its
/// child to the view; as an action it puts the child's State where the proposal placed it instead.
extension ConversionSession {
  /// The factory the method being converted is, if any.
  var currentFactory: ChildFactory? { context.childFactories[method.name] }

  /// `return child`, `return Child(…)`, a lone `Child(…) { … }` or `subject.send(child)` at the top of a factory:
  /// `state.child = …` or `state.path.append(.child(…))`; false for other statements.
  mutating func factoryHandOver(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    guard let factory = currentFactory, scope.mode == .reducer, !scope.inClosure, blockDepth == 0,
      helperStack.isEmpty
    else { return false }
    let source = statement.source
    let header = statement.headerIndices
    guard let first = header.first else { return false }
    let words = header.map { source.text($0) }
    var start: Int
    var end = statement.range.upperBound
    var exits = false
    if words[0] == "return", header.count > 1 {
      start = header[1]
      exits = true
    } else if let subject = factory.subject, words.count > 5, words[0] == subject, words[2] == "send",
      words[3] == "(", words.last == ")"
    {
      start = header[4]
      end = header[header.count - 1]
    } else if featureName(words[0]) == factory.feature, header.count > 1, source.kind(header[1]) != .equal {
      start = first
    } else {
      return false
    }
    start = source.nextSignificant(start, before: end)
    let (prefix, suffix) =
      factory.placement == .presented
      ? ("state.\(factory.property) = ", "") : ("state.path.append(.\(factory.property)(", "))")
    _ = renderWrapped(statement, start..<end, prefix: prefix, suffix: suffix, depth: depth, scope: scope, into: &writer)
    if exits { emitExit(depth: depth, scope: scope, into: &writer) }
    return true
  }

  /// The parent's case patterns for an action of `child`, one per place its State lives: `.detail(x)`,
  /// `.detail(.presented(x))`, `.rows(.element(id: _, action: x))`, `.path(.element(id: _, action: .row(x)))`; nil
  /// when a place is not understood (an enum destination, two optional children of the same type).
  func childActionPatterns(for child: String) -> [(String) -> String]? {
    if let factory = currentFactory, factory.viewModel == child { return [factory.childActionPattern] }
    var result: [(String) -> String] = []
    var seen: Set<String> = []
    func add(_ key: String, _ wrap: @escaping (String) -> String) {
      if seen.insert(key).inserted { result.append(wrap) }
    }
    let references = context.viewModel.childReferences.filter { $0.type == child }
    let held = references.filter { $0.cardinality == .single || $0.cardinality == .optional }
    guard held.count <= 1 else { return nil }
    for reference in references {
      let property = reference.property
      switch reference.cardinality {
      case .single: add(property) { ".\(property)(\($0))" }
      case .optional: add(property) { ".\(property)(.presented(\($0)))" }
      case .array where context.identifiedArrays.contains(property):
        add(property) { ".\(property)(.element(id: _, action: \($0)))" }
      case .array, .created:
        if let factory = context.childFactories[property], factory.viewModel == child {
          add(factory.property, factory.childActionPattern)
        } else if let name = context.pathCases[child] {
          add("path") { ".path(.element(id: _, action: .\(name)(\($0))))" }
        } else {
          return nil
        }
      case .enumCase: return nil
      }
    }
    return result.isEmpty ? nil : result
  }

  /// The child view-model type a local holds (`let model = TripModel(…)`), from its recorded type.
  func childType(ofLocal name: String, scope: Scope) -> String? {
    guard scope.locals.contains(name), let type = scope.types[name] else { return nil }
    let children = Set(context.viewModel.children + context.viewModel.childReferences.map(\.type))
    if children.contains(type) { return type }
    return children.first { featureName($0) + ".State" == type }
  }
}

extension ConversionSession {
  /// The name responses of a child's delegate case start with: the State field holding the child.
  func childBaseName(_ child: String) -> String {
    if let reference = context.viewModel.childReferences.first(where: { $0.type == child && $0.cardinality != .created }
    ) {
      return reference.property
    }
    if let factory = context.childFactories.values.first(where: { $0.viewModel == child }) { return factory.property }
    let feature = featureName(child)
    return TCANaming.lowerCamel(feature.hasSuffix("Feature") ? String(feature.dropLast("Feature".count)) : feature)
  }

  /// `guard let self else { return }` goes (the reducer has no `self` to lose); `guard let self, let x = … else { … }`
  /// keeps its other conditions.
  mutating func weakSelfGuard(
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    let source = statement.source
    let header = statement.headerIndices
    var next = 3
    if next + 1 < header.count, source.kind(header[next]) == .equal, source.text(header[next + 1]) == "self" {
      next += 2
    }
    guard next + 1 < header.count, source.kind(header[next]) == .comma else { return true }
    let text = "guard " + source.text(header[next + 1]..<statement.range.upperBound)
    let parsed = ParsedBody(text: text, firstLine: source.line(statement.range.lowerBound))
    guard parsed.statements.count == 1, let rest = parsed.statements.first else {
      emitTodo(
        statement, reasons: ["`guard let self` with a condition the rewriter could not split"], depth: depth,
        into: &writer)
      return true
    }
    renderStatement(rest, depth: depth, scope: &scope, into: &writer)
    return true
  }
}
