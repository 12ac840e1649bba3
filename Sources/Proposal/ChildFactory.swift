import Analysis
import Lexer

/// A view-model method that builds one child view model for the view to show: it returns it
/// (`func makeDetailViewModel() -> DetailViewModel`) or sends it on a passthrough subject
/// (`showDetail.send(detail)`). In TCA it becomes an action that puts the child's State in the parent's State.
public struct ChildFactory: Sendable, Equatable {
  /// Where the child's State goes.
  public enum Placement: String, Sendable, Equatable {
    /// `@Presents var property: Child.State?`, set by the action.
    case presented
    /// A case of `@Reducer enum Path`, appended to `state.path`.
    case stack
  }

  /// The view-model method.
  public var method: String
  /// The child view model type it builds.
  public var viewModel: String
  /// The child feature's name.
  public var feature: String
  /// The presented State field, or the `Path` case name.
  public var property: String
  /// Presented or pushed.
  public var placement: Placement
  /// The action case the method becomes.
  public var action: String
  /// The passthrough subject that carried the child to the view, if the method sent it on one.
  public var subject: String?

  /// Creates a factory record.
  public init(
    method: String, viewModel: String, feature: String, property: String, placement: Placement, action: String,
    subject: String? = nil
  ) {
    self.method = method
    self.viewModel = viewModel
    self.feature = feature
    self.property = property
    self.placement = placement
    self.action = action
    self.subject = subject
  }

  /// `.property(.presented(x))` or `.path(.element(id: _, action: .property(x)))`: the parent's case pattern for
  /// the child's action `x`.
  public func childActionPattern(_ inner: String) -> String {
    switch placement {
    case .presented: return ".\(property)(.presented(\(inner)))"
    case .stack: return ".path(.element(id: _, action: .\(property)(\(inner))))"
    }
  }

  /// The factories of the view model in `context`, in method order; methods whose shape is not understood are left
  /// out (they stay helpers under a TODO).
  public static func all(in context: ProposalContext) -> [ChildFactory] {
    let model = context.viewModel
    let created = model.childReferences.filter { $0.cardinality == .created }
    let held = Set(model.childReferences.filter { $0.cardinality != .created }.map(\.type))
    let subjects = context.facts.subjects.filter { $0.kind == .passthrough }
    // A computed property that builds the child (`PropertyChildFactories`) is read, not called.
    let calls = context.uses.filter { $0.kind == .call || $0.kind == .read }
    var result: [ChildFactory] = []
    for method in model.methods where !method.isStatic {
      let types = Set(created.filter { $0.property == method.name }.map(\.type))
      guard types.count == 1, let child = types.first, !held.contains(child), let body = method.body,
        !method.isAsync, !method.throws
      else { continue }
      let returnsChild = method.returnType.flatMap { context.lookup.viewModelName($0) } == child
      let subject = subjects.first { context.lookup.viewModelName($0.output) == child }
      let shape: FactoryShape?
      if returnsChild {
        let uses = calls.filter { $0.member == method.name }
        // One child per row of a list is a collection of child States, not a presentation: left to the person.
        guard !uses.isEmpty, !uses.contains(where: { $0.context == "list" }) else { continue }
        shape = FactoryShape(body: body, child: child, lookup: context.lookup, subject: nil)
      } else if method.returnType == nil, let subject {
        shape = FactoryShape(body: body, child: child, lookup: context.lookup, subject: subject.name)
      } else {
        shape = nil
      }
      guard shape != nil else { continue }
      let feature = context.featureName(for: child)
      let base = String(
        feature.dropLast(feature.hasSuffix(context.options.featureSuffix) ? context.options.featureSuffix.count : 0))
      let placement = Self.placement(
        of: returnsChild ? method.name : subject?.name ?? method.name, in: context)
      let action = returnsChild ? "show" + base : method.name
      let property = TCANaming.lowerCamel(base)
      let taken = Set(
        model.published.map(\.name) + model.computed.map(\.name) + model.methods.map(\.name)
          + (model.constants + model.combine).map(\.name))
      // The presented field or the action would clash with a member the view model already has.
      if placement == .presented && taken.contains(property) || returnsChild && taken.contains(action) { continue }
      result.append(
        ChildFactory(
          method: method.name, viewModel: child, feature: feature, property: property,
          placement: placement, action: action, subject: returnsChild ? nil : subject?.name))
    }
    return result
  }

