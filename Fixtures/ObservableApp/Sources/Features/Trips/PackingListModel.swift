import Foundation
import Observation

@Observable
final class PackingListModel {
  var items: [PackingItem]
  var newItemName = ""
  var hidePacked = false
  // The trip holding this list, set by it: a weak reference back to its owner, whose own method a change calls.
  @ObservationIgnored weak var trip: TripModel?

  var visibleItems: [PackingItem] {
    hidePacked ? items.filter { !$0.isPacked } : items
  }

  var progress: Double {
    guard !items.isEmpty else { return 0 }
    return Double(items.filter(\.isPacked).count) / Double(items.count)
  }

  var progressText: String {
    "\(items.filter(\.isPacked).count) of \(items.count) packed"
  }

  init(items: [PackingItem] = []) {
    self.items = items
  }

  func addItem() {
    let name = newItemName.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    if let index = items.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
      items[index].quantity += 1
    } else {
      items.append(PackingItem(name: name))
    }
    newItemName = ""
  }

  @MainActor func itemsEdited() {
    trip?.notesChanged()
  }

  func toggle(_ item: PackingItem) {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index].isPacked.toggle()
  }

  func remove(at offsets: IndexSet) {
    let ids = offsets.map { visibleItems[$0].id }
    items.removeAll { ids.contains($0.id) }
  }

  func unpackAll() {
    for index in items.indices {
      items[index].isPacked = false
    }
  }
}
