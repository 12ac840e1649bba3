import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
struct PronunciationClient: Sendable {
  var speak: @Sendable (_ text: String) async throws -> Void
  var isAvailable: @Sendable () -> Bool = { false }
}

extension PronunciationClient: DependencyKey {
  static let liveValue = PronunciationClient(
    speak: { _ in try await Task.sleep(for: .milliseconds(300)) },
    isAvailable: { true }
  )
}
