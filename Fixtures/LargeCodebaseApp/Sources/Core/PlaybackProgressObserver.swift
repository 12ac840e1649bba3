import Combine
import Foundation

extension Notification.Name {
    static let playbackProgressDidChange = Notification.Name("playbackProgressDidChange")
}

/// Turns the audio engine's progress notifications into a published value.
final class PlaybackProgressObserver: ObservableObject {
    @Published private(set) var fraction: Double = 0

    private var cancellable: AnyCancellable?

    init(center: NotificationCenter = .default) {
        cancellable = center.publisher(for: .playbackProgressDidChange)
            .compactMap { $0.userInfo?["fraction"] as? Double }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] fraction in self?.fraction = fraction }
    }
}
