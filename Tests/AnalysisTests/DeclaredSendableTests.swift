import Analysis
import Testing

/// A view model that declares `Sendable` says so in the analysis: a client wrapping its shared instance then needs no
/// `nonisolated(unsafe)`. Regression (LargeCodebaseApp's `DownloadManager`, an `ObservableObject` and
/// `@unchecked Sendable`: the compiler warned that the mark was unnecessary).
@Suite struct DeclaredSendableTests {
  @Test(arguments: [
    ("final class DownloadManager: ObservableObject, @unchecked Sendable {", true),
    ("final class DownloadManager: ObservableObject {", false),
  ])
  func aViewModelDeclaringSendableIsMarked(declaration: String, sendable: Bool) throws {
    let result = analyze([
      "Downloads.swift": """
      \(declaration)
        static let shared = DownloadManager()
        @Published var activeCount = 0
        func cancelAll() { activeCount = 0 }
      }
      extension DownloadManager: CustomStringConvertible { var description: String { "" } }
      """
    ])
    let model = try #require(result.viewModels.first)
    #expect((model.isDeclaredSendable == true) == sendable)
  }
}
