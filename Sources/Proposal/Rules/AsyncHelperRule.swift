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
    let calledByCases = Set(proposal.conversions.flatMap(\.calledHelpers))
    let pending = proposal.helpers.filter { $0.reason == HelperMethod.calledReason || calledByCases.contains($0.name) }
    guard !pending.isEmpty else { return }
    let conversionContext = ProposalBuilder.conversionContext(for: proposal, in: context)
    for helper in pending {
      guard
        let method = context.viewModel.methods.first(where: { $0.name == helper.name && $0.line == helper.line }),
        let (conversion, signature) = Self.translated(
          method, in: proposal, context: context, conversionContext: conversionContext)
      else { continue }
      proposal.helpers.removeAll { $0.name == helper.name && $0.line == helper.line }
      proposal.reducerHelpers.append(
        ReducerHelper(name: method.name, line: method.line, signature: signature, body: conversion.body))
      for dependency in conversion.dependencies { proposal.addDependency(dependency) }
      var record = ConversionRecord(method: method.name, action: method.name, status: .full, line: method.line)
      record.file = method.file
      proposal.conversions.append(record)
    }
    if proposal.reducerHelpers.contains(where: { helper in pending.contains { $0.name == helper.name } }) {
      proposal.appliedRules.append(name)
    }
  }

  /// The helpers among `methods` that become reducer methods → the State fields each takes, for the cases that
  /// call them from their effects.
  public static func fieldsPassed(
    to methods: [Method], in proposal: FeatureProposal, context: ProposalContext, conversionContext: ConversionContext
  ) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for method in methods where method.isAsync && !method.isStatic {
      guard
        let (conversion, _) = translated(
          method, in: proposal, context: context, conversionContext: conversionContext)
      else { continue }
      result[method.name] = conversion.stateReads
    }
    return result
  }

  /// `method`'s translation and signature as a reducer method, when it qualifies.
  static func translated(
    _ method: Method, in proposal: FeatureProposal, context: ProposalContext, conversionContext: ConversionContext
  ) -> (AsyncHelperConversion, String)? {
    guard method.isAsync, !method.isStatic, method.body != nil,
      context.viewModel.methods.filter({ $0.name == method.name }).count == 1,
      let conversion = context.converter.convertAsyncHelper(method, in: conversionContext),
      let signature = signature(of: method, reading: conversion.stateReads, in: proposal, context: context)
    else { return nil }
    return (conversion, signature)
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
