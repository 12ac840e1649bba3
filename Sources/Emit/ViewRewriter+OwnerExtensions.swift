import Analysis
import Lexer
import Proposal

/// An owner's extensions in other files (IceCubes' `IceCubesApp+Scene.swift` reading `appRouterPath`): their uses
/// of the property are rewritten as the owner's own file is, since the property is renamed there.
extension ViewRewriter {
  /// The new source of a file extending the owner whose extensions use the property, or nil.
  public func rewriteOwnerExtensions(_ source: String, with rewrite: ViewRewrite) -> String? {
    // A collection's uses stay as written.
    guard rewrite.holdsCollection != true else { return nil }
    let ownerName = rewrite.owner.split(separator: ".").last.map(String.init) ?? rewrite.owner
    // Most files extend no owner: only those naming `extension Owner` are lexed (a name as common as `Content` is
    // in many files).
    guard LineText.containsBytes(source, "extension " + ownerName) else { return nil }
    let scan = TokenScan(file: SourceFile(text: source))
    let names: Set<String> = [rewrite.property, "$" + rewrite.property, "_" + rewrite.property]
    let extensions = scan.typeRegions(named: rewrite.owner).filter {
      scan.text($0.lowerBound) == "extension" && scan.text($0.lowerBound + 1) == ownerName
    }
    guard extensions.contains(where: { region in region.contains { names.contains(scan.text($0)) } }) else {
      return nil
    }
    return self.rewrite(scan, with: rewrite, declaresProperty: false)
  }
}
