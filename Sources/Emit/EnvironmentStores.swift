import Lexer
import Proposal

/// Hands a feature's store down the view tree where views read its view model from the environment: each view
/// that read it gets the store as a property, so does each view between it and a view holding the store, and every
/// construction in between passes it; `.environmentObject(store)` goes away.
struct EnvironmentStores {
  /// A SwiftUI view type declared in the sources.
  struct ViewType {
    var path: String
    /// Its stored properties that its memberwise initializer takes, in order.
    var parameters: [String]
    /// The `init` keywords of its own initializers (a new parameter cannot be added to a memberwise call then).
    var initializers: [Int]
    /// Whether it declares an `init`.
    var hasInitializer: Bool { !initializers.isEmpty }
  }

  /// A place that builds a view: `Name(` at `open`, inside the type `enclosing` (nil at top level).
  struct Construction {
    var path: String
    var name: String
    var open: Int
    var enclosing: String?
  }

  let feature: String
  let unit: String
  /// Views that read the view model from the environment → their store property.
  let readers: [String: String]
  /// Views and other owners holding the store → its property name.
  let holders: [String: String]
  /// The same, keyed by file and name: two files may each declare a holder of one name (`#if os(iOS)` and
  /// `#if os(macOS)` apps both named `Kiwix`), each with its own property.
  let holdersInFile: [FileType: String]

  /// A type declared in a file.
  struct FileType: Hashable {
    var path: String
    var name: String
  }

  /// The store property a relaying view gets: `playerStore` for `PlayerFeature`.
  var relayName: String { OwnerStores.featureStoreName(feature) }

  /// Creates the pass for `item`'s views, or nil when none reads the view model from the environment.
  init?(_ item: FeatureProposal, unit: String) {
    let name: (ViewRewrite) -> String = { $0.owner.split(separator: ".").last.map(String.init) ?? $0.owner }
    var readers: [String: String] = [:]
    var holders: [String: String] = [:]
    var holdersInFile: [FileType: String] = [:]
    // A collection of stores is no store to hand down.
    for view in item.views where view.holdsCollection != true {
      holders[name(view)] = view.storeName
      holdersInFile[FileType(path: view.file, name: name(view))] = view.storeName
      if view.environment == true { readers[name(view)] = view.storeName }
    }
    guard !readers.isEmpty else { return nil }
    self.feature = item.name
    self.unit = unit
    self.readers = readers
    self.holders = holders
    self.holdersInFile = holdersInFile
  }

  /// The files' new texts (only the changed ones), given every file's current text.
  func rewrite(_ files: [String: String]) -> [String: String] {
    let scans = files.mapValues { TokenScan(file: SourceFile(text: $0)) }
    // Each file's type declarations, found once for the three passes below.
    let declarations = scans.mapValues { $0.typeDeclarations() }
    var views: [String: ViewType] = [:]
    for path in scans.keys.sorted() {
      guard let scan = scans[path], let types = declarations[path] else { continue }
      for (name, type) in Self.viewTypes(types, in: scan, path: path) where views[name] == nil { views[name] = type }
    }
    var constructions: [Construction] = []
    for path in scans.keys.sorted() {
      guard let scan = scans[path], let types = declarations[path] else { continue }
      constructions += Self.constructions(in: scan, declarations: types, path: path, of: Set(views.keys))
    }
    // Views that need the store: the readers, then every view building one of them without holding the store.
    var needs = Set(readers.keys)
    var relays: [String] = []
    var changed = true
    while changed {
      changed = false
      for site in constructions where needs.contains(site.name) {
        guard let outer = site.enclosing, holder(outer, in: site.path) == nil, !needs.contains(outer),
          let type = views[outer], !type.hasInitializer, !Self.isPreview(outer)
        else { continue }
        needs.insert(outer)
        relays.append(outer)
        changed = true
      }
    }
    var edits: [String: EditList] = [:]
    for relay in relays {
      guard let type = views[relay], let scan = scans[type.path],
        let declaration = declarations[type.path]?.first(where: { $0.path.last == relay })
      else { continue }
      insertProperty(in: declaration, scan: scan, into: &edits[type.path, default: EditList()])
    }
    for (reader, label) in readers.sorted(by: { $0.key < $1.key }) {
      guard let type = views[reader], let scan = scans[type.path] else { continue }
      for keyword in type.initializers {
        takeStore(label, in: keyword, scan: scan, into: &edits[type.path, default: EditList()])
      }
    }
    for site in constructions where needs.contains(site.name) {
      guard let scan = scans[site.path] else { continue }
      pass(site, scan: scan, views: views, relays: Set(relays), into: &edits[site.path, default: EditList()])
    }
    for (path, scan) in scans {
      removeInjections(
        in: scan, path: path, declarations: declarations[path] ?? [], into: &edits[path, default: EditList()])
    }
    var result: [String: String] = [:]
    for (path, list) in edits where !list.edits.isEmpty {
      guard let scan = scans[path] else { continue }
      result[path] = list.apply(to: scan.file)
    }
    return result
  }

