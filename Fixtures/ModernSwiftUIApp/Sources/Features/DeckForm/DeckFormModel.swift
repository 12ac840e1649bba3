import Dependencies
import Observation
import SwiftUI

@MainActor
@Observable
final class DeckFormModel: Identifiable {
  var deck: Deck
  var focus: Field?

  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  enum Field: Hashable {
    case card(Card.ID)
    case title
  }

  init(deck: Deck, focus: Field? = .title) {
    self.deck = deck
    self.focus = focus
    if self.deck.cards.isEmpty {
      self.deck.cards.append(Card(id: uuid()))
    }
  }

  func deleteCards(atOffsets indices: IndexSet) {
    deck.cards.remove(atOffsets: indices)
    if deck.cards.isEmpty {
      deck.cards.append(Card(id: uuid()))
    }
    focus = .title
  }

  func addCardButtonTapped() {
    let card = Card(id: uuid())
    deck.cards.append(card)
    focus = .card(card.id)
  }

  func goalStepperChanged(_ goal: Int) {
    deck.dailyGoal = max(1, goal)
  }
}
