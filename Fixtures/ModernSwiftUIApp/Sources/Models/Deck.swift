import Foundation
import IdentifiedCollections

struct Deck: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  var title = ""
  var cards: IdentifiedArrayOf<Card> = []
  var sessions: IdentifiedArrayOf<StudySession> = []
  var dailyGoal = 20

  var isEmpty: Bool { cards.isEmpty }
}

struct Card: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  var front = ""
  var back = ""
}

struct StudySession: Codable, Equatable, Hashable, Identifiable, Sendable {
  let id: UUID
  var date: Date
  var correct: Int
  var total: Int

  var score: Double { total == 0 ? 0 : Double(correct) / Double(total) }
}
