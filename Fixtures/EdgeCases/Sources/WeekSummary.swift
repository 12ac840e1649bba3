import SwiftUI

/// Built only when there is something to show: its failable `init` gives up on an empty week.
final class WeekSummaryViewModel: ObservableObject {
    let total: Int
    let busiest: DailyCount
    @Published var isExpanded = false

    init?(counts: [DailyCount]) {
        guard let busiest = counts.max(by: { $0.count < $1.count }) else { return nil }
        var total = 0
        for day in counts {
            total += day.count
        }
        guard total > 0 else { return nil }
        self.total = total
        self.busiest = busiest
    }

    func toggleButtonTapped() {
        isExpanded.toggle()
    }
}

struct WeekSummaryView: View {
    @StateObject var viewModel: WeekSummaryViewModel

    var body: some View {
        Button("\(viewModel.total) this week") { viewModel.toggleButtonTapped() }
    }
}
