import Lexer
import Proposal

/// The store property each owner gets, free of the names its type already declares: a view holding a `store`
/// already (another feature's, applied before) takes this feature's as `appStore` for `AppFeature`.
enum StoreNaming {
  /// `playerStore` for `PlayerFeature`.
  static func featureStoreName(_ feature: String) -> String {
    let base = feature.hasSuffix("Feature") ? String(feature.dropLast("Feature".count)) : feature
    return (base.first.map { $0.lowercased() + base.dropFirst() } ?? "store") + "Store"
  }

  /// `proposal` with the store name of each view of `features`, where its owner in `sources` already declares it for
  /// something other than the view model it replaces, changed to the feature's name (and a number, while that is
  /// taken too).
  static func resolved(_ proposal: MigrationProposal, sources: [String: String], features: Set<String>)
    -> MigrationProposal
  {
    var result = proposal
    var scans: [String: TokenScan] = [:]
    for feature in result.features.indices where features.contains(result.features[feature].name) {
      for index in result.features[feature].views.indices {
        let view = result.features[feature].views[index]
        guard view.storeName != view.property, let source = sources[view.file] else { continue }
        let scan = scans[view.file] ?? TokenScan(file: SourceFile(text: source))
        scans[view.file] = scan
        let regions = scan.typeRegions(named: view.owner)
        let taken = { (name: String) in scan.propertyDeclaration(named: name, line: 0, within: regions) != nil }
        guard taken(view.storeName) else { continue }
        let base = featureStoreName(view.feature)
        var name = base
        var number = 2
        while taken(name) {
          name = base + String(number)
          number += 1
        }
        result.features[feature].views[index].storeName = name
      }
    }
    return result
  }
}