  /// `let playerStore: StoreOf<PlayerFeature>` as the view's first member (so the first memberwise parameter).
  private func insertProperty(
    in declaration: TokenScan.TypeDeclaration, scan: TokenScan, into edits: inout EditList
  ) {
    guard let open = declaration.tokens.first(where: { scan.text($0) == "{" }) else { return }
    let indent = scan.lineIndentation(of: declaration.tokens.lowerBound) + unit
    let point = scan.range(open).upperBound
    edits.add(point..<point, "\n" + indent + "let \(relayName): StoreOf<\(feature)>")
  }

  /// A reader's own `init` takes the store first and sets it (kiwix's `DownloadTaskCell.init(_ downloadZimFile:)`),
  /// or hands it to the initializer it delegates to.
  private func takeStore(_ label: String, in keyword: Int, scan: TokenScan, into edits: inout EditList) {
    guard let open = (keyword + 1..<min(scan.count, keyword + 64)).first(where: { scan.text($0) == "(" }),
      let close = scan.matching(open),
      let brace = (close + 1..<scan.count).first(where: { scan.text($0) == "{" }), let end = scan.matching(brace)
    else { return }
    addFirst("\(label): StoreOf<\(feature)>", open: open, close: close, scan: scan, into: &edits)
    let delegation = (brace + 1..<end).first {
      scan.text($0) == "self" && scan.text($0 + 1) == "." && scan.text($0 + 2) == "init" && scan.text($0 + 3) == "("
    }
    if let delegation, let callClose = scan.matching(delegation + 3) {
      let at = scan.range(delegation + 3).upperBound
      edits.add(at..<at, "\(label): \(label)" + (callClose == delegation + 4 ? "" : ", "))
      return
    }
    let indent = scan.lineIndentation(of: keyword) + unit
    let assignment = "\n" + indent + "self.\(label) = \(label)"
    if brace + 1 < end, !scan.startsLine(brace + 1) {
      // `init(x: X) { self.x = x }`: the body goes on lines of its own.
      edits.add(scan.range(brace).upperBound..<scan.range(brace + 1).lowerBound, assignment + "\n" + indent)
    } else {
      edits.add(scan.range(brace).upperBound..<scan.range(brace).upperBound, assignment)
    }
  }

  /// The store property of holder `name` as declared in `path`, or as declared elsewhere.
  private func holder(_ name: String, in path: String) -> String? {
    holdersInFile[FileType(path: path, name: name)] ?? holders[name]
  }

  /// `item` as the first element of the list in parentheses `open`…`close`: on a line of its own when the list's
  /// elements start on the next line.
  private func addFirst(_ item: String, open: Int, close: Int, scan: TokenScan, into edits: inout EditList) {
    if close > open + 1, scan.startsLine(open + 1) {
      let point = scan.range(open + 1).lowerBound
      edits.add(point..<point, item + ",\n" + scan.lineIndentation(of: open + 1))
    } else {
      let point = scan.range(open).upperBound
      edits.add(point..<point, item + (close == open + 1 ? "" : ", "))
    }
  }

  /// Adds the store argument to one construction of a view that needs it.
  private func pass(
    _ site: Construction, scan: TokenScan, views: [String: ViewType], relays: Set<String>, into edits: inout EditList
  ) {
    let label = readers[site.name] ?? relayName
    guard let close = scan.matching(site.open) else { return }
    let arguments = scan.argumentSpans(open: site.open, close: close)
    guard !arguments.contains(where: { $0.label == label }) else { return }
    let provided = site.enclosing.flatMap { holder($0, in: site.path) ?? (relays.contains($0) ? relayName : nil) }
    let value = provided ?? "Store(initialState: \(feature).State()) { \(feature)() }"
    // The memberwise initializer takes its parameters in declaration order: the store goes after the arguments
    // whose properties come before its own.
    // A view's own `init` takes it first (`takeStore`).
    let order = views[site.name]?.parameters ?? []
    let position = views[site.name]?.hasInitializer == true ? 0 : order.firstIndex(of: label) ?? 0
    var after: Int?
    for argument in arguments {
      guard let name = argument.label, let index = order.firstIndex(of: name), index < position else { break }
      after = argument.end
    }
    if let after {
      let point = scan.range(after).upperBound
      edits.add(point..<point, ", \(label): \(value)")
    } else {
      addFirst("\(label): \(value)", open: site.open, close: close, scan: scan, into: &edits)
    }
    if provided == nil, let outer = site.enclosing, !Self.isPreview(outer) {
      let line = scan.lineStart(of: site.open)
      edits.add(
        line..<line,
        scan.lineIndentation(of: site.open) + "// TODO(tca-migrate): `\(site.name)` read the shared `\(feature)` "
          + "store from the environment; pass the store its ancestor holds instead of a new one.\n")
    }
  }

