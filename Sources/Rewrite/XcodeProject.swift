/// The objects of a `project.pbxproj` that registering files needs: groups with their folders, file references with
/// their paths, targets with their build phases.
public struct XcodeProject: Sendable {
  /// A `PBXNativeTarget` (or other target) of the project.
  public struct Target: Sendable, Equatable {
    /// Object id.
    public var id: String
    /// `name`.
    public var name: String
    /// `productType`, e.g. `com.apple.product-type.bundle.unit-test`.
    public var productType: String
    /// Build phase ids in order.
    public var buildPhases: [String]

    /// Whether it builds tests (a test bundle, or named `…Tests`).
    public var isTests: Bool { productType.contains("test") || name.hasSuffix("Tests") }
  }

  /// The parsed file.
  public let document: PropertyListDocument
  /// The `objects` dictionary.
  public let objects: PropertyListNode
  /// The `PBXProject` object's id.
  public let rootID: String
  /// Objects by id.
  private let table: [String: PropertyListNode]
  /// Group id → folder relative to the project folder (`""` for the project folder itself).
  public private(set) var groupFolders: [String: String] = [:]
  /// File reference id → path relative to the project folder.
  public private(set) var filePaths: [String: String] = [:]
  /// Folders Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`): id → folder relative to
  /// the project folder.
  public private(set) var synchronizedGroups: [String: String] = [:]

  /// Reads a project from the bytes of its `project.pbxproj`.
  public init(bytes: [UInt8]) throws(RewriteError) {
    document = try PropertyListDocument(bytes: bytes)
    guard let objects = document.root["objects"], let entries = objects.entries,
      let rootID = document.root["rootObject"]?.string
    else { throw .malformedPropertyList(offset: 0, reason: "no objects or no root object") }
    let table = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    guard table[rootID]?["isa"]?.string == "PBXProject" else {
      throw .malformedPropertyList(offset: 0, reason: "the root object is not a PBXProject")
    }
    self.objects = objects
    self.table = table
    self.rootID = rootID
    if let main = table[rootID]?["mainGroup"]?.string {
      let base = table[rootID]?["projectDirPath"]?.string ?? ""
      walk(main, folder: base, depth: 0)
    }
  }

  /// The object with `id`.
  public func object(_ id: String) -> PropertyListNode? { table[id] }

  /// Every object id in the file.
  public var ids: Set<String> { Set((objects.entries ?? []).map(\.key)) }

  /// The project's targets, in the project's order.
  public var targets: [Target] {
    (table[rootID]?["targets"]?.elements ?? []).compactMap { node in
      guard let id = node.string, let target = table[id] else { return nil }
      return Target(
        id: id, name: target["name"]?.string ?? "", productType: target["productType"]?.string ?? "",
        buildPhases: (target["buildPhases"]?.elements ?? []).compactMap(\.string))
    }
  }

  /// The first build phase of `target` with `isa` (e.g. `PBXSourcesBuildPhase`).
  public func phase(_ isa: String, of target: Target) -> String? {
    target.buildPhases.first { table[$0]?["isa"]?.string == isa }
  }

  /// The targets whose Sources phase compiles the file at `path` (relative to the project folder).
  public func targets(compiling path: String) -> [Target] {
    let references = Set(filePaths.filter { $0.value == path }.map(\.key))
    guard !references.isEmpty else { return [] }
    return targets.filter { target in
      guard let phase = phase("PBXSourcesBuildPhase", of: target) else { return false }
      return (table[phase]?["files"]?.elements ?? []).contains { file in
        guard let id = file.string, let reference = table[id]?["fileRef"]?.string else { return false }
        return references.contains(reference)
      }
    }
  }

  /// The group whose folder is `folder`, else the group of its deepest ancestor folder, with the path left over.
  public func group(for folder: String) -> (id: String, remainder: String)? {
    var candidate = folder
    var remainder: [String] = []
    while true {
      if let id = groupFolders.filter({ $0.value == candidate }).map(\.key).min() {
        return (id, remainder.reversed().joined(separator: "/"))
      }
      guard !candidate.isEmpty else { return nil }
      let parts = candidate.split(separator: "/")
      remainder.append(parts.last.map(String.init) ?? "")
      candidate = parts.dropLast().joined(separator: "/")
    }
  }

  /// Whether `path` lies in a folder Xcode synchronizes with the disk.
  public func isSynchronized(_ path: String) -> Bool {
    synchronizedGroups.values.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
  }

  /// The targets whose synchronized folders hold `path`.
  public func targets(synchronizing path: String) -> [Target] {
    let groups = Set(synchronizedGroups.filter { $0.value.isEmpty || path.hasPrefix($0.value + "/") }.map(\.key))
    guard !groups.isEmpty else { return [] }
    return targets.filter { target in
      (table[target.id]?["fileSystemSynchronizedGroups"]?.elements ?? []).contains { groups.contains($0.string ?? "") }
    }
  }

  /// The ids of every object whose `isa` is `isa`, in file order.
  public func objects(_ isa: String) -> [String] {
    (objects.entries ?? []).filter { $0.value["isa"]?.string == isa }.map(\.key)
  }

  private mutating func walk(_ id: String, folder: String, depth: Int) {
    guard depth < 64, let node = table[id] else { return }
    let isa = node["isa"]?.string ?? ""
    let path = node["path"]?.string
    let tree = node["sourceTree"]?.string ?? "<group>"
    let own: String
    switch tree {
    case "<group>": own = Self.join(folder, path ?? "")
    case "SOURCE_ROOT": own = path ?? ""
    default: return
    }
    if isa == "PBXFileSystemSynchronizedRootGroup" {
      synchronizedGroups[id] = own
    } else if let children = node["children"]?.elements {
      groupFolders[id] = own
      for child in children { if let childID = child.string { walk(childID, folder: own, depth: depth + 1) } }
    } else if isa == "PBXFileReference" {
      filePaths[id] = own
    }
  }

  /// `folder/path`, with `..` and `.` resolved.
  static func join(_ folder: String, _ path: String) -> String {
    var parts = folder.split(separator: "/").map(String.init)
    for part in path.split(separator: "/") {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if part != "." {
        parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }
}
