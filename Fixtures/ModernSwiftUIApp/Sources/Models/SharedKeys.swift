import Foundation
import IdentifiedCollections
import Sharing

extension URL {
  static let decksFile = URL.documentsDirectory.appending(component: "decks.json")
}

enum StorageKeys {
  static let dailyGoal = "dailyGoal"
  static let speakCards = "speakCards"
}
