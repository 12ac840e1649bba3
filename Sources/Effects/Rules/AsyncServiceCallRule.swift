import Analysis
import Foundation
import Lexer
import Proposal

/// Effect rule `async-service-call`: awaited service calls.
public struct AsyncServiceCallRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "async-service-call" }
  /// Short title.
  public var title: String { "Awaited service calls" }
  /// What the rule does.
  public var summary: String {
    "Statements before the first `await` stay in the action case; the awaited service call moves into `.run` using the generated client and comes back as `…Response(Result { try await … })`; statements after it move into the response case (when they are one `withAnimation { … }` block, the response is sent with that animation and the block's statements run in the case). `try?` sends an optional instead of a `Result`. A tuple of State fields assigned as a whole, `(items, page) = try await …`, comes back as the tuple and each field is set in the response case. A `guard let api else { return }` on an optional service property goes: its client is a dependency, always there."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func load() async {
            isLoading = true
            items = try await api.fetchItems()
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case loadResponse(Result<[Item], any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .load:
            state.isLoading = true
            return .run { send in
              await send(.loadResponse(Result { try await itemsClient.fetchItems() }))
            }
          case let .loadResponse(.success(items)):
            state.items = items
            state.isLoading = false
            return .none
          case .loadResponse(.failure):
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadPage() async {
            isLoading = true
            do {
              (items, count) = try await api.fetchPage()
            } catch {
              errorMessage = error.localizedDescription
            }
            isLoading = false
          }
          """#,
        after: #"""
          // Action: case loadPageResponse(Result<([Item], Int), any Error>)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadPage:
            state.isLoading = true
            return .run { send in
              await send(.loadPageResponse(Result { try await itemsClient.fetchPage() }))
            }
          case let .loadPageResponse(.success((items, count))):
            state.items = items
            state.count = count
            state.isLoading = false
            return .none
          case let .loadPageResponse(.failure(error)):
            state.errorMessage = error.localizedDescription
            state.isLoading = false
            return .none
          """#),
      EffectExample(
        before: #"""
          func search() async {
            guard !query.isEmpty else { return }
            let found = try? await api.search(query)
            results = found ?? []
          }
          """#,
        after: #"""
          // Action: case searchResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .search:
            guard !state.query.isEmpty else { return .none }
            return .run { [query = state.query] send in
              await send(.searchResponse(try? await itemsClient.search(query)))
            }
          case let .searchResponse(found):
            state.results = found ?? []
            return .none
          """#),
      EffectExample(
        before: #"""
          func loadUnread() async {
            unread = await api.unreadCount()
          }
          """#,
        after: #"""
          // Action: case loadUnreadResponse(Int)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .loadUnread:
            return .run { send in
              await send(.loadUnreadResponse(await itemsClient.unreadCount()))
            }
          case let .loadUnreadResponse(unread):
            state.unread = unread
            return .none
          """#),
      EffectExample(
        before: #"""
          func trackOpen() async {
            await analytics.track("open")
          }
          """#,
        after: #"""
          // Dependency: @Dependency(AnalyticsClient.self) var analyticsClient
          case .trackOpen:
            return .run { _ in
              await analyticsClient.track("open")
            }
          """#),
      EffectExample(
        before: #"""
          func refresh() async {
            guard let api else { return }
            items = (try? await api.fetchItems()) ?? []
          }
          """#,
        after: #"""
          // Action: case refreshResponse([Item]?)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .refresh:
            return .run { send in
              await send(.refreshResponse(try? await itemsClient.fetchItems()))
            }
          case let .refreshResponse(response):
            state.items = response ?? []
            return .none
          """#),
      // Work after the await that is one `withAnimation { … }` block: the effect sends the response with that
      // animation, as TCA animates what an effect brings back, and the response case sets State plainly.
      EffectExample(
        before: #"""
          func refreshUnread() async {
            let total = await api.unreadCount()
            withAnimation {
              unread = total
              showBanner = total > 0
            }
          }
          """#,
        after: #"""
          // Action: case refreshUnreadResponse(Int)
          // Dependency: @Dependency(ItemsClient.self) var itemsClient
          case .refreshUnread:
            return .run { send in
              await send(.refreshUnreadResponse(await itemsClient.unreadCount()), animation: .default)
            }
          case let .refreshUnreadResponse(total):
            state.unread = total
            state.showBanner = total > 0
            return .none
          """#),
    ]
  }
}

extension AsyncServiceCallRule {
  /// `analytics.track("x")` on a synchronous, Void client endpoint: a fire-and-forget `.run`.
  static func fireAndForgetClientCall(_ s: inout ConversionSession, _ statement: Statement, scope: Scope) -> [String]? {
    let source = statement.source
    let header = source.droppingSelf(statement.headerIndices)
    guard header.count >= 5, statement.blocks.isEmpty, source.kind(header[1]) == .period,
      source.kind(header[3]) == .leftParen, source.kind(header[header.count - 1]) == .rightParen,
      s.client(source.text(header[0])) != nil,
      let method = s.serviceMethod(dependency: source.text(header[0]), name: source.text(header[2])),
      method.returnType == nil || method.returnType == "Void",
      !method.isAsync || s.hopsToMainActor(dependency: source.text(header[0]))
    else { return nil }
    // A later read of the same service must see what the call changed: a synchronous call stays in the reducer, in
    // order, rather than running after the case in an effect.
    let dependency = source.text(header[0])
    let session = s
    func isCommand(_ member: String) -> Bool {
      guard let called = session.serviceMethod(dependency: dependency, name: member) else { return false }
      return called.returnType == nil || called.returnType == "Void" || called.returnType == "()"
    }
    if !method.isAsync, readsLater(source, dependency: dependency, after: statement.range.upperBound, isCommand) {
      return nil
    }
    guard
      var rendered = StateCaptureRule.renderedInEffect(
        &s, [(statement, statement.range)], scope: scope, inClosure: nil)
    else {
      return nil
    }
    let call = rendered.writer.finish()
    let captureText = StateCaptureRule.captureListText(StateCaptureRule.stateCaptures(rendered.captures))
    // Written without `await`, an async endpoint is a main-actor method: its client hops to the main actor.
    let prefix = (method.throws ? "try " : "") + (method.isAsync ? "await " : "")
    return [".run { \(captureText)_ in"]
      + call.enumerated().map { s.indent + ($0.offset == 0 ? prefix : "") + $0.element }
      + ["}"]
  }

  /// Whether the body after token `index` reads `dependency`: a member of it that is not a command (`isCommand`, a
  /// method returning nothing), such as a property or a query.
  static func readsLater(
    _ source: BodySource, dependency: String, after index: Int, _ isCommand: (String) -> Bool
  ) -> Bool {
    let end = source.file.tokens.count
    var previous = TokenKind.unknown
    for position in index..<end where !source.kind(position).isTrivia {
      let kind = source.kind(position)
      defer { previous = kind }
      guard kind == .identifier, previous != .period, source.text(position) == dependency else { continue }
      let dot = source.nextSignificant(position + 1, before: end)
      let member = source.nextSignificant(dot + 1, before: end)
      guard member < end, source.kind(dot) == .period else { return true }
      if !isCommand(source.text(member)) { return true }
    }
    return false
  }

  /// The value type of an awaited expression, when known.
  static func valueType(_ s: ConversionSession, _ shape: AwaitShape) -> String? {
    if shape.isSleep { return "Void" }
    if let endpoint = shape.endpoint,
      let method = s.serviceMethod(dependency: endpoint.dependency, name: endpoint.method, labels: shape.endpointLabels)
        ?? s.serviceMember(dependency: endpoint.dependency, name: endpoint.method),
      method.genericParameters == nil
    {
      return method.returnType ?? "Void"
    }
    if let read = shape.endpointMember,
      let method = s.serviceMethod(dependency: read.dependency, name: read.method, labels: shape.endpointLabels),
      method.genericParameters == nil, let result = method.returnType,
      let type = s.context.models[TypeText.stripExistential(result)]?.storedProperties.first(where: {
        $0.name == read.member
      })?.type
    {
      return type
    }
    if let endpoint = shape.endpoint, let system = SystemDependencyRule.systemDependency(s, endpoint.dependency),
      let type = SystemDependencyRule.awaitedValueType(of: system.type.name, method: endpoint.method)
    {
      return type
    }
    if let call = shape.sharedInstanceCall,
      let type = SystemDependencyRule.awaitedValueType(of: call.type, method: call.method)
    {
      return type
    }
    switch shape.form {
    case .bind(_, let annotation?): return shape.marker == "try?" ? String(annotation.dropLast()) : annotation
    case .assign(let name):
      guard let type = s.stateType(name) else { return nil }
      return shape.marker == "try?" && type.hasSuffix("?") ? String(type.dropLast()) : type
    default: return nil
    }
  }

  /// Whether the response carries a `Result` (the call throws or may throw).
  static func usesResult(_ s: ConversionSession, _ shape: AwaitShape) -> Bool {
    if shape.marker == "try" || shape.marker == "try!" { return true }
    if shape.marker == "try?" { return false }
    guard let endpoint = shape.endpoint, s.client(endpoint.dependency) != nil else { return false }
    return s.serviceMember(dependency: endpoint.dependency, name: endpoint.method)?.throws ?? true
  }

  /// A client call whose result nobody waits for, as a fire-and-forget effect.
  static func firesAndForgets(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    s.startEffect(at: site, scope: scope, into: &writer) { fireAndForgetClientCall(&$0, site.statement, scope: scope) }
  }

  /// A statement with an `await` inside its expression (`items = try await api.load()` in a `let`, an argument):
  /// the effect and its response cases, when the statement needs nothing from the reducer.
  static func awaitsInExpression(
    _ s: inout ConversionSession, _ site: SequenceSite, scope: inout Scope, into writer: inout LineWriter
  ) -> SequenceOutcome {
    let statement = site.statement
    guard !statement.awaitsInHeader, statement.awaitsOutsideClosures, s.isEffectSafe(statement, scope: scope) else {
      return .declined
    }
    let statements = CatchAndDeferRule.flattenedDoCatch(&s, site.statements, from: site.k, scope: scope)
    let built = AwaitSequenceRule.buildEffect(
      &s, statements, at: site.k, scope: scope, depth: site.depth, into: &writer)
    return SequenceOutcome(finished: built)
  }

  /// An injected service: its generated client (`itemsClient`), endpoints renamed as the client names them.
  static func readsClient(
    _ s: inout ConversionSession, _ site: MemberSite, scope: Scope, into writer: inout LineWriter
  ) -> MemberOutcome {
    let (source, name, index, next, end) = (site.source, site.name, site.index, site.next, site.end)
    guard let binding = s.client(name) else { return .declined }
    s.use(DependencyUse(property: binding.property, key: binding.dependencyKey))
    let endpoint = source.nextSignificant(next + 1, before: end)
    // A main-actor object's property is read through an `async` endpoint: awaited in an effect, refused in the case.
    let hoppingRead =
      endpoint < end && s.hopsToMainActor(dependency: name)
      && s.serviceMethod(dependency: name, name: source.text(endpoint)) == nil
      && s.serviceMember(dependency: name, name: source.text(endpoint)) != nil
    let awaited = source.previousSignificant(index, after: 0).map { source.isWord($0, "await", end: end) } ?? false
    if hoppingRead && scope.mode == .reducer {
      s.placement.issue(
        "reads `\(source.text(endpoint))` of `\(name)` on the main actor, so its client endpoint is `async`; read it in an"
          + " effect")
    }
    let wraps = hoppingRead && scope.mode == .effect && !awaited
    writer.write((wraps ? "(await " : "") + binding.property)
    // A member may be a word the lexer marks as a contextual keyword (`client.get(…)`, `store.set(…)`).
    guard
      next < end && source.kind(next) == .period && endpoint < end
        && [.identifier, .contextualKeyword].contains(source.kind(endpoint))
    else {
      // A library dependency's value (`now`, `uuid`) or a client the view model already held is what it was.
      if binding.key == nil, binding.endpointsAreComplete, handsOnWhole(source, at: index, next: next, end: end) {
        s.placement.issue(
          "passes the service `\(name)` itself on; the reducer reaches it only through `\(binding.clientType)`'s"
            + " endpoints, so hand that code what it needs")
      }
      return .rendered(resume: index + 1)
    }
    let endpointName = source.text(endpoint)
    let after = source.nextSignificant(endpoint + 1, before: end)
    if after < end, source.kind(after) == .equal || ServicePropertyWriteRule.isCompoundAssignment(source, after) {
      // A property read through the client is a call: nothing can be assigned to it.
      s.placement.issue(
        ServicePropertyWriteRule.setterIssue(property: endpointName, dependency: name, client: binding.clientType))
    }
    if scope.mode == .reducer, s.hopsToMainActor(dependency: name),
      s.serviceMethod(dependency: name, name: endpointName)?.isAsync == true
    {
      s.placement.issue(
        "`\(endpointName)` of `\(name)` runs on the main actor, so its client endpoint is `async`; await it in an effect"
      )
    }
    if !s.bridgingPublisher, let method = s.serviceMethod(dependency: name, name: endpointName), !method.isAsync,
      RequestPublisher.parse(method.returnType) != nil
    {
      s.placement.issue(
        "`\(endpointName)` returns a request publisher; its client endpoint is `async throws`, so await it")
    }
    if binding.endpointsAreComplete || !binding.endpoints.isEmpty, binding.endpoints[endpointName] == nil {
      s.placement.issue(
        binding.endpoints.isEmpty
          && s.service(dependency: name)?.file == nil
          ? "reads `\(endpointName)` of `\(name)`, whose type the codebase does not declare: `\(binding.clientType)` has no endpoints yet; add one"
          : "reads `\(endpointName)` of `\(name)`, which `\(binding.clientType)` has no endpoint for; add one")
    }
    let call = source.nextSignificant(endpoint + 1, before: end)
    // Labels pick an overload; most services have none, and a call's labels are then not read.
    let labels = binding.overloads.isEmpty ? nil : source.callLabels(at: call, end: end)
    let method = s.serviceMethod(dependency: name, name: endpointName, labels: labels)
    let written = method.flatMap { binding.overloads[$0.selector] } ?? binding.endpoints[endpointName] ?? endpointName
    writer.write("." + written + (wraps ? ")" : ""))
    if let method {
      s.defaultArguments.note(
        call: call, in: source, end: end, method: method)
    }
    return .rendered(resume: endpoint + 1)
  }

  /// Whether the service reference at `index` is a whole value handed on (`Controller(storage: storage)`,
  /// `let s = storage`, `return storage`), not the receiver of a member.
  static func handsOnWhole(_ source: BodySource, at index: Int, next: Int, end: Int) -> Bool {
    if next < end, [.period, .questionMark, .exclamationMark, .leftParen].contains(source.kind(next)) { return false }
    guard var previous = source.previousSignificant(index, after: 0) else { return false }
    if source.kind(previous) == .period, let receiver = source.previousSignificant(previous, after: 0),
      source.isWord(receiver, "self", end: end)
    {
      guard let before = source.previousSignificant(receiver, after: 0) else { return false }
      previous = before
    }
    switch source.kind(previous) {
    case .leftParen, .comma, .colon, .equal: return true
    default: return source.isWord(previous, "return", end: end)
    }
  }

  /// `guard let api else { return }` on an optional service property (handed in after `init`): its client is a
  /// dependency, always there, so the check goes and the calls after it reach the client.
  static func dropsClientGuard(
    _ s: inout ConversionSession, _ site: StatementSite, scope: inout Scope, into writer: inout LineWriter
  ) -> StepOutcome {
    let words = site.words
    guard words.count >= 4, words[0] == "guard", words[1] == "let", s.client(words[2]) != nil,
      !scope.locals.contains(words[2]),
      words[3] == "else"
        || (words.count >= 6 && words[3] == "=" && words[4] == words[2] && words[5] == "else")
    else { return .declined }
    return .converted
  }
}
