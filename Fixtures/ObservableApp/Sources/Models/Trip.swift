import Foundation

struct Trip: Identifiable, Codable, Hashable, Sendable {
  var id: UUID
  var name: String
  var startDate: Date
  var endDate: Date
  var stops: [Stop]
  var expenses: [Expense]
  var packingList: [PackingItem]
  var notes: String

  init(
    id: UUID = UUID(),
    name: String,
    startDate: Date,
    endDate: Date,
    stops: [Stop] = [],
    expenses: [Expense] = [],
    packingList: [PackingItem] = [],
    notes: String = ""
  ) {
    self.id = id
    self.name = name
    self.startDate = startDate
    self.endDate = endDate
    self.stops = stops
    self.expenses = expenses
    self.packingList = packingList
    self.notes = notes
  }

  var durationInDays: Int {
    max(1, Calendar.current.dateComponents([.day], from: startDate, to: endDate).day ?? 0)
  }

  var isPast: Bool {
    endDate < Date()
  }
}

struct Stop: Identifiable, Codable, Hashable, Sendable {
  var id = UUID()
  var city: String
  var country: String
  var arrival: Date
  var nights: Int
  var latitude: Double
  var longitude: Double
  var bookingReference: String?
}

struct Expense: Identifiable, Codable, Hashable, Sendable {
  enum Category: String, Codable, CaseIterable, Sendable {
    case travel, lodging, food, activities, other
  }

  var id = UUID()
  var title: String
  var amount: Decimal
  var currency: String
  var category: Category
  var date: Date
}

struct PackingItem: Identifiable, Codable, Hashable, Sendable {
  var id = UUID()
  var name: String
  var isPacked = false
  var quantity = 1
}

struct Weather: Equatable, Sendable {
  var temperatureCelsius: Double
  var symbolName: String
  var summary: String

  func temperature(metric: Bool) -> String {
    if metric {
      return "\(Int(temperatureCelsius.rounded()))°C"
    }
    return "\(Int((temperatureCelsius * 9 / 5 + 32).rounded()))°F"
  }
}

extension Trip {
  static let sample = Trip(
    name: "Lisbon & Porto",
    startDate: Date(timeIntervalSince1970: 1_717_200_000),
    endDate: Date(timeIntervalSince1970: 1_717_804_800),
    stops: [
      Stop(city: "Lisbon", country: "Portugal", arrival: Date(timeIntervalSince1970: 1_717_200_000), nights: 4,
           latitude: 38.72, longitude: -9.14),
      Stop(city: "Porto", country: "Portugal", arrival: Date(timeIntervalSince1970: 1_717_545_600), nights: 3,
           latitude: 41.15, longitude: -8.61),
    ],
    expenses: [
      Expense(title: "Train", amount: 32.5, currency: "EUR", category: .travel,
              date: Date(timeIntervalSince1970: 1_717_545_600)),
    ],
    packingList: [PackingItem(name: "Passport"), PackingItem(name: "Sunscreen")]
  )
}
