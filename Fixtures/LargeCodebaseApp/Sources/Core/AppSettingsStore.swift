import Combine
import Foundation

/// Playback and download preferences that several screens read.
final class AppSettingsStore: ObservableObject {
    @Published var streamsOverCellular = false
    @Published var downloadsAutomatically = true
    @Published var playbackRate: PlaybackRate = .normal
    @Published var skipInterval: TimeInterval = 30
}
