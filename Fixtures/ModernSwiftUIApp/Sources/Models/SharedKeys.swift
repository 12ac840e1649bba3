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

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Deck>>.Default {
  static var decks: Self {
    Self[.fileStorage(.decksFile), default: []]
  }
}
