import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var viewModel: SettingsViewModel

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Display name", text: $viewModel.displayName)
                    .textContentType(.nickname)
                LabeledContent("Install ID", value: viewModel.installID)
                    .font(.caption)
            }
            Section("Preferences") {
                Picker("Platform", selection: $viewModel.preferredPlatform) {
                    Text("Any").tag(Platform?.none)
                    ForEach(Platform.allCases) { platform in
                        Text(platform.displayName).tag(Platform?.some(platform))
                    }
                }
                Toggle("Price alerts", isOn: $viewModel.priceAlertsEnabled)
            }
            Section {
                Button("Reset everything", role: .destructive) {
                    viewModel.resetTapped()
                }
            }
        }
        .navigationTitle("Settings")
        .confirmationDialog(
            "This removes your favorites and preferences.",
            isPresented: $viewModel.showResetConfirmation,
            titleVisibility: .visible
        ) {
            Button("Reset", role: .destructive) { viewModel.resetConfirmed() }
        }
    }
}
