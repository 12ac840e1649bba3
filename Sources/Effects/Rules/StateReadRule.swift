/// Effect rule `state-read`: reads of state in expressions, interpolations and closures.
public struct StateReadRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "state-read" }
  /// Short title.
  public var title: String { "Reads of state in expressions, interpolations and closures" }
  /// What the rule does.
  public var summary: String {
    "Bare or `self.`-qualified reads of observed properties become `state.x`, also inside string interpolations and closures, and a property holding an enum of child view models becomes `state.destination`; locals, parameters and `if let`/`guard let` bindings (from the next condition on) that shadow a state name, argument labels and members of other values are left alone."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func summarize() {
            let total = count * 2
            errorMessage = "Count is \(count), total \(total)"
            results = items.filter { $0.title.contains(query) }
          }
          """#,
        after: #"""
          case .summarize:
            let total = state.count * 2
            state.errorMessage = "Count is \(state.count), total \(total)"
            state.results = state.items.filter { $0.title.contains(state.query) }
            return .none
          """#),
      EffectExample(
        before: #"""
          func rename(query: String) {
            let count = query.count
            draft = Item(id: draft.id, title: "\(query) (\(count))")
            if let selection {
              username = selection.title
            }
          }
          """#,
        after: #"""
          case let .rename(query):
            let count = query.count
            state.draft = Item(id: state.draft.id, title: "\(query) (\(count))")
            if let selection = state.selection {
              state.username = selection.title
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func refreshIfStale() {
            if let lastUpdated, lastUpdated.timeIntervalSinceNow > -60 { return }
            guard let selection = selection, let user, selection.title != user.name else { return }
            isLoading = true
          }
          """#,
        after: #"""
          case .refreshIfStale:
            if let lastUpdated = state.lastUpdated, lastUpdated.timeIntervalSinceNow > -60 { return .none }
            guard let selection = state.selection, let user = state.user, selection.title != user.name else { return .none }
            state.isLoading = true
            return .none
          """#),
      EffectExample(
        before: #"""
          func dismiss() {
            route = nil
          }
          """#,
        after: #"""
          case .dismiss:
            state.destination = nil
            return .none
          """#),
    ]
  }
}

extension StateReadRule {
  /// `state.x` in the reducer; the captured `x` inside an effect.
  static func reference(_ s: inout ConversionSession, _ name: String, scope: Scope) -> String {
    switch scope.mode {
    case .reducer:
      s.reducerStateUses += 1
      return "state.\(name)"
    case .effect:
      if !s.captures.contains(name) { s.captures.append(name) }
      return name
    }
  }

  /// `subject.value` of a `CurrentValueSubject` that became State: the State field.
  static func readsSubjectValue(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (source, name, next, end) = (site.source, site.name, site.next, site.end)
    guard s.isState(name), s.context.stateSubjects.contains(name) else { return .declined }
    let member = source.nextSignificant(next + 1, before: end)
    guard next < end, source.kind(next) == .period, member < end, source.text(member) == "value" else {
      s.placement.issue(
        "uses the subject `\(name)` as a publisher; it is State now, so react to its changes in the reducer")
      return .keptAsWritten
    }
    if scope.mode == .effect && s.mutates(source, after: member + 1, end: end) {
      s.placement.issue("mutates state `\(name)` inside an effect")
    }
    writer.write(reference(&s, name, scope: scope))
    return .rendered(resume: member + 1)
  }

  /// A read of an observed property: `state.x` (or its capture in an effect).
  static func readsState(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    guard s.isState(site.name) else { return .declined }
    if scope.mode == .effect && s.mutates(site.source, after: site.index + 1, end: site.end) {
      s.placement.issue("mutates state `\(site.name)` inside an effect")
    }
    writer.write(reference(&s, site.name, scope: scope))
    return .rendered(resume: site.index + 1)
  }

  /// A `let` constant of the view model, inlined as its value.
  /// A property holding an enum of child view models (`route: Route?`) is State's `destination` now.
  static func readsDestination(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    guard scope.mode == .reducer, !s.isState(site.name), s.context.childFields[site.name] == "destination" else {
      return .declined
    }
    // `route = .share(url)`: a case holding no child view model is not a case of `Destination`.
    let source = site.source
    let period = source.nextSignificant(site.next + 1, before: site.end)
    let name = source.nextSignificant(period + 1, before: site.end)
    if site.next < site.end, source.text(site.next) == "=", period < site.end,
      [.period, .prefixPeriod].contains(source.kind(period)), name < site.end, source.kind(name) == .identifier
    {
      let cases = s.context.viewModel.childReferences.compactMap { $0.cardinality == .enumCase ? $0.caseName : nil }
      if !cases.contains(source.text(name)) {
        s.placement.issue(
          "sets `\(site.name)` to `.\(source.text(name))`, which holds no child view model, so it is no case of"
            + " `Destination`; keep it as its own State field")
        return .keptAsWritten
      }
    }
    s.reducerStateUses += 1
    writer.write("state.destination")
    return .rendered(resume: site.index + 1)
  }

  static func inlinesConstant(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    guard let literal = s.literalConstant(site.name) else { return .declined }
    writer.write(literal)
    return .rendered(resume: site.index + 1)
  }

  /// A call of a query method that moved into State: `state.x(…)` in the reducer.
  static func callsStateMethod(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (name, next, end) = (site.name, site.next, site.end)
    guard s.context.stateMethods.contains(name), next < end, site.source.kind(next) == .leftParen else {
      return .declined
    }
    if scope.mode == .reducer {
      writer.write("state.\(name)")
      return .rendered(resume: site.index + 1)
    }
    if s.rendersStateMember {
      writer.write(name)
      return .rendered(resume: site.index + 1)
    }
    s.placement.issue(
      "calls the State method `\(name)` inside an effect; compute it in the reducer and capture the result")
    return .keptAsWritten
  }
}
