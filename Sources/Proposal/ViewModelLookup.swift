import Analysis

/// View-model names indexed once per proposal run, so rules resolve names in constant time.
public struct ViewModelLookup: Sendable {
  /// Qualified name → qualified name, plus unique last components → qualified name.
  let qualified: [String: String]
  /// View model qualified name → its owners.
  let owners: [String: [Owner]]
  /// The codebase's services and client view models, indexed.
  public let services: ServiceResolver
  /// View models that can be a coordinator, by qualified name (see `mayCoordinate`).
  let coordinatorCandidates: Set<String>
  /// Client-classified view models by name, with whether each only holds shared state (`ClientShape.shared`).
  public let clients: [String: Bool]
  /// View model name → the methods some parent calls on it through a child property (`player.pause()`).
  let calledByParents: [String: Set<String>]
  /// The last component of every view model's name (`ViewModel` for `List.ViewModel`) that is one word.
  let simpleNames: Set<String>
  /// Last components that are not one word (`TextScan.words`), searched in the text instead.
  let otherSimpleNames: [String]
  /// Each view model by its exact name (the first one of that name).
  let byName: [String: ViewModel]
  /// Each text after a `.` in a view model's name → the view models ending in `.` plus that text.
  let bySuffix: [String: [ViewModel]]
  /// File → owner type name → how many owner records that type has (one per held view model property).
  let ownerCounts: [String: [String: Int]]
  /// Every name (qualified or unique last component) of a main-actor view model that is no feature.
  public let mainActorObjects: Set<String>
  /// Every name (qualified or unique last component) of a view model classified as a feature.
  let featureNames: Set<String>

  /// Indexes `analysis`.
  public init(_ analysis: AnalysisResult) {
    var qualified: [String: String] = [:]
    var lastComponents: [String: [String]] = [:]
    for model in analysis.viewModels {
      qualified[model.name] = model.name
      lastComponents[LineText.simpleName(model.name), default: []].append(
        model.name)
    }
    for (last, names) in lastComponents where names.count == 1 && qualified[last] == nil { qualified[last] = names[0] }
    var owners: [String: [Owner]] = [:]
    var ownerCounts: [String: [String: Int]] = [:]
    for owner in analysis.owners {
      ownerCounts[owner.file, default: [:]][owner.name, default: 0] += 1
      guard let name = qualified[owner.viewModel] else { continue }
      owners[name, default: []].append(owner)
    }
    let byName = Dictionary(analysis.viewModels.map { ($0.name, $0) }) { first, _ in first }
    var bySuffix: [String: [ViewModel]] = [:]
    for model in analysis.viewModels {
      for dot in model.name.indices where model.name[dot] == "." {
        bySuffix[String(model.name[model.name.index(after: dot)...]), default: []].append(model)
      }
    }
    self.byName = byName
    self.bySuffix = bySuffix
    self.ownerCounts = ownerCounts
    var calledByParents: [String: Set<String>] = [:]
    for parent in analysis.viewModels {
      let byType = Dictionary(grouping: parent.childReferences) { TypeText.unwrapped($0.type) }
      guard !byType.isEmpty else { continue }
      let text = Array((parent.methods + parent.initializers).compactMap(\.body).joined(separator: "\n").utf8)
      var calledOn: [String: Set<String>] = [:]
      for (type, references) in byType where type != parent.name {
        guard let child = byName[type] else { continue }
        let called = references.reduce(into: Set<String>()) { names, reference in
          if calledOn[reference.property] == nil {
            calledOn[reference.property] = Self.methodsCalled(on: reference.property, in: text)
          }
          names.formUnion(calledOn[reference.property] ?? [])
        }
        for method in child.methods where !method.isPrivate && !method.isStatic && called.contains(method.name) {
          calledByParents[type, default: []].insert(method.name)
        }
      }
    }
    self.calledByParents = calledByParents
    let lastNames = analysis.viewModels.map { LineText.simpleName($0.name) }
    simpleNames = Set(lastNames.filter(TextScan.isWord))
    otherSimpleNames = lastNames.filter { !TextScan.isWord($0) }
    self.qualified = qualified
    mainActorObjects = Set(
      qualified.filter { _, name in
        byName[name].map { $0.classification != .feature && $0.isMainActor } ?? false
      }.keys)
    featureNames = Set(qualified.filter { _, name in byName[name]?.classification == .feature }.keys)
    self.owners = owners
    self.services = ServiceResolver(ClientServices.all(in: analysis))
    var clients: [String: Bool] = [:]
    for model in analysis.viewModels where model.classification == .client {
      clients[model.name] = model.clientShape == .shared
    }
    self.clients = clients
    self.coordinatorCandidates = Set(
      analysis.viewModels.filter { model in
        model.classification == .feature || (model.classification == .client && model.singleton == nil)
      }.map(\.name))
  }

