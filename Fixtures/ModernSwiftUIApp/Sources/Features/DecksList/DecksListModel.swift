import CasePaths
import Dependencies
import IdentifiedCollections
import Observation
import Sharing
import SwiftUI

@MainActor
@Observable
final class DecksListModel {
  var destination: Destination?
  @ObservationIgnored
  @Shared(.decks) var decks
  var searchText = ""

  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  var onDeckTapped: (Deck) -> Void = { _ in }

  @CasePathable
  enum Destination {
    case add(DeckFormModel)
    case alert(AlertState<AlertAction>)
  }

  enum AlertAction {
    case confirmLoadMockData
  }

  init(destination: Destination? = nil) {
    self.destination = destination
  }

  func addDeckButtonTapped() {
    destination = .add(
      withDependencies(from: self) {
        DeckFormModel(deck: Deck(id: self.uuid()))
      }
    )
  }

  func dismissAddDeckButtonTapped() {
    destination = nil
  }

  func confirmAddDeckButtonTapped() {
    guard case let .add(deckFormModel) = destination else { return }
    var deck = deckFormModel.deck
    deck.cards.removeAll { card in
      card.front.allSatisfy(\.isWhitespace)
    }
    $decks.withLock { $0.append(deck) }
    destination = nil
  }

  func deckTapped(_ deck: Deck) {
    onDeckTapped(deck)
  }

  func deleteDecks(atOffsets indices: IndexSet) {
    $decks.withLock { $0.remove(atOffsets: indices) }
  }

  func loadSampleButtonTapped() {
    destination = .alert(.loadSample)
  }

  func alertButtonTapped(_ action: AlertAction?) {
    switch action {
    case .confirmLoadMockData:
      $decks.withLock {
        $0 = [Deck(id: uuid(), title: "Capitals", dailyGoal: 10)]
      }
    case nil:
      break
    }
  }
}

extension AlertState where Action == DecksListModel.AlertAction {
  static let loadSample = Self {
    TextState("Load sample decks?")
  } actions: {
    ButtonState(action: .confirmLoadMockData) {
      TextState("Load")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState("Your decks will be replaced by the sample decks.")
  }
}
