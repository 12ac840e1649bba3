import Observation

/// Whether the traveller watches a trip's fares; the screen showing it counts the changes.
@MainActor
@Observable
final class PriceAlertModel {
  var isWatching: Bool
  private let onChange: (Bool) -> Void

  init(isWatching: Bool, onChange: @escaping (Bool) -> Void) {
    self.isWatching = isWatching
    self.onChange = onChange
  }

  func toggle() {
    isWatching.toggle()
    onChange(isWatching)
  }
}