  /// Removes `.environmentObject(x)` / `.environment(x)` where `x` is the store a holder of this feature declares,
  /// inside that holder, or a new store of this feature (a preview's); an injection of anything else stays.
  private func removeInjections(
    in scan: TokenScan, path: String, declarations: [TokenScan.TypeDeclaration], into edits: inout EditList
  ) {
    for index in 0..<scan.count where scan.text(index) == "." {
      let name = scan.text(index + 1)
      guard name == "environmentObject" || name == "environment", scan.text(index + 2) == "(",
        let close = scan.matching(index + 2)
      else { continue }
      let argument = index + 3
      let enclosing = declarations.last { $0.tokens.contains(index) }?.path.last
      let ownStore = enclosing.flatMap { holder($0, in: path) }.map { store in
        (close == argument + 1 && scan.text(argument) == store)
          || (close == argument + 3 && scan.text(argument) == "self" && scan.text(argument + 2) == store)
      }
      let newStore =
        scan.text(argument) == "Store" && scan.text(argument + 1) == "(" && scan.text(argument + 4) == feature
      guard ownStore == true || newStore else { continue }
      let start = scan.startsLine(index) ? previousLineEnd(scan, before: index) : scan.range(index).lowerBound
      edits.add(start..<scan.range(close).upperBound, "")
    }
  }

  private func previousLineEnd(_ scan: TokenScan, before index: Int) -> Int {
    index > 0 ? scan.range(index - 1).upperBound : scan.lineStart(of: index)
  }

  /// What a SwiftUI view type conforms to: `View`, or a representable hosting UIKit or AppKit.
  static let viewProtocols = [
    "View", "UIViewControllerRepresentable", "UIViewRepresentable", "NSViewControllerRepresentable",
    "NSViewRepresentable", "ToolbarContent", "CustomizableToolbarContent", "ViewModifier", "Scene", "Commands",
  ]

  /// Structs conforming to `View` (or a representable) in the file, with their memberwise parameters.
  static func viewTypes(_ declarations: [TokenScan.TypeDeclaration], in scan: TokenScan, path: String)
    -> [(String, ViewType)]
  {
    var result: [(String, ViewType)] = []
    for declaration in declarations {
      let keyword = declaration.tokens.lowerBound
      guard scan.text(keyword) == "struct", let name = declaration.path.last,
        viewProtocols.contains(where: { scan.declares(declaration, conformingTo: $0) }),
        let open = (keyword...declaration.tokens.upperBound).first(where: { scan.text($0) == "{" })
      else { continue }
      var parameters: [String] = []
      var initializers: [Int] = []
      var index = open + 1
      while index < declaration.tokens.upperBound {
        let text = scan.text(index)
        if text == "init", ["(", "?", "<"].contains(scan.text(index + 1)) { initializers.append(index) }
        if text == "var" || text == "let", let property = scan.identifier(index + 1),
          !isStatic(scan, before: index), !["body"].contains(property)
        {
          let next = scan.text(index + 2)
          if next == ":" && !isComputed(scan, after: index + 2) { parameters.append(property) }
        }
        // Skip nested bodies: only the type's own members count.
        if scan.isOpening(index), let close = scan.matching(index) { index = close }
        index += 1
      }
      result.append((name, ViewType(path: path, parameters: parameters, initializers: initializers)))
    }
    return result
  }

  /// Whether `static` or `class` precedes the `var`/`let` at `index` on its line.
  private static func isStatic(_ scan: TokenScan, before index: Int) -> Bool {
    var cursor = index
    while cursor > 0, !scan.startsLine(cursor) {
      cursor -= 1
      if scan.text(cursor) == "static" || scan.text(cursor) == "class" { return true }
    }
    return false
  }

  /// Whether the declaration whose type follows the colon at `colon` has a body on its line (`var x: T { … }`).
  private static func isComputed(_ scan: TokenScan, after colon: Int) -> Bool {
    var cursor = colon + 1
    while cursor < scan.count, !scan.startsLine(cursor) {
      if scan.text(cursor) == "{" { return true }
      if scan.text(cursor) == "=" { return false }
      if scan.text(cursor) == "(" || scan.text(cursor) == "[", let close = scan.matching(cursor) { cursor = close }
      cursor += 1
    }
    return false
  }

  /// Every `Name(` building one of `names`, with the innermost type around it.
  static func constructions(
    in scan: TokenScan, declarations: [TokenScan.TypeDeclaration], path: String, of names: Set<String>
  ) -> [Construction] {
    var result: [Construction] = []
    for index in 0..<scan.count where names.contains(scan.text(index)) && scan.text(index + 1) == "(" {
      let before = scan.text(index - 1)
      guard before != ".", before != "struct", before != "func", before != "extension" else { continue }
      let enclosing = declarations.last { $0.tokens.contains(index) }?.path.last
      result.append(Construction(path: path, name: scan.text(index), open: index + 1, enclosing: enclosing))
    }
    return result
  }

  /// Preview providers build their own stores.
  static func isPreview(_ name: String) -> Bool { name.hasSuffix("Previews") }
}
