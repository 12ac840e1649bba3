/// A file `apply` creates, as an Xcode project sees it.
public struct NewSourceFile: Sendable, Hashable {
  /// Path relative to the project folder (the folder holding the `.xcodeproj`).
  public var path: String
  /// An existing file, relative to the project folder, whose targets the new file joins (the view model of a feature
  /// or client); nil for tests.
  public var anchor: String?
  /// Whether it is a test file (it joins the test target).
  public var isTest: Bool

  /// A new file at `path` joining the targets of `anchor` (or the test target).
  public init(path: String, anchor: String?, isTest: Bool) {
    self.path = path
    self.anchor = anchor
    self.isTest = isTest
  }
}

/// Registers new files in a `project.pbxproj` (file reference, group child, Sources build file) and adds
/// swift-composable-architecture to the targets that compile them.
public enum XcodeProjectRegistration {
  /// The TCA package's repository.
  public static let packageURL = "https://github.com/pointfreeco/swift-composable-architecture"
  /// The lowest TCA version the generated code needs.
  public static let minimumVersion = "1.25.5"
  /// The library product.
  public static let product = "ComposableArchitecture"

  /// The project's new bytes and what the user must still do; nil bytes when nothing changes.
  public static func register(_ files: [NewSourceFile], in project: XcodeProject) throws(RewriteError) -> (
    bytes: [UInt8]?, notes: [String]
  ) {
    var ids = XcodeObjectIDs(taken: project.ids)
    var editor = XcodeProjectEditor(project: project)
    var notes: [String] = []
    var appTargets: [XcodeProject.Target] = []
    let known = Set(project.filePaths.values)
    for file in files {
      let anchored = file.anchor.map { project.targets(compiling: $0) + project.targets(synchronizing: $0) } ?? []
      if !file.isTest { appTargets += anchored.filter { target in !appTargets.contains(target) } }
      if known.contains(file.path) || project.isSynchronized(file.path) { continue }
      let targets = file.isTest ? testTarget(for: file.path, in: project).map { [$0] } ?? [] : anchored
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      guard !targets.isEmpty else {
        notes.append(
          "add \(file.path) to a target in Xcode: no target \(file.isTest ? "runs tests" : "compiles its view model")")
        continue
      }
      let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
      guard let group = project.group(for: folder) else {
        notes.append("add \(file.path) to the Xcode project by hand: no group holds its folder")
        continue
      }
      let path = group.remainder.isEmpty ? name : group.remainder + "/" + name
      let reference = ids.make("fileRef " + file.path)
      let nameEntry = path == name ? "" : "name = \(PropertyListTokenizer.literal(name)); "
      editor.addObject(
        isa: "PBXFileReference",
        [
          "\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \(nameEntry)"
            + "path = \(PropertyListTokenizer.literal(path)); sourceTree = \"<group>\"; };"
        ])
      editor.append("\(reference) /* \(name) */", to: "children", of: group.id)
      for target in targets {
        guard let phase = project.phase("PBXSourcesBuildPhase", of: target) else {
          notes.append("add \(file.path) to target \(target.name) in Xcode: it has no Sources build phase")
          continue
        }
        let buildFile = ids.make("buildFile \(target.id) \(file.path)")
        editor.addObject(
          isa: "PBXBuildFile",
          ["\(buildFile) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };"])
        editor.append("\(buildFile) /* \(name) in Sources */", to: "files", of: phase)
      }
    }
    addPackage(to: appTargets, in: project, editor: &editor, ids: &ids)
    let bytes = try editor.result()
    return (bytes == project.document.bytes ? nil : bytes, notes)
  }

  /// The test target a new test file at `path` joins: one that compiles a file in its folder, else the first unit
  /// test target (or target named `…Tests`).
  static func testTarget(for path: String, in project: XcodeProject) -> XcodeProject.Target? {
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    let neighbours = project.filePaths.values.filter {
      $0.split(separator: "/").dropLast().joined(separator: "/") == folder
    }
    for neighbour in neighbours.sorted() {
      if let target = project.targets(compiling: neighbour).first(where: \.isTests) { return target }
    }
    let tests = project.targets.filter(\.isTests)
    return tests.first { $0.productType.hasSuffix("unit-test") }
      ?? tests.first { !$0.productType.contains("ui-testing") }
  }

  private static func addPackage(
    to targets: [XcodeProject.Target], in project: XcodeProject, editor: inout XcodeProjectEditor,
    ids: inout XcodeObjectIDs
  ) {
    guard !targets.isEmpty else { return }
    let reference = "XCRemoteSwiftPackageReference \"swift-composable-architecture\""
    let existingPackage = project.objects("XCRemoteSwiftPackageReference").first { id in
      var url = Array((project.object(id)?["repositoryURL"]?.string ?? "").lowercased())
      if url.suffix(4) == Array(".git") { url.removeLast(4) }
      return url.reversed().starts(with: Array("swift-composable-architecture").reversed())
    }
    let existingProduct = project.objects("XCSwiftPackageProductDependency").first {
      project.object($0)?["productName"]?.string == product
    }
    let missing = targets.filter { target in
      guard let existingProduct else { return true }
      let dependencies = project.object(target.id)?["packageProductDependencies"]?.elements ?? []
      return !dependencies.contains { $0.string == existingProduct }
    }
    guard !missing.isEmpty else { return }
    var package = existingPackage
    if package == nil {
      let id = ids.make("package swift-composable-architecture")
      editor.addObject(
        isa: "XCRemoteSwiftPackageReference",
        [
          "\(id) /* \(reference) */ = {", "\tisa = XCRemoteSwiftPackageReference;",
          "\trepositoryURL = \"\(packageURL)\";", "\trequirement = {", "\t\tkind = upToNextMajorVersion;",
          "\t\tminimumVersion = \(minimumVersion);", "\t};", "};",
        ])
      editor.append("\(id) /* \(reference) */", to: "packageReferences", of: project.rootID)
      package = id
    }
    var productID = existingProduct
    if productID == nil, let package {
      let id = ids.make("product ComposableArchitecture")
      editor.addObject(
        isa: "XCSwiftPackageProductDependency",
        [
          "\(id) /* \(product) */ = {", "\tisa = XCSwiftPackageProductDependency;",
          "\tpackage = \(package) /* \(reference) */;", "\tproductName = \(product);", "};",
        ])
      productID = id
    }
    guard let productID else { return }
    for target in missing {
      editor.append("\(productID) /* \(product) */", to: "packageProductDependencies", of: target.id)
      let buildFile = ids.make("frameworks \(target.id)")
      editor.addObject(
        isa: "PBXBuildFile",
        [
          "\(buildFile) /* \(product) in Frameworks */ = {isa = PBXBuildFile; productRef = \(productID) /* \(product) */; };"
        ])
      if let phase = project.phase("PBXFrameworksBuildPhase", of: target) {
        editor.append("\(buildFile) /* \(product) in Frameworks */", to: "files", of: phase)
      } else {
        let phase = ids.make("frameworksPhase \(target.id)")
        editor.addObject(
          isa: "PBXFrameworksBuildPhase",
          [
            "\(phase) /* Frameworks */ = {", "\tisa = PBXFrameworksBuildPhase;", "\tbuildActionMask = 2147483647;",
            "\tfiles = (", "\t\t\(buildFile) /* \(product) in Frameworks */,", "\t);",
            "\trunOnlyForDeploymentPostprocessing = 0;", "};",
          ])
        editor.append("\(phase) /* Frameworks */", to: "buildPhases", of: target.id)
      }
    }
  }
}
