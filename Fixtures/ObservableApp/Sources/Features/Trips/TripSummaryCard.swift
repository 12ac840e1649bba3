import SwiftUI

struct TripSummaryCard: View {
  @State private var model: TripSummaryModel

  init(trip: Trip) {
    _model = State(initialValue: TripSummaryModel(trip: trip))
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(model.dayCount) days")
      Text("This week: \(model.spentThisWeek.formatted())")
      Text("Biggest: \(model.biggestExpense)")
    }
  }
}
