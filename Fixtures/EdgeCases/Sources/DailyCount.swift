import Foundation

/// One day of `WeekSummaryViewModel`'s week.
struct DailyCount: Equatable {
    let day: Int
    let count: Int
}
