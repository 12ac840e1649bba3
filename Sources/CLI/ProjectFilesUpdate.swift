import Emit
import Foundation
import Proposal
import Rewrite

/// The edits `apply` makes to the user's build files: new files registered in each Xcode project that compiles the
/// view models, and swift-composable-architecture added to the project (or to `Package.swift` for a SwiftPM app).
struct ProjectFilesUpdate {
  /// A file apply creates: absolute path and what it is.
  struct Created {
    var path: String
    var kind: GeneratedFile.Kind
  }

  /// The build files to write (inside the same all-or-nothing change set as the sources).
  var planned: [PlannedFile] = []
  /// What the user must still do by hand.
  var notes: [String] = []
  /// Whether one of the planned build files adds TCA.
  var addsTCA = false

  /// Plans the build-file edits under `root` for `created` files of `features`.
  static func make(root: String, created: [Created], features: [FeatureProposal]) -> ProjectFilesUpdate {
    var update = ProjectFilesUpdate()
    let projects = xcodeProjects(under: root)
    let viewModelFiles = features.map { (root as NSString).appendingPathComponent($0.file) }
    if projects.isEmpty {
      update.updateManifest(root: root, features: features)
      return update
    }
    for project in projects {
      update.register(created, viewModelFiles: viewModelFiles, in: project)
    }
    return update
  }

  /// `.xcodeproj` folders under `root` (three levels at most), sorted.
  static func xcodeProjects(under root: String) -> [String] {
    var result: [String] = []
    var folders = [(root, 0)]
    while let (folder, depth) = folders.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where !SourceTree.skippedFolders.contains(name) && !name.hasPrefix(".") {
        let path = (folder as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
          continue
        }
        if name.hasSuffix(".xcodeproj") {
          result.append(path)
        } else if depth < 3 {
          folders.append((path, depth + 1))
        }
      }
    }
    return result.sorted()
  }

  private mutating func register(_ created: [Created], viewModelFiles: [String], in projectPath: String) {
    let file = (projectPath as NSString).appendingPathComponent("project.pbxproj")
    let folder = (projectPath as NSString).deletingLastPathComponent
    let display = (projectPath as NSString).lastPathComponent
    guard let data = FileManager.default.contents(atPath: file) else { return }
    let project: XcodeProject
    do {
      project = try XcodeProject(bytes: [UInt8](data))
    } catch {
      notes.append("\(display): \(error); add the new files and the TCA package in Xcode")
      return
    }
    let anchors = viewModelFiles.compactMap { Self.relative($0, to: folder) }
    let files = created.compactMap { item -> NewSourceFile? in
      guard let path = Self.relative(item.path, to: folder) else { return nil }
      let directory = (path as NSString).deletingLastPathComponent
      let anchor = anchors.first { ($0 as NSString).deletingLastPathComponent == directory } ?? anchors.first
      return NewSourceFile(path: path, anchor: item.kind == .tests ? nil : anchor, isTest: item.kind == .tests)
    }
    guard !files.isEmpty,
      anchors.contains(where: { !project.targets(compiling: $0).isEmpty })
        || anchors.contains(where: { !project.targets(synchronizing: $0).isEmpty })
    else { return }
    do {
      let result = try XcodeProjectRegistration.register(files, in: project)
      notes += result.notes.map { "\(display): \($0)" }
      if let bytes = result.bytes {
        planned.append(PlannedFile(path: file, contents: bytes))
        let hadProduct = project.objects("XCSwiftPackageProductDependency").contains {
          project.object($0)?["productName"]?.string == XcodeProjectRegistration.product
        }
        addsTCA = addsTCA || !hadProduct
      }
    } catch {
      notes.append("\(display): \(error); add the new files and the TCA package in Xcode")
    }
  }

  /// `path` relative to `folder`, or nil when it lies outside.
  private static func relative(_ path: String, to folder: String) -> String? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  private mutating func updateManifest(root: String, features: [FeatureProposal]) {
    let path = (root as NSString).appendingPathComponent("Package.swift")
    guard let data = FileManager.default.contents(atPath: path) else { return }
    var targets: [String] = []
    for feature in features {
      let parts = feature.file.split(separator: "/")
      if parts.count > 2, parts[0] == "Sources", !targets.contains(String(parts[1])) {
        targets.append(String(parts[1]))
      }
    }
    guard !targets.isEmpty else { return }
    do {
      let result = try PackageManifestEditor.addingTCA(to: [UInt8](data), targets: targets)
      notes += result.notes
      if let bytes = result.bytes {
        planned.append(PlannedFile(path: path, contents: bytes))
        addsTCA = true
      }
    } catch {
      notes.append("Package.swift: \(error); add swift-composable-architecture by hand")
    }
  }
}