  /// Presented when a SwiftUI view uses `member` outside navigation; pushed when a view controller or a navigation
  /// destination does.
  static func placement(of member: String, in context: ProposalContext) -> Placement {
    let owners = context.owners.filter { owner in owner.uses.contains { $0.member == member } }
    let presentedInView = owners.contains { owner in
      owner.kind == .view && owner.uses.contains { $0.member == member && $0.context != "navigation" }
    }
    return presentedInView ? .presented : .stack
  }
}

/// The token shape of a factory body the converter translates: straight-line statements that build one child
/// (`let detail = Child(…)` or `Child(…) { … }`), may set closures on it (`detail.onX = { … }`), and hand it over
/// once (`return detail`, `return Child(…)`, a single expression, or `subject.send(detail)`).
struct FactoryShape {
  /// Nil unless `body` has that shape.
  init?(body: String, child: String, lookup: ViewModelLookup, subject: String?) {
    let file = SourceFile(text: body)
    let tokens = file.tokens.filter { !$0.kind.isTrivia }
    let words = tokens.map { file.text(of: $0) }
    var braces = 0
    var topLevel: [Int] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .rightBrace { braces -= 1 }
      if braces == 0 { topLevel.append(index) }
      if token.kind == .leftBrace { braces += 1 }
    }
    let flow: Set<String> = [
      "if", "guard", "switch", "for", "while", "repeat", "do", "defer", "throw", "try", "await", "Task",
    ]
    guard !topLevel.contains(where: { flow.contains(words[$0]) }) else { return nil }
    let creations = topLevel.filter { index in
      lookup.viewModelName(words[index]) == child && index + 1 < tokens.count
        && [.leftParen, .leftBrace].contains(tokens[index + 1].kind)
        && (index == 0 || tokens[index - 1].kind != .period)
    }
    guard creations.count == 1, let creation = creations.first else { return nil }
    var local: String?
    if creation >= 3, tokens[creation - 1].kind == .equal, ["let", "var"].contains(words[creation - 3]) {
      local = words[creation - 2]
    }
    let returns = topLevel.filter { words[$0] == "return" }
    if let subject {
      guard returns.isEmpty else { return nil }
      let sends = topLevel.filter { index in
        guard index + 5 < tokens.count, words[index] == subject, words[index + 1] == ".", words[index + 2] == "send",
          words[index + 3] == "("
        else { return false }
        if let local { return words[index + 4] == local && words[index + 5] == ")" }
        return index + 4 == creation && words.last == ")"
      }
      guard sends.count == 1, !topLevel.contains(where: { words[$0] == subject && !sends.contains($0) })
      else { return nil }
    } else if let last = returns.last {
      guard returns.count == 1, last + 1 < tokens.count,
        last + 1 == creation || (local != nil && words[last + 1] == local && last + 2 == tokens.count)
      else { return nil }
    } else {
      guard creation == 0, local == nil else { return nil }
    }
    for index in topLevel where tokens[index].kind == .equal && index != creation - 1 {
      let isClosureOnChild =
        index >= 3 && local != nil && words[index - 3] == local && words[index - 2] == "."
        && index + 1 < tokens.count && tokens[index + 1].kind == .leftBrace
      let isDeclaration = index >= 2 && ["let", "var"].contains(words[index - 2])
      guard isClosureOnChild || isDeclaration else { return nil }
    }
    if let local {
      for index in tokens.indices where words[index] == local && tokens[index].kind == .identifier {
        guard topLevel.contains(index) else { return nil }
        let declared = index == creation - 2
        let member = index + 3 < tokens.count && words[index + 1] == "." && tokens[index + 3].kind == .equal
        let returned = index > 0 && words[index - 1] == "return"
        let sent = index > 3 && words[index - 2] == "send" && words[index - 1] == "("
        guard declared || member || returned || sent else { return nil }
      }
    }
  }
}
