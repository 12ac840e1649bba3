import Foundation
import Observation

@MainActor
@Observable
final class AddTripModel: Identifiable {
  var name = ""
  var startDate = Date()
  var endDate = Date().addingTimeInterval(7 * 24 * 60 * 60)
  var notes = ""
  var firstCity = ""
  var validationMessage: String?

  let id = UUID()
  let onSave: (Trip) -> Void
  @ObservationIgnored private let calendar = Calendar.current

  var nights: Int {
    calendar.dateComponents([.day], from: startDate, to: endDate).day ?? 0
  }

  var canSave: Bool {
    !name.trimmingCharacters(in: .whitespaces).isEmpty && nights > 0
  }

  init(onSave: @escaping (Trip) -> Void) {
    self.onSave = onSave
  }

  func startDateChanged() {
    if endDate <= startDate {
      endDate = calendar.date(byAdding: .day, value: 1, to: startDate) ?? startDate
    }
  }

  func startsText(for date: Date) -> String {
    let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: Date()), to: date).day ?? 0
    return days > 0 ? "Starts in \(days) days" : "Starts today"
  }

  func saveTapped() {
    guard canSave else {
      validationMessage = "Give your trip a name and at least one night."
      return
    }
    guard !startsInPast(startDate) else {
      validationMessage = "Start the trip today or later."
      return
    }
    var trip = Trip(name: name, startDate: startDate, endDate: endDate, notes: notes)
    if !firstCity.isEmpty {
      trip.stops.append(
        Stop(city: firstCity, country: "", arrival: startDate, nights: nights, latitude: 0, longitude: 0)
      )
    }
    onSave(trip)
  }

  private func startsInPast(_ date: Date) -> Bool {
    date < calendar.startOfDay(for: Date())
  }
}
