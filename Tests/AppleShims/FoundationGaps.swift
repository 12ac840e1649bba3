import Foundation

// Apple Foundation API that swift-corelibs-foundation lacks, compiled into each fixture app's module on Linux.

extension URL {
  /// The app's documents folder (`URL.documentsDirectory`, Apple platforms only).
  static var documentsDirectory: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
  }
}
