import Analysis
import Foundation
import Outline
import Proposal

/// Renders a migration proposal to the files a person reviews or applies; the entry point of the Emit stage.
public struct FeatureEmitter: Sendable {
  /// Options (test module, tests folder).
  public var options: EmitOptions

  /// Creates an emitter.
  public init(options: EmitOptions = EmitOptions()) {
    self.options = options
  }

  /// The feature, client, tests and rewritten view files for `feature` (or every feature when nil).
  /// `sources` maps owner file paths (relative to the root) to their current text, for the view rewrites;
  /// `viewModels` (the analysis) tells call sites which initializer arguments were injected services; `migrating`
  /// names the other features migrated in the same run (a child built in their views takes their scoped store);
  /// `keptProtocols`, when a caller emitting feature after feature found them once, saves reading every file again.
  public func files(
    for proposal: MigrationProposal, feature: String? = nil, sources: [String: String] = [:],
    viewModels: [ViewModel] = [], migrating: [String] = [], keptProtocols: KeptProtocols? = nil
  ) -> [GeneratedFile] {
    // Looked up once: `feature(named:)` reads the whole list.
    let chosen = feature.map { name in proposal.feature(named: name).map { [$0] } ?? [] } ?? proposal.features
    let selected = Set(chosen.map(\.name))
    let proposal = HandedStores.resolved(
      OwnerStores.resolved(proposal, sources: sources, features: selected.union(migrating)), sources: sources,
      features: selected)
    let unit = proposal.indentation
    let features = proposal.features.filter { selected.contains($0.name) }
    var result: [GeneratedFile] = []
    var clientNames: Set<String> = []
    var rewrittenViews: [String: String] = [:]
    var viewOrder: [String] = []
    let parents = features + proposal.features.filter { migrating.contains($0.name) && !features.contains($0) }
    let recipes = Self.recipes(proposal, viewModels: viewModels, migrating: parents)
    let protected = proposal.features.map(\.viewModel)
    let kept =
      keptProtocols
      ?? KeptProtocols(sources: sources, viewModels: protected, modelFiles: Set(viewModels.map(\.file)))
    for item in features {
      let folder = Self.folder(of: item.file)
      result.append(
        GeneratedFile(
          path: folder + item.name + ".swift", contents: FeatureRenderer(indentation: unit).render(item),
          kind: .feature))
      for name in item.clients where clientNames.insert(name).inserted {
        guard let client = proposal.clients.first(where: { $0.name == name }) else { continue }
        result.append(
          GeneratedFile(
            path: (client.serviceFile.map(Self.folder) ?? folder) + client.name + ".swift",
            contents: ClientRenderer(indentation: unit).render(client),
            kind: .client))
      }
      for shared in proposal.sharedStates(declaredBy: item) where clientNames.insert(shared.valueType).inserted {
        result.append(
          GeneratedFile(
            path: Self.folder(of: shared.file) + shared.valueType + ".swift",
            contents: SharedStateRenderer(indentation: unit).render(shared), kind: .client))
      }
      let testsFolder = options.testsDirectory.isEmpty ? "" : options.testsDirectory + "/"
      if !item.tests.isEmpty {
        result.append(
          GeneratedFile(
            path: testsFolder + item.name + "Tests.swift",
            contents: TestsRenderer(indentation: unit, moduleName: options.moduleName).render(item), kind: .tests))
      }
      let rewriter = ViewRewriter(
        indentation: unit, recipes: recipes, protectedTypes: protected, keptProtocols: kept)
      // A type nested in another owner is rewritten first: the outer owner's rewrite would otherwise take the nested
      // one's property of the model's type for its own (kiwix's `BrowserTab.Content` kept `@EnvironmentObject`).
      let nestedFirst = item.views.enumerated().sorted {
        ($1.element.owner.depth, $0.offset) < ($0.element.owner.depth, $1.offset)
      }
      for view in item.views where rewrittenViews[view.file] == nil && sources[view.file] != nil {
        if !viewOrder.contains(view.file) { viewOrder.append(view.file) }
      }
      for view in nestedFirst.map(\.element) {
        guard let source = rewrittenViews[view.file] ?? sources[view.file] else { continue }
        rewrittenViews[view.file] = rewriter.rewrite(source, with: view)
      }
      for view in item.views {
        for path in sources.keys.sorted() where path != view.file {
          guard let original = rewrittenViews[path] ?? sources[path] else { continue }
          let extended = rewriter.rewriteOwnerExtensions(original, with: view)
          let source = extended ?? original
          guard let rewritten = rewriter.rewriteCallSites(source, with: view, path: path) ?? extended else { continue }
          if rewrittenViews[path] == nil { viewOrder.append(path) }
          rewrittenViews[path] = rewritten
        }
      }
      if let stores = EnvironmentStores(item, unit: unit) {
        for (path, text) in stores.rewrite(sources.merging(rewrittenViews) { $1 }).sorted(by: { $0.key < $1.key }) {
          if rewrittenViews[path] == nil { viewOrder.append(path) }
          rewrittenViews[path] = text
        }
      }
    }
    for path in viewOrder {
      // A rewrite must not break a view that parsed (nor break a broken one further); such a view is left alone.
      guard let rewritten = rewrittenViews[path],
        StructureCheck.defectCount(rewritten) <= StructureCheck.defectCount(sources[path] ?? "")
      else { continue }
      result.append(GeneratedFile(path: path, contents: StateElementStores.flag(rewritten) ?? rewritten, kind: .view))
    }
    return result.map(Self.parseable)
  }

  /// `file` when it parses; otherwise its lines as comments under a TODO, so no generated file fails to parse.
  static func parseable(_ file: GeneratedFile) -> GeneratedFile {
    guard file.kind != .view, !StructureCheck.isWellFormed(file.contents) else { return file }
    var copy = file
    let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    copy.contents =
      (["// TODO(tca-migrate): this generated file would not parse (is the source complete?); review it by hand:"]
      + WellFormedOutput.commentedOut(lines)).joined(separator: "\n") + "\n"
    return copy
  }

  /// A store recipe per feature; a child of a feature migrated now is built from its parent's scoped store.
  static func recipes(_ proposal: MigrationProposal, viewModels: [ViewModel], migrating: [FeatureProposal])
    -> [String: StoreRecipe]
  {
    var result: [String: StoreRecipe] = [:]
    for item in proposal.features {
      let viewModel = viewModels.first { $0.name == item.viewModel }
      result[item.name] = StoreRecipe.make(feature: item, viewModel: viewModel, clients: proposal.clients)
    }
    for parent in migrating {
      for child in parent.children where child.kind == .scope && result[child.feature] != nil {
        for view in parent.views where view.kind != .viewController && view.holdsCollection != true {
          result[child.feature]?.parentScopes[view.file] =
            "\(view.storeName).scope(state: \\.\(child.property), action: \\.\(child.property))"
        }
      }
    }
    return result
  }

  /// `Sources/App/Quiz/QuizViewModel.swift` → `Sources/App/Quiz/`.
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return String(file[...slash])
  }
}

extension String {
  /// How many types a qualified owner name is nested in (`BrowserTab.Content` → 1).
  fileprivate var depth: Int { utf8.count { $0 == UInt8(ascii: ".") } }
}
