import Foundation
import Testing

@testable import CLI

@Suite struct InputFilesTests {
  static let manager = FileManager.default

  /// A folder with a Swift file, a folder named like one, a sparse 70 MiB file, a link to a folder and a dangling
  /// link; removed by the caller.
  static func tree() throws -> URL {
    let root = manager.temporaryDirectory.appendingPathComponent("inputs-\(UUID().uuidString)")
    try manager.createDirectory(at: root.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    try manager.createDirectory(at: root.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
    try Data("final class A {}\n".utf8).write(to: root.appendingPathComponent("Sub/A.swift"))
    #expect(manager.createFile(atPath: root.appendingPathComponent("Big.swift").path, contents: nil))
    let big = try FileHandle(forWritingTo: root.appendingPathComponent("Big.swift"))
    try big.truncate(atOffset: 70 << 20)
    try big.close()
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Linked").path, withDestinationPath: root.appendingPathComponent("Sub").path)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent/Gone.swift")
    return root
  }

  @Test func readsAFileWhole() throws {
    let root = try Self.tree()
    defer { try? Self.manager.removeItem(at: root) }
    #expect(
      try InputFiles.readSwiftFile(root.appendingPathComponent("Sub/A.swift").path) == Array("final class A {}\n".utf8))
  }

  @Test(arguments: [
    ("Missing.swift", "no such file: "),
    ("Gone.swift", "no such file: "),
    ("Folder.swift", "is a directory, expected a Swift file"),
    ("Big.swift", "is 70 MiB; files over 64 MiB are not read"),
  ])
  func refusesWithAReason(_ name: String, _ reason: String) throws {
    let root = try Self.tree()
    defer { try? Self.manager.removeItem(at: root) }
    let path = root.appendingPathComponent(name).path
    #expect {
      try InputFiles.readSwiftFile(path)
    } throws: { error in
      guard case ToolError.usage(let message) = error else { return false }
      return message.contains(reason) && message.contains(path)
    }
  }

  @Test func findsSwiftFilesThroughLinkedFoldersAndSkipsDanglingLinks() throws {
    let root = try Self.tree()
    defer { try? Self.manager.removeItem(at: root) }
    #expect(SourceTree.swiftFiles(under: root.path) == ["Big.swift", "Linked/A.swift", "Sub/A.swift"])
  }

  @Test func aTooBigFileIsADiagnosticAndTheRestIsRead() throws {
    let root = try Self.tree()
    defer { try? Self.manager.removeItem(at: root) }
    let (inputs, diagnostics, _) = try SourceTree.read(root.path)
    #expect(inputs.map(\.path) == ["Linked/A.swift", "Sub/A.swift"])
    #expect(diagnostics.map(\.file) == ["Big.swift"])
    #expect(diagnostics.first?.code == "unreadable-file")
  }
}
