import Observation
import Sharing
import SwiftUI

@MainActor
@Observable
final class SettingsModel {
  @ObservationIgnored
  @Shared(.appStorage(StorageKeys.dailyGoal)) var dailyGoal = 20
  @ObservationIgnored
  @Shared(.appStorage(StorageKeys.speakCards)) var speakCards = true

  func resetButtonTapped() {
    $dailyGoal.withLock { $0 = 20 }
    $speakCards.withLock { $0 = true }
  }

  func speakCardsToggled(_ isOn: Bool) {
    $speakCards.withLock { $0 = isOn }
  }
}
