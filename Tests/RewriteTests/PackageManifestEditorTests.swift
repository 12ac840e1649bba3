import Rewrite
import Testing

/// Adding swift-composable-architecture to a SwiftPM app's `Package.swift`, changing as few bytes as possible.
@Suite struct PackageManifestEditorTests {
  struct Case: Sendable, CustomStringConvertible {
    let name: String
    let before: String
    let after: String?
    var description: String { name }
  }

  static let package = PackageManifestEditor.packageDependency
  static let product = PackageManifestEditor.productDependency

  static let cases = [
    Case(
      name: "multi-line arrays get a line each",
      before: """
        let package = Package(
          name: "App",
          dependencies: [
            .package(url: "https://example.com/other", from: "1.0.0"),
          ],
          targets: [
            .target(
              name: "App",
              dependencies: [
                .product(name: "Other", package: "other")
              ]
            ),
            .testTarget(name: "AppTests", dependencies: ["App"]),
          ]
        )
        """,
      after: """
        let package = Package(
          name: "App",
          dependencies: [
            .package(url: "https://example.com/other", from: "1.0.0"),
            \(package),
          ],
          targets: [
            .target(
              name: "App",
              dependencies: [
                .product(name: "Other", package: "other"),
                \(product)
              ]
            ),
            .testTarget(name: "AppTests", dependencies: ["App"]),
          ]
        )
        """),
    Case(
      name: "missing dependencies arrays are added",
      before: """
        let package = Package(
          name: "App",
          targets: [
            .target(name: "App"),
          ]
        )
        """,
      after: """
        let package = Package(
          name: "App",
          dependencies: [
            \(package)
          ],
          targets: [
            .target(name: "App", dependencies: [\(product)]),
          ]
        )
        """),
    Case(
      name: "a manifest that already depends on TCA is left alone",
      before: """
        let package = Package(
          name: "App",
          dependencies: [\(package)],
          targets: [.target(name: "App", dependencies: [\(product)])]
        )
        """,
      after: nil),
  ]

  @Test(arguments: cases)
  func addsTCAWhereMissing(_ item: Case) throws {
    let result = try PackageManifestEditor.addingTCA(to: Array(item.before.utf8), targets: ["App"])
    #expect(result.bytes.map { String(decoding: $0, as: UTF8.self) } == item.after)
    #expect(result.notes.isEmpty)
  }

  @Test func anUnknownTargetIsANote() throws {
    let result = try PackageManifestEditor.addingTCA(
      to: Array("let package = Package(name: \"A\", targets: [])".utf8), targets: ["Missing"])
    #expect(result.notes.count == 1)
  }
}
