import Analysis
import Proposal

/// Effect rule `untranslatable`: what the rewriter refuses.
public struct UntranslatableRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "untranslatable" }
  /// Short title.
  public var title: String { "What the rewriter refuses" }
  /// What the rule does.
  public var summary: String {
    "Code it cannot translate is kept verbatim as comments under `// TODO(tca-migrate): <reason>` and listed with its file line: `self` passed around, `$x` publishers in methods, awaits nested in branches (and what runs after a refused await: in the case it would run at once), a `try` in a case body that no `do`/`catch` of it catches (a reducer cannot throw), a loop that changes a local declared before its await (the `catch` of such a `do` is kept too), view-model methods used inside expressions or passed as function values, methods that return values, other Combine pipelines."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func register() {
            coordinator.attach(self)
            count += 1
          }
          """#,
        after: #"""
          case .register:
            // TODO(tca-migrate): uses `self` directly
            // coordinator.attach(self)
            state.count += 1
            return .none
          """#,
        status: .partial),
      EffectExample(
        before: #"""
          func tally() {
            let total = items.map { weight(of: $0) }.reduce(0, +)
            count = total
            isLoading = false
          }
          func weight(of item: Item) -> Int { item.title.count }
          """#,
        after: #"""
          case .tally:
            // TODO(tca-migrate): calls view-model method `weight` inside an expression
            // let total = items.map { weight(of: $0) }.reduce(0, +)
            // TODO(tca-migrate): uses `total`, whose declaration could not be translated
            // count = total
            state.isLoading = false
            return .none
          """#,
        status: .partial),
      EffectExample(
        before: #"""
          func tallyUnread() async {
            let total = items.map { weight(of: $0) }.reduce(0, +)
            unread = await api.unreadCount() - total
          }
          func weight(of item: Item) -> Int { item.title.count }
          """#,
        after: #"""
          case .tallyUnread:
            // TODO(tca-migrate): calls view-model method `weight` inside an expression
            // let total = items.map { weight(of: $0) }.reduce(0, +)
            // TODO(tca-migrate): uses `total`, whose declaration could not be translated
            // unread = await api.unreadCount() - total
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          func loadAfterLast() async {
            do {
              guard let last = await api.newestPage()?.id else { return }
              items = try await api.fetchPage(after: last)
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          case .loadAfterLast:
            // TODO(tca-migrate): awaits inside a nested block; move this work into an effect
            // guard let last = await api.newestPage()?.id else { return }
            // TODO(tca-migrate): runs after an `await` that was not translated; move it into that work's effect
            // items = try await api.fetchPage(after: last)
            // TODO(tca-migrate): the `catch` of a `do` whose awaits were not translated; handle their failure by hand
            // } catch {
            //   errorMessage = error.localizedDescription
            // }
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          func markRead() async {
            isLoading = true
            await analytics.track("read \(self)")
            isLoading = false
          }
          """#,
        after: #"""
          case .markRead:
            state.isLoading = true
            // TODO(tca-migrate): awaits, but the effect for it and the work after it could not be written; uses `self` directly
            // await analytics.track("read \(self)")
            // TODO(tca-migrate): runs after an `await` that was not translated; move it into that work's effect
            // isLoading = false
            return .none
          """#,
        status: .partial),
      EffectExample(
        before: #"""
          func tallyFirst() {
            guard let first = items.first(where: { weight(of: $0) > 3 }) else { return }
            selection = first
          }
          func weight(of item: Item) -> Int { item.title.count }
          """#,
        after: #"""
          case .tallyFirst:
            // TODO(tca-migrate): calls view-model method `weight` inside an expression
            // guard let first = items.first(where: { weight(of: $0) > 3 }) else { return }
            // TODO(tca-migrate): uses `first`, whose declaration could not be translated
            // selection = first
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          func pollUntilLoaded() async {
            while items.isEmpty {
              let page = try? await api.fetchItems()
              guard let page else { break }
              items = page
            }
          }
          """#,
        after: #"""
          case .pollUntilLoaded:
            // TODO(tca-migrate): awaits inside `while`; move this work into an effect by hand
            // while items.isEmpty {
            //   let page = try? await api.fetchItems()
            //   guard let page else { break }
            //   items = page
            // }
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          func label() {
            username = count > 0 ? formatted(count) : ""
          }
          private func formatted(_ value: Int) -> String {
            count += 1
            return "\(value)"
          }
          """#,
        after: #"""
          case .label:
            // TODO(tca-migrate): calls view-model method `formatted` inside an expression
            // username = count > 0 ? formatted(count) : ""
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          func sortItems() {
            isLoading = false
            items = items.sorted(by: isNewer)
          }
          private func isNewer(_ left: Item, _ right: Item) -> Bool {
            count += 1
            return left.id > right.id
          }
          """#,
        after: #"""
          case .sortItems:
            state.isLoading = false
            // TODO(tca-migrate): passes view-model method `isNewer` as a function value; the reducer has no such function
            // items = items.sorted(by: isNewer)
            return .none
          """#,
        status: .partial),
      EffectExample(
        before: #"""
          func importItems(_ data: Data) throws {
            items = try JSONDecoder().decode([Item].self, from: data)
            isLoading = false
          }
          """#,
        after: #"""
          case let .importItems(data):
            // TODO(tca-migrate): throws from the action (a `try` no `do`/`catch` here catches); catch the error in the case, or move the call into an effect and send the error to a failure case
            // items = try JSONDecoder().decode([Item].self, from: data)
            state.isLoading = false
            return .none
          """#,
        status: .partial),
      EffectExample(
        before: #"""
          func importDraft(_ data: Data) {
            do {
              items = try JSONDecoder().decode([Item].self, from: data)
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          case let .importDraft(data):
            do {
              state.items = try JSONDecoder().decode([Item].self, from: data)
            } catch {
              state.errorMessage = error.localizedDescription
            }
            return .none
          """#),
      EffectExample(
        before: #"""
          func saveAll() async {
            do {
              for item in items {
                try await api.save(item)
                count += 1
              }
            } catch {
              errorMessage = error.localizedDescription
            }
          }
          """#,
        after: #"""
          case .saveAll:
            // TODO(tca-migrate): awaits inside `for`; move this work into an effect by hand
            // for item in items {
            //   try await api.save(item)
            //   count += 1
            // }
            // TODO(tca-migrate): the `catch` of a `do` whose awaits were not translated; handle their failure by hand
            // } catch {
            //   errorMessage = error.localizedDescription
            // }
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          func canSubmit() -> Bool {
            !query.isEmpty
          }
          """#,
        after: #"""
          case .canSubmit:
            // TODO(tca-migrate): `canSubmit` returns `Bool`; a reducer case cannot return a value to the view; move it to State or a helper
            // !query.isEmpty
            return .none
          """#,
        status: .manual),
      EffectExample(
        before: #"""
          init() {
            $items
              .combineLatest($query)
              .filter { _, query in !query.isEmpty }
              .map { items, query in items.filter { $0.title.contains(query) } }
              .assign(to: &$results)
          }
          """#,
        after: #"""
          case .onAppear:
            // TODO(tca-migrate): uses the `$items` publisher; uses the `$query` publisher
            // $items
            //   .combineLatest($query)
            //   .filter { _, query in !query.isEmpty }
            //   .map { items, query in items.filter { $0.title.contains(query) } }
            //   .assign(to: &$results)
            return .none
          """#,
        status: .manual),
      // Regression (openedx's `resetPassword(email:isRecovered:)`): the effect captured the `Binding` and the
      // response carried it, neither of which compiles in Swift 6.
      EffectExample(
        before: #"""
          func reload(done: Binding<Bool>) async {
            count = await api.unreadCount()
            done.wrappedValue = true
          }
          """#,
        after: #"""
          case let .reload(done):
            // TODO(tca-migrate): awaits, but the effect for it and the work after it could not be written; `done` is a SwiftUI `Binding`, which an effect can neither capture nor send back (it is not `Sendable`); keep the value it sets in State and let the view read it
            // count = await api.unreadCount()
            // TODO(tca-migrate): runs after an `await` that was not translated; move it into that work's effect
            // done.wrappedValue = true
            return .none
          """#,
        status: .manual),
    ]
  }
}

extension UntranslatableRule {
  /// `throw`, `async let`, and a `try` no `do`/`catch` of the statement catches, directly in a case body, stay under
  /// a TODO: a reducer cannot throw.
  static func refusesThrowingAndAsyncLet(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    guard scope.mode == .reducer, !scope.inClosure else { return .declined }
    let reasons: [String]
    if site.first == "throw", !scope.catchesErrors {
      reasons = ["throws from the action; send the error to a failure case instead"]
    } else if site.first == "async" {
      // An `async let` the effect rules left here could not move into an effect: what it runs says why.
      reasons = ["`async let` needs an effect"] + s.effectIssues(site.statement, scope: scope)
    } else if !scope.catchesErrors, site.statement.throwsOutsideClosures, !site.statement.awaitsOutsideClosures {
      // The outermost statement holding the `try` is kept (a `do` with a catch-all holds none); an awaiting one is
      // the effect rules' (a `try await` moves into an effect, or is refused for its await).
      reasons = [throwingReason]
    } else {
      return .declined
    }
    s.placement.emitTodo(site.statement, reasons: reasons, depth: site.depth, into: &writer)
    return .converted
  }

  /// Why a `try` in a case body stays under a TODO.
  static let throwingReason =
    "throws from the action (a `try` no `do`/`catch` here catches); catch the error in the case, or move the call"
    + " into an effect and send the error to a failure case"

  /// A statement whose blocks await (`if x { await … }`) where no rule splits it stays under a TODO.
  static func refusesNestedAwait(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    let statement = site.statement
    guard scope.mode == .reducer, statement.awaitsOutsideClosures, !statement.awaitsInHeader else { return .declined }
    let reason = "awaits inside `\(site.first)`; move this work into an effect by hand"
    s.placement.emitTodo(statement, reasons: [reason], depth: site.depth, into: &writer)
    return .converted
  }

  /// A method called on a child view model held in State: its feature has an action for it instead. A dependency of
  /// the child read through it is its feature's client, which State does not hold.
  static func refusesChildMethodCall(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    guard s.isState(site.name) else { return .declined }
    if let dependency = s.childDependencyUse(site.source, site.name, after: site.index, end: site.end) {
      s.placement.issue(
        "reaches `\(dependency)` of the child view model `\(site.name)`, a dependency its feature holds as a client,"
          + " not State; send the child an action for this work, or call the client from an effect here")
      return .keptAsWritten
    }
    guard let method = s.childMethodCall(site.source, site.name, after: site.index, end: site.end) else {
      return .declined
    }
    s.placement.issue(
      "calls `\(method)` on the child view model `\(site.name)`; its feature has an action for it, and shared logic belongs in State or the parent"
    )
    return .keptAsWritten
  }

  /// View-model methods in expressions, stored properties that are neither State nor clients, computed
  /// properties that stayed behind, and other `self.x`: kept under a TODO.
  static func refusesMember(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (name, next, end) = (site.name, site.next, site.end)
    if let method = s.viewModelMethod(name) {
      if let labels = site.source.callLabels(at: next, end: end), !method.accepts(labels: labels) {
        let selector = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        s.placement.issue(
          "calls `\(selector)`, an overload of `\(name)` that did not become an action (only the first overload does);"
            + " give it an action of its own")
        return .keptAsWritten
      }
      let isCall = next < end && (site.source.kind(next) == .leftParen || site.source.kind(next) == .leftBrace)
      if isCall || site.explicitSelf {
        s.placement.issue("calls view-model method `\(name)` inside an expression")
      } else {
        s.placement.issue("passes view-model method `\(name)` as a function value; the reducer has no such function")
      }
      return .keptAsWritten
    }
    if (s.context.viewModel.ownerReferences ?? []).contains(where: { $0.name == name }) {
      s.placement.issue(
        "uses `\(name)`, a weak reference to another view model (usually the one holding this one), which a"
          + " feature cannot reach; put what it reads in State, and tell the parent through a `.delegate` action")
      return .keptAsWritten
    }
    if s.storedProperty(name) != nil || s.context.viewModel.dependencies.contains(where: { $0.name == name }) {
      s.placement.issue("uses `\(name)`, which is neither state nor a known client")
      return .keptAsWritten
    }
    if s.context.viewModel.computed.contains(where: { $0.name == name }) {
      s.placement.issue("reads computed property `\(name)`, which did not move into State")
      return .keptAsWritten
    }
    if site.explicitSelf { s.placement.issue("uses `self.\(name)`, which is not state") }
    return .declined
  }
}

extension UntranslatableRule {
  /// A method a view hands a main-actor object that is no feature (`refresh(for session: SessionStore)`, a client):
  /// the reducer is not on the main actor and cannot read it, so the body stays under a TODO naming the fix.
  static func refusesMainActorObject(_ method: Method, _ body: ParsedBody, in context: ConversionContext)
    -> MethodConversion?
  {
    let objects = method.parameters.filter { context.mainActorObjects.contains(TypeText.unwrapped($0.type)) }
    guard !objects.isEmpty else { return nil }
    let read = body.statements.reduce(into: Set<String>()) { $0.formUnion($1.identifiersUsed) }
    guard let object = objects.first(where: { read.contains($0.name) }) else { return nil }
    let type = TypeText.unwrapped(object.type)
    let reason =
      "reads `\(object.name)`, a `\(type)`: a main-actor object that becomes a dependency client, not State, and a reducer cannot read it; send the values the case needs in the action instead"
    return TodoPlacement.refusedMethod(body.statements, reason: reason, line: method.line)
  }
}
