import Foundation

/// The default wait of `receive` and `finish`: TCA's one second, unless `TCA_STAND_IN_TIMEOUT_SECONDS` sets another.
enum TestStoreTimeout {
  /// The wait in nanoseconds.
  static var standard: UInt64 {
    guard let text = ProcessInfo.processInfo.environment["TCA_STAND_IN_TIMEOUT_SECONDS"],
      let seconds = Double(text), seconds > 0
    else { return 1_000_000_000 }
    return UInt64(seconds * 1_000_000_000)
  }
}
