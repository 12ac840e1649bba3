import Foundation

// Enough of AVFoundation for a fixture app's live audio service to type-check on Linux. Player bodies stop the
// program (generated tests stub every client); the interruption types and keys hold real values.

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

/// The audio session, as far as interruption notifications reach it (values real, so tests can run them).
public final class AVAudioSession {
  /// How deactivating the session treats other apps' audio.
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  public static func sharedInstance() -> AVAudioSession { appleOnly() }
  public func setActive(_ active: Bool, options: SetActiveOptions = []) throws { appleOnly() }

  /// Whether an interruption began or ended.
  public enum InterruptionType: UInt, Sendable {
    case began = 1
    case ended = 0
  }

  /// What an ended interruption suggests.
  public struct InterruptionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let shouldResume = InterruptionOptions(rawValue: 1)
  }
}

/// The `userInfo` key of an interruption's type.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The `userInfo` key of an ended interruption's options.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
