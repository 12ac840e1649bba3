import Foundation

// Apple Foundation API that swift-corelibs-foundation lacks, compiled into each fixture app's module on Linux.

extension URL {
  /// The app's documents folder (`URL.documentsDirectory`, Apple platforms only).
  static var documentsDirectory: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
  }
}

/// Relative dates ("2 hours ago"); Apple platforms only. Formats as a plain interval here.
final class RelativeDateTimeFormatter: @unchecked Sendable {
  /// How units are written.
  enum UnitsStyle { case full, spellOut, short, abbreviated }
  /// How units are written.
  var unitsStyle: UnitsStyle = .full

  /// `date` relative to `reference`.
  func localizedString(for date: Date, relativeTo reference: Date) -> String {
    "\(Int(date.timeIntervalSince(reference))) s"
  }
}
