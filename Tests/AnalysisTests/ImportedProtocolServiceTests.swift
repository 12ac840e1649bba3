import Analysis
import Testing

/// A protocol a file imports from another module (`import protocol Storage.StorageManagerType`) is an interface to
/// work: a dependency of that type is a service. Before, WooCommerce's `StorageManagerType` (no service suffix, no
/// declaration) was taken for a value and became a State field, `var storageManager: StorageManagerType`.
@Suite struct ImportedProtocolServiceTests {
  static func analysis(imports: String) -> AnalysisResult {
    let source = """
      import Foundation
      \(imports)

      final class ListViewModel: ObservableObject {
        @Published var rows: [String] = []
        private let storageManager: StorageManagerType
        init(storageManager: StorageManagerType) { self.storageManager = storageManager }
        func reload() { rows = storageManager.names() }
      }
      struct ListView: View { @StateObject var model: ListViewModel }
      """
    return Analyzer.analyze([SourceInput(path: "List.swift", bytes: Array(source.utf8))])
  }

  @Test(arguments: [
    ("import protocol Storage.StorageManagerType", true),
    ("import struct Storage.StorageManagerType", false),
    ("import Storage", false),
  ])
  func anImportedProtocolIsAService(imports: String, isService: Bool) {
    let services = Self.analysis(imports: imports).services.map(\.name)
    #expect(services.contains("StorageManagerType") == isService, "\(services)")
  }
}
