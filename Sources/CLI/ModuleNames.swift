import Foundation
import Proposal
import Rewrite

/// The module each view-model file compiles into, so generated tests `@testable import` it: the Xcode target whose
/// sources hold the file, else the package target of the `Sources/<Target>/` folder it sits in beside a
/// `Package.swift`.
struct ModuleNames {
  private let root: String
  private let projects: [(folder: String, project: XcodeProject)]

  /// Reads the Xcode projects under `root` (unreadable ones are left out: the fallback name serves).
  init(root: String) {
    self.root = root
    projects = ProjectFilesUpdate.xcodeProjects(under: root).compactMap { path in
      let file = (path as NSString).appendingPathComponent("project.pbxproj")
      guard let data = FileManager.default.contents(atPath: file),
        let project = try? XcodeProject(bytes: [UInt8](data))
      else { return nil }
      return ((path as NSString).deletingLastPathComponent, project)
    }
  }

  /// The module of the file at `path` (relative to the root), or nil when neither a project nor a package says.
  func module(of path: String) -> String? {
    let absolute = (root as NSString).appendingPathComponent(path)
    for (folder, project) in projects {
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      guard absolute.hasPrefix(prefix) else { continue }
      let relative = String(absolute.dropFirst(prefix.count))
      let targets = (project.targets(compiling: relative) + project.targets(synchronizing: relative))
        .filter { !$0.isTests }
      if let target = targets.first { return Self.identifier(target.name) }
    }
    var parts = path.split(separator: "/").map(String.init).dropLast()
    while let last = parts.popLast() {
      guard parts.last == "Sources" else { continue }
      let packageFolder = parts.dropLast().joined(separator: "/")
      let manifest = (root as NSString).appendingPathComponent(
        packageFolder.isEmpty ? "Package.swift" : packageFolder + "/Package.swift")
      if FileManager.default.fileExists(atPath: manifest) { return Self.identifier(last) }
    }
    return nil
  }

  /// A target name as a module name: characters other than letters, digits and `_` become `_`.
  static func identifier(_ name: String) -> String {
    let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return TCANaming.identifier(identifier.first?.isNumber == true ? "_" + identifier : identifier)
  }
}
