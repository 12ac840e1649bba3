import Analysis
import Lexer
import Proposal

/// How a factory method hands its child to the view, as State placement.
enum ChildFactoryHandOver {}

extension ChildFactoryHandOver {
  /// `return child`, `return Child(…)`, a lone `Child(…) { … }` or `subject.send(child)` at the top of a factory:
  /// `state.child = …` or `state.path.append(.child(…))`; false for other statements.
  static func factoryHandOver(
    _ s: inout ConversionSession,
    _ statement: Statement, depth: Int, scope: inout Scope, into writer: inout LineWriter
  ) -> Bool {
    guard let factory = s.currentFactory, scope.mode == .reducer, !scope.inClosure, s.blockDepth == 0,
      s.helperStack.isEmpty
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
    } else if s.featureName(words[0]) == factory.feature, header.count > 1, source.kind(header[1]) != .equal {
      start = first
    } else {
      return false
    }
    start = source.nextSignificant(start, before: end)
    let (prefix, suffix) =
      factory.placement == .presented
      ? ("state.\(factory.property) = ", "") : ("state.path.append(.\(factory.property)(", "))")
    _ = NavigationStackElements.renderWrapped(
      &s, statement, start..<end, prefix: prefix, suffix: suffix, depth: depth, scope: scope, into: &writer)
    if exits { s.emitExit(depth: depth, scope: scope, into: &writer) }
    return true
  }

  /// The parent's case patterns for an action of `child`, one per place its State lives: `.detail(x)`,
  /// `.detail(.presented(x))`, `.rows(.element(id: _, action: x))`, `.path(.element(id: _, action: .row(x)))`; nil
  /// when a place is not understood (an enum destination, two optional children of the same type).
  static func childActionPatterns(_ s: ConversionSession, for child: String) -> [(String) -> String]? {
    if let factory = s.currentFactory, factory.viewModel == child { return [factory.childActionPattern] }
    var result: [(String) -> String] = []
    var seen: Set<String> = []
    func add(_ key: String, _ wrap: @escaping (String) -> String) {
      if seen.insert(key).inserted { result.append(wrap) }
    }
    let references = s.context.viewModel.childReferences.filter { $0.type == child }
    let held = references.filter { $0.cardinality == .single || $0.cardinality == .optional }
    guard held.count <= 1 else { return nil }
    for reference in references {
      let property = reference.property
      switch reference.cardinality {
      case .single: add(property) { ".\(property)(\($0))" }
      case .optional: add(property) { ".\(property)(.presented(\($0)))" }
      case .array where s.context.identifiedArrays.contains(property):
        add(property) { ".\(property)(.element(id: _, action: \($0)))" }
      case .array, .created:
        if let factory = s.context.childFactories[property], factory.viewModel == child {
          add(factory.property, factory.childActionPattern)
        } else if let name = s.context.pathCases[child] {
          add("path") { stackElementPattern(case: name, action: $0) }
        } else {
          return nil
        }
      case .enumCase:
        guard let name = reference.caseName else { return nil }
        switch s.context.childFields[property] {
        case "path": add("path") { stackElementPattern(case: name, action: $0) }
        case "destination": add("destination") { ".destination(.presented(.\(name)(\($0))))" }
        default: return nil
        }
      }
    }
    return result.isEmpty ? nil : result
  }

  /// `.path(.element(id: _, action: .row(x)))`: `action` of the stack element in `Path` case `name`, its id bound to
  /// `id` (or not bound).
  static func stackElementPattern(case name: String, action: String, id: String = "_") -> String {
    ".path(.element(id: \(id), action: .\(name)(\(action))))"
  }

  /// The child view-model type a local holds (`let model = TripModel(…)`), from its recorded type.
  static func childType(_ s: ConversionSession, ofLocal name: String, scope: Scope) -> String? {
    guard scope.locals.contains(name), let type = scope.types[name] else { return nil }
    let children = Set(s.context.viewModel.children + s.context.viewModel.childReferences.map(\.type))
    if children.contains(type) { return type }
    return children.first { s.featureName($0) + ".State" == type }
  }

  /// The name responses of a child's delegate case start with: the State field holding the child.
  static func childBaseName(_ s: ConversionSession, _ child: String) -> String {
    if let reference = s.context.viewModel.childReferences.first(where: {
      $0.type == child && $0.cardinality != .created
    }
    ) {
      return reference.property
    }
    if let factory = s.context.childFactories.values.first(where: { $0.viewModel == child }) { return factory.property }
    let feature = s.featureName(child)
    return TCANaming.lowerCamel(feature.hasSuffix("Feature") ? String(feature.dropLast("Feature".count)) : feature)
  }

  /// A factory method's hand-over of its child, as State placement.
  static func placesChild(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    factoryHandOver(&s, site.statement, depth: site.depth, scope: &scope, into: &writer) ? .converted : .declined
  }
}
