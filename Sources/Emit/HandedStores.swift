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
    var files: [String: FileFacts] = [:]
    for feature in result.features.indices where features.contains(result.features[feature].name) {
      let views = result.features[feature].views
      // A holder sends the work itself: a view or controller (an `App` or a coordinator has no appearance to send
      // it from).
      // (A collection of stores sends nothing: its appear actions are empty.)
      let senders = views.indices.filter {
        !views[$0].appearActions.isEmpty && (views[$0].kind == .view || views[$0].kind == .viewController)
      }
      // By file too: kiwix declares a macOS `RootView` holding the model and an iOS one reading it.
      let holders = Set(senders.map { views[$0].file + ":" + simpleName(views[$0].owner) + "." + views[$0].property })
      var handed: [Int] = []
      for (index, view) in views.enumerated() where !view.appearActions.isEmpty && view.keepsStore != true {
        if isHanded(view, holders: holders, sources: sources, files: &files) { handed.append(index) }
      }
      guard !handed.isEmpty, senders.contains(where: { !handed.contains($0) }) else { continue }
      for index in handed { result.features[feature].views[index].appearActions = [] }
    }
    return result
  }

  /// Whether every construction of `view`'s owner outside previews, and there is one, passes the property label a
  /// property of the type around it that `holders` names (`path:Owner.property`).
  private static func isHanded(
    _ view: ViewRewrite, holders: Set<String>, sources: [String: String], files: inout [String: FileFacts]
  ) -> Bool {
    let owner = simpleName(view.owner)
    var constructions = 0
    for path in sources.keys.sorted() {
      guard let source = sources[path], LineText.containsBytes(source, owner + "(") else { continue }
      let file = files[path] ?? FileFacts(TokenScan(file: SourceFile(text: source)))
      files[path] = file
      let (scan, declarations) = (file.scan, file.declarations)
      for site in EnvironmentStores.constructions(in: scan, declarations: declarations, path: path, of: [owner]) {
        if file.previews.contains(where: { $0.contains(site.open) }) { continue }
        if let enclosing = site.enclosing,
          EnvironmentStores.isPreview(enclosing)
            || scan.conforms(enclosing, to: "PreviewProvider", among: declarations)
        {
          continue
        }
        constructions += 1
        guard let enclosing = site.enclosing, !scan.conforms(enclosing, to: "App", among: declarations),
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

  /// A file naming a view's type, lexed once for every view asked about: its type declarations and the token ranges
  /// of its `#Preview { … }` blocks.
  private struct FileFacts {
    let scan: TokenScan
    let declarations: [TokenScan.TypeDeclaration]
    let previews: [ClosedRange<Int>]

    init(_ scan: TokenScan) {
      self.scan = scan
      declarations = scan.typeDeclarations()
      var previews: [ClosedRange<Int>] = []
      for index in 0..<scan.count where scan.text(index) == "#Preview" {
        var cursor = index + 1
        if scan.text(cursor) == "(", let close = scan.matching(cursor) { cursor = close + 1 }
        if scan.text(cursor) == "{", let close = scan.matching(cursor) { previews.append(index...close) }
      }
      self.previews = previews
    }
  }

  private static func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}
