import Foundation

// Declarations only: enough of AVFoundation for a fixture app's live audio service to type-check on Linux.
// Nothing here runs in the tests (generated tests stub every client), so every body stops the program.

func appleOnly() -> Never { fatalError("AVFoundation is not available on Linux; this stand-in only type-checks") }

public struct CMTime {
  public init(seconds: Double, preferredTimescale: Int32) {}
  public var seconds: Double { appleOnly() }
}

public final class AVPlayerItem {
  public init(url: URL) {}
  public var duration: CMTime { appleOnly() }
}

public final class AVPlayer {
  public enum TimeControlStatus { case paused, waitingToPlayAtSpecifiedRate, playing }
  public init() {}
  public var timeControlStatus: TimeControlStatus { appleOnly() }
  public var rate: Float = 0
  public var currentItem: AVPlayerItem? { appleOnly() }
  public func currentTime() -> CMTime { appleOnly() }
  public func replaceCurrentItem(with item: AVPlayerItem?) { appleOnly() }
  public func seek(to time: CMTime) { appleOnly() }
  public func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { appleOnly() }
  public func playImmediately(atRate rate: Float) { appleOnly() }
  public func pause() { appleOnly() }
}
