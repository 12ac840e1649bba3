import Analysis

/// Async helpers that some caller could not inline become private async methods of the reducer, taking the State
/// they read as parameters, so the code is migrated once and effects finished by hand can call it.
public struct AsyncHelperRule: ProposalRule {
  /// Creates the rule.
  public init() {}

  public var name: String { "async-helper-methods" }
  public var guide: String { "MethodsToActions.md" }
  public var summary: String {
    "An async helper that a caller calls inside an expression or could not inline, and that changes no State, sends no action and starts no effect of its own, becomes a private `async` method of the reducer: the State it reads becomes its trailing parameters (an effect has no `state`: the case's effect captures them and passes them, `try await load(id: id, items: items)`, its response typed by the helper's return type), its service calls go through the reducer's clients, and it keeps its `throws` and its return type. Helpers that write State, call other view-model methods, read stored properties that are neither State nor a client, or would leave a TODO stay commented out."
  }
  public var examples: [RuleExample] {
    [
      RuleExample(
        before: """
          protocol FeedCache {
            func count(for account: String) async throws -> Int
          }
          final class FeedViewModel: ObservableObject {
            @Published var accountID = ""
            @Published var total = 0
            private let cache: FeedCache
            init(cache: FeedCache) {
              self.cache = cache
            }
            func refresh() async {
              let count = try? await cachedCount()
              total = count ?? 0
            }
            private func cachedCount() async throws -> Int {
              guard !accountID.isEmpty else { return 0 }
              return try await cache.count(for: accountID)
            }
          }
          struct FeedView: View {
            @StateObject var viewModel: FeedViewModel
            var body: some View {
              Button("Refresh") { Task { await viewModel.refresh() } }
            }
          }
          """,
        after: """
          private func cachedCount(accountID: String) async throws -> Int {
            guard !accountID.isEmpty else { return 0 }
            return try await feedCacheClient.count(for: accountID)
          }
          """,
        note:
          "The call sits in an expression, so it cannot be inlined: the case's effect captures `accountID` and calls `try? await cachedCount(accountID: accountID)`, and its response carries the count.",
        usesEffectRewriter: true)
    ]
  }

  public func apply(to proposal: inout FeatureProposal, in context: ProposalContext) {
    let candidates = proposal.asyncHelperCandidates
    proposal.asyncHelperCandidates = []
    let calledByCases = Set(proposal.conversions.flatMap(\.calledHelpers))
    var placed = false
    for candidate in candidates {
      let (name, line) = (candidate.method.name, candidate.method.line)
      // Still a helper left for the cases that call it (not folded away, not a child factory).
      guard
        proposal.helpers.contains(where: {
          $0.name == name && $0.line == line && ($0.reason == HelperMethod.calledReason || calledByCases.contains(name))
        })
      else { continue }
      proposal.helpers.removeAll { $0.name == name && $0.line == line }
      proposal.reducerHelpers.append(candidate.method)
      for dependency in candidate.conversion.dependencies { proposal.addDependency(dependency) }
      var record = ConversionRecord(method: name, action: name, status: .full, line: line)
      record.file = context.viewModel.methods.first { $0.name == name && $0.line == line }?.file
      proposal.conversions.append(record)
      placed = true
    }
    if placed { proposal.appliedRules.append(self.name) }
  }

  /// The helpers among `methods` that become reducer methods, translated in `conversionContext`: async instance
  /// methods with one declaration, a body the converter runs whole in an effect, and State of known types.
  public static func candidates(
    among methods: [Method], in proposal: FeatureProposal, context: ProposalContext,
    conversionContext: ConversionContext
  ) -> [AsyncHelperCandidate] {
    methods.compactMap { method in
      guard method.isAsync, !method.isStatic, method.body != nil,
        context.viewModel.methods.filter({ $0.name == method.name }).count == 1,
        let conversion = context.converter.convertAsyncHelper(method, in: conversionContext),
        let signature = signature(of: method, reading: conversion.stateReads, in: proposal, context: context)
      else { return nil }
      return AsyncHelperCandidate(
        method: ReducerHelper(name: method.name, line: method.line, signature: signature, body: conversion.body),
        conversion: conversion)
    }
  }

  /// `name(label param: Type, field: StateType) async throws -> Result`; nil when a State field it reads has no
  /// known type, or shares a name with a parameter.
  static func signature(
    of method: Method, reading fields: [String], in proposal: FeatureProposal, context: ProposalContext
  ) -> String? {
    var parameters = method.parameters.map { parameter -> String in
      let type = context.replacingViewModelTypes(in: parameter.type)
      let name = TCANaming.identifier(parameter.name)
      let label = parameter.label ?? "_"
      return (label == name ? name : "\(label) \(name)") + ": \(type)"
    }
    for field in fields {
      let stored = proposal.field(named: field)
      let declared =
        stored?.type ?? stored?.defaultValue.flatMap(TypeInference.infer)
        ?? proposal.computed.first { $0.name == field }?.type
      guard let type = declared, !method.parameters.contains(where: { $0.name == field }) else { return nil }
      parameters.append("\(TCANaming.identifier(field)): \(type)")
    }
    var signature = "\(TCANaming.identifier(method.name))(\(parameters.joined(separator: ", "))) async"
    if method.throws { signature += " throws" }
    if let result = method.returnType, !["Void", "()"].contains(result) {
      signature += " -> " + context.replacingViewModelTypes(in: result)
    }
    return signature
  }
}
