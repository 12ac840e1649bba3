import Analysis
import Lexer
import Proposal

/// Views handed their store by another view holding the same model (`VideoQualityView(viewModel: viewModel)` in a
/// settings screen that owns it): the work the model's `init` did is sent by the view holding it, not again by each
/// view it is handed to. Read once from the original sources, before the rewrites.
enum HandedStores {
  /// `proposal` with the appear actions dropped from each view of `features` whose every construction outside
  /// previews (one at least) hands it the property of another view or controller holding the same model and sending
  /// them, as long as one such holder still sends them.
  static func resolved(_ proposal: MigrationProposal, sources: [String: String], features: Set<String>)
    -> MigrationProposal
  {
    var result = proposal
    var scans: [String: TokenScan] = [:]
    for feature in result.features.indices where features.contains(result.features[feature].name) {
      let views = result.features[feature].views
      // A holder sends the work itself: a view or controller (an `App` or a coordinator has no appearance to send
      // it from).
      let senders = views.indices.filter {
        !views[$0].appearActions.isEmpty && views[$0].holdsCollection != true
          && (views[$0].kind == .view || views[$0].kind == .viewController)
      }
      // By file too: kiwix declares a macOS `RootView` holding the model and an iOS one reading it.
      let holders = Set(senders.map { views[$0].file + ":" + simpleName(views[$0].owner) + "." + views[$0].property })
      var handed: [Int] = []
      for (index, view) in views.enumerated()
      where !view.appearActions.isEmpty && view.keepsStore != true && view.holdsCollection != true {
        if isHanded(view, holders: holders, sources: sources, scans: &scans) { handed.append(index) }
      }
      guard !handed.isEmpty, senders.contains(where: { !handed.contains($0) }) else { continue }
      for index in handed { result.features[feature].views[index].appearActions = [] }
    }
    return result
  }

  /// Whether every construction of `view`'s owner outside previews, and there is one, passes the property label a
  /// property of the type around it that `holders` names (`path:Owner.property`).
  private static func isHanded(
    _ view: ViewRewrite, holders: Set<String>, sources: [String: String], scans: inout [String: TokenScan]
  ) -> Bool {
    let owner = simpleName(view.owner)
    var constructions = 0
    for path in sources.keys.sorted() {
      guard let source = sources[path], LineText.containsBytes(source, owner + "(") else { continue }
      let scan = scans[path] ?? TokenScan(file: SourceFile(text: source))
      scans[path] = scan
      let declarations = scan.typeDeclarations()
      let previews = previewBlocks(scan)
      for site in EnvironmentStores.constructions(in: scan, declarations: declarations, path: path, of: [owner]) {
        if previews.contains(where: { $0.contains(site.open) }) { continue }
        if let enclosing = site.enclosing, EnvironmentStores.isPreview(enclosing) { continue }
        if let enclosing = site.enclosing, scan.conforms(enclosing, to: "PreviewProvider") { continue }
        constructions += 1
        guard let enclosing = site.enclosing, !scan.conforms(enclosing, to: "App"),
          let close = scan.matching(site.open),
          let argument = scan.argumentSpans(open: site.open, close: close).first(where: { $0.label == view.property }),
          let property = handedProperty(scan, from: argument.start, through: argument.end),
          holders.contains(path + ":" + enclosing + "." + property)
        else { return false }
      }
    }
    return constructions > 0
  }

  /// `viewModel` or `self.viewModel`, the whole argument from `start` through `end`; nil for any other expression.
  private static func handedProperty(_ scan: TokenScan, from start: Int, through end: Int) -> String? {
    if start == end { return scan.identifier(start) }
    if end == start + 2, scan.text(start) == "self", scan.text(start + 1) == "." { return scan.identifier(end) }
    return nil
  }

  /// The token ranges of `#Preview { … }` blocks.
  private static func previewBlocks(_ scan: TokenScan) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for index in 0..<scan.count where scan.text(index) == "#Preview" {
      var cursor = index + 1
      if scan.text(cursor) == "(", let close = scan.matching(cursor) { cursor = close + 1 }
      if scan.text(cursor) == "{", let close = scan.matching(cursor) { result.append(index...close) }
    }
    return result
  }

  private static func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}
