import SwiftUI

/// Each choice clears the ones below it: its `didSet` resets the next field, whose own `didSet` runs in turn.
final class FeedbackFormViewModel: ObservableObject {
    @Published var reportType: String? {
        didSet { category = "" }
    }
    @Published var category: String? {
        didSet { subcategory = "" }
    }
    @Published var subcategory: String? {
        didSet { details = "" }
    }
    @Published var details = ""
    @Published var errorMessage: String? {
        didSet {
            withAnimation {
                showsError = errorMessage != nil
            }
        }
    }
    @Published var showsError = false

    func startOver() {
        reportType = nil
    }

    func submit() {
        guard !details.isEmpty else {
            errorMessage = "Describe the problem first"
            return
        }
    }
}

struct FeedbackFormView: View {
    @StateObject var viewModel = FeedbackFormViewModel()

    var body: some View {
        Form {
            Picker("Type", selection: $viewModel.reportType) { Text("Bug").tag("bug" as String?) }
            Picker("Category", selection: $viewModel.category) { Text("Layout").tag("layout" as String?) }
            TextField("Details", text: $viewModel.details)
            Button("Start over") { viewModel.startOver() }
            Button("Send") { viewModel.submit() }
        }
    }
}
