import Foundation
import Observation

/// The numbers of a trip's summary card, worked out once from the trip it shows.
@Observable
final class TripSummaryModel {
  let spentThisWeek: Decimal
  let biggestExpense: String
  let dayCount: Int

  init(trip: Trip) {
    // Only the last seven days count toward the weekly total.
    let calendar = Calendar.current
    let weekAgo = calendar.date(byAdding: .day, value: -7, to: Date()) ?? Date()
    var spent = Decimal(0)
    var biggest: Expense?
    for expense in trip.expenses where expense.date >= weekAgo {
      spent += expense.amount
      if biggest == nil ||
        expense.amount > (biggest?.amount ?? 0) {
        biggest = expense
      }
    }
    self.spentThisWeek = spent
    self.biggestExpense = biggest?.title ?? "None"
    self.dayCount = max(1, calendar.dateComponents([.day], from: trip.startDate, to: trip.endDate).day ?? 0)
  }
}
