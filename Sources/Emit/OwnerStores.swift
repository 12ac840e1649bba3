import Lexer
import Proposal

/// How each owner holds its feature's store, read once from its source before the rewrites: under a name its type
/// does not declare yet (a view holding a `store` already, another feature's applied before, takes this feature's as
/// `appStore` for `AppFeature`), and whether it keeps the store it builds in `@State`.
enum OwnerStores {
  /// `playerStore` for `PlayerFeature`.
  static func featureStoreName(_ feature: String) -> String {
    let base = feature.hasSuffix("Feature") ? String(feature.dropLast("Feature".count)) : feature
    return (base.first.map { $0.lowercased() + base.dropFirst() } ?? "store") + "Store"
  }

  /// `proposal` with each view of `features` whose owner is in `sources` resolved: `keepsStore` set, and the store
  /// name, where the owner already declares it for something other than the view model it replaces, changed to the
  /// feature's name (and a number, while that is taken too). Each owner's file is read once.
  static func resolved(_ proposal: MigrationProposal, sources: [String: String], features: Set<String>)
    -> MigrationProposal
  {
    var result = proposal
    var scans: [String: TokenScan] = [:]
    let reader = ViewRewriter()
    for feature in result.features.indices where features.contains(result.features[feature].name) {
      for index in result.features[feature].views.indices {
        let view = result.features[feature].views[index]
        guard let source = sources[view.file], view.holdsCollection != true else { continue }
        let scan = scans[view.file] ?? TokenScan(file: SourceFile(text: source))
        scans[view.file] = scan
        let regions = scan.typeRegions(named: view.owner)
        let declaration = scan.propertyDeclaration(named: view.property, line: view.propertyLine, within: regions)
        result.features[feature].views[index].keepsStore =
          declaration.map { reader.keepsStore(scan, rewrite: view, regions: regions, declaration: $0.tokens) } ?? false
        let taken = { (name: String) in scan.propertyDeclaration(named: name, line: 0, within: regions) != nil }
        guard view.storeName != view.property, taken(view.storeName) else { continue }
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