  /// Whether view model `name` can be the coordinator a child reports to through a protocol: a feature, or a parent
  /// no view owns; skipped code (mocks) and shared singletons are the protocol's test or live implementations.
  public func mayCoordinate(_ name: String) -> Bool { viewModelName(name).map(coordinatorCandidates.contains) ?? false }

  /// The names `name` in `property.name(` or `property?.name(` anywhere in `text` (one pass per property).
  static func methodsCalled(on property: String, in text: [UInt8]) -> Set<String> {
    let needle = Array(property.utf8)
    var names: Set<String> = []
    guard !needle.isEmpty else { return names }
    var index = 0
    while index + needle.count < text.count {
      defer { index += 1 }
      guard text[index] == needle[0], text[index..<index + needle.count].elementsEqual(needle) else { continue }
      var start = index + needle.count
      if start < text.count, text[start] == 0x3F { start += 1 }
      guard start < text.count, text[start] == 0x2E else { continue }
      start += 1
      var end = start
      while end < text.count, LineText.isIdentifierASCII(text[end]) || text[end] >= 0x80 { end += 1 }
      guard end > start, end < text.count, text[end] == 0x28 else { continue }
      names.insert(String(decoding: text[start..<end], as: UTF8.self))
    }
    return names
  }

  /// Whether `name` names a view model classified as a feature (its type is written as the feature's State).
  public func isFeature(_ name: String) -> Bool { featureNames.contains(name) }

  /// The qualified name of the view model `name` refers to, as `AnalysisResult.viewModel(named:)` resolves it.
  public func viewModelName(_ name: String) -> String? { qualified[name] }

  /// `AnalysisResult.viewModel(named:)` from the index: the exact name, else the one view model ending in `.name`.
  public func viewModel(named name: String) -> ViewModel? {
    if let exact = byName[name] { return exact }
    guard let matches = bySuffix[name], matches.count == 1 else { return nil }
    return matches[0]
  }

  /// How many owner records the type `name` in `file` has (one per view model property it holds).
  public func ownerCount(name: String, file: String) -> Int { ownerCounts[file]?[name] ?? 0 }

  /// `text` with every dotted identifier run that names a view model replaced by `replacement(name, arguments)`,
  /// `arguments` being the generic argument clause that follows the name (`<Country>`), or empty.
  public func replacingViewModelNames(in text: String, with replacement: (String, String) -> String) -> String {
    let bytes = Array(text.utf8)
    var output = ""
    var index = 0
    var pending = 0
    func isWordByte(_ byte: UInt8) -> Bool {
      byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte >= 0x80
    }
    while index < bytes.count {
      guard isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count
        && (isWordByte(bytes[index])
          || (bytes[index] == 0x2E && index + 1 < bytes.count && isWordByte(bytes[index + 1])))
      {
        index += 1
      }
      let run = String(decoding: bytes[start..<index], as: UTF8.self)
      if let name = qualified[run], name == run {
        let arguments = Self.genericArgumentsEnd(in: bytes, from: index)
        let clause = arguments.map { String(decoding: bytes[index..<$0], as: UTF8.self) } ?? ""
        output += String(decoding: bytes[pending..<start], as: UTF8.self) + replacement(name, clause)
        index = arguments ?? index
        pending = index
      }
    }
    output += String(decoding: bytes[pending..<bytes.count], as: UTF8.self)
    return output
  }

  /// The end of a balanced `<…>` clause starting at `start`, if one starts there.
  static func genericArgumentsEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count, bytes[start] == 0x3C else { return nil }
    var depth = 0
    for index in start..<bytes.count {
      switch bytes[index] {
      case 0x3C: depth += 1
      case 0x3E:
        depth -= 1
        if depth == 0 { return index + 1 }
      case 0x28, 0x29, 0x7B, 0x7D, 0x3D: return nil
      default: break
      }
    }
    return nil
  }
}
