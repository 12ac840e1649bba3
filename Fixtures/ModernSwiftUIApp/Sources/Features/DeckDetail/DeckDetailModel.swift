import CasePaths
import Dependencies
import Observation
import Sharing
import SwiftUI

@MainActor
@Observable
final class DeckDetailModel: Hashable {
  var destination: Destination?
  @ObservationIgnored
  @Shared var deck: Deck
  var isSpeechAvailable = false

  @ObservationIgnored
  @Dependency(PronunciationClient.self) var pronunciation

  var onConfirmDeletion: () -> Void = {}
  var onStudyStarted: (Deck) -> Void = { _ in }

  @CasePathable
  enum Destination {
    case alert(AlertState<AlertAction>)
    case edit(DeckFormModel)
  }

  enum AlertAction {
    case confirmDeletion
    case hearTitle
  }

  init(destination: Destination? = nil, deck: Shared<Deck>) {
    self.destination = destination
    self._deck = deck
  }

  func onAppear() {
    isSpeechAvailable = pronunciation.isAvailable()
  }

  func deleteButtonTapped() {
    destination = .alert(.deleteDeck)
  }

  func alertButtonTapped(_ action: AlertAction?) async {
    switch action {
    case .confirmDeletion?:
      onConfirmDeletion()
    case .hearTitle?:
      try? await pronunciation.speak(text: deck.title)
    case nil:
      break
    }
  }

  func editButtonTapped() {
    destination = .edit(
      withDependencies(from: self) {
        DeckFormModel(deck: self.deck)
      }
    )
  }

  func cancelEditButtonTapped() {
    destination = nil
  }

  func doneEditingButtonTapped() {
    guard case let .edit(deckFormModel) = destination else { return }
    $deck.withLock { $0 = deckFormModel.deck }
    destination = nil
  }

  func startStudyButtonTapped() {
    onStudyStarted(deck)
  }

  func deleteSessions(atOffsets indices: IndexSet) {
    $deck.withLock { $0.sessions.remove(atOffsets: indices) }
  }

  nonisolated static func == (lhs: DeckDetailModel, rhs: DeckDetailModel) -> Bool {
    lhs === rhs
  }

  nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AlertState where Action == DeckDetailModel.AlertAction {
  static let deleteDeck = Self {
    TextState("Delete this deck?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
    ButtonState(action: .hearTitle) {
      TextState("Hear its title first")
    }
    ButtonState(role: .cancel) {
      TextState("Keep")
    }
  }
}
