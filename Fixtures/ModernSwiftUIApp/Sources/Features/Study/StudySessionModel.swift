import CasePaths
import Clocks
import Dependencies
import Observation
import Sharing
import SwiftUI

@MainActor
@Observable
final class StudySessionModel: Hashable {
  var destination: Destination?
  var currentIndex = 0
  var correct = 0
  var isRevealed = false
  var secondsElapsed = 0
  @ObservationIgnored
  @Shared var deck: Deck
  @ObservationIgnored
  @Shared(.appStorage(StorageKeys.speakCards)) var speakCards = true

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.date.now) var now
  @ObservationIgnored
  @Dependency(\.uuid) var uuid
  @ObservationIgnored
  @Dependency(PronunciationClient.self) var pronunciation

  var onSessionFinished: () -> Void = {}

  @CasePathable
  enum Destination {
    case alert(AlertState<AlertAction>)
  }

  enum AlertAction {
    case saveAndEnd
    case discard
  }

  init(destination: Destination? = nil, deck: Shared<Deck>) {
    self.destination = destination
    self._deck = deck
  }

  func onTask() async {
    for await _ in clock.timer(interval: .seconds(1)) {
      secondsElapsed += 1
    }
  }

  func revealButtonTapped() async {
    isRevealed = true
    guard speakCards, currentIndex < deck.cards.count else { return }
    try? await pronunciation.speak(text: deck.cards[currentIndex].back)
  }

  func answerButtonTapped(wasCorrect: Bool) {
    correct +=
      wasCorrect
      ? 1
      : 0
    isRevealed = false
    currentIndex += 1
    if currentIndex >= deck.cards.count {
      finishSession()
    }
  }

  func endSessionButtonTapped() {
    destination = .alert(.endSession)
  }

  func alertButtonTapped(_ action: AlertAction?) {
    switch action {
    case .saveAndEnd:
      finishSession()
    case .discard:
      onSessionFinished()
    case nil:
      break
    }
  }

  private func finishSession() {
    let session = StudySession(id: uuid(), date: now, correct: correct, total: currentIndex)
    $deck.withLock { $0.sessions.insert(session, at: 0) }
    onSessionFinished()
  }

  nonisolated static func == (lhs: StudySessionModel, rhs: StudySessionModel) -> Bool {
    lhs === rhs
  }

  nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AlertState where Action == StudySessionModel.AlertAction {
  static let endSession = Self {
    TextState("End the session?")
  } actions: {
    ButtonState(action: .saveAndEnd) {
      TextState("Save and end")
    }
    ButtonState(role: .destructive, action: .discard) {
      TextState("Discard")
    }
    ButtonState(role: .cancel) {
      TextState("Keep studying")
    }
  }
}
