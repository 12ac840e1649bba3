import Combine
import Foundation

/// `@Published` properties that only exist on some platforms or builds.
final class DownloadTracker {
    @Published private(set) var progress: Double = 0
    @Published private(set) var bytesReceived: Int64 = 0

    #if os(iOS)
    @Published var allowsCellular = false
    #elseif os(macOS)
    @Published var downloadsFolder = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask).first
    #endif

    #if DEBUG
    @Published var simulatedLatency: TimeInterval = 0
    #endif

    private let totalBytes: Int64

    var progressText: String {
        "\(Int(progress * 100))%"
    }

    init(totalBytes: Int64) {
        self.totalBytes = totalBytes
    }

    func received(_ chunk: Int64) {
        bytesReceived += chunk
        progress = min(1, Double(bytesReceived) / Double(max(totalBytes, 1)))
    }

    #if DEBUG
    func simulate(chunks: Int) {
        for _ in 0..<chunks {
            received(totalBytes / Int64(max(chunks, 1)))
        }
    }
    #endif
}

/// A view model whose members are partly behind compile-time flags.
final class FeatureFlagsViewModel: ObservableObject {
    @Published var flags: [String: Bool] = [:]
    #if canImport(UIKit)
    @Published var usesHaptics = true
    #else
    @Published var usesSounds = true
    #endif

    private let clock: ClockService
    private var cancellables = Set<AnyCancellable>()

    init(clock: ClockService) {
        self.clock = clock
        $flags
            .map { $0.values.filter { $0 }.count }
            .sink { print("enabled flags: \($0)") }
            .store(in: &cancellables)
    }

    func toggle(_ name: String) {
        flags[name, default: false].toggle()
        flags["lastChanged.\(Int(clock.now().timeIntervalSince1970))"] = true
    }
}
