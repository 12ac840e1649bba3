import SwiftUI

struct SettingsView: View {
  @Bindable var viewModel: SettingsViewModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          LabeledContent("Signed in as", value: viewModel.userName)
          Button("Sign Out", role: .destructive) { viewModel.isConfirmingSignOut = true }
        }
        Section("Appearance") {
          Picker("Theme", selection: $viewModel.theme) {
            ForEach(AppTheme.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
        }
        Section("Playback") {
          Stepper("Skip forward: \(viewModel.skipForwardSeconds)s", value: $viewModel.skipForwardSeconds, in: 10...90, step: 5)
        }
        Section("Downloads") {
          Toggle("Auto-download new episodes", isOn: $viewModel.autoDownload)
          Toggle("Use cellular data", isOn: $viewModel.downloadOnCellular)
            .disabled(!viewModel.autoDownload)
          LabeledContent("Storage used", value: viewModel.diskUsageText)
          Button("Remove all downloads") { viewModel.clearDownloads() }
            .disabled(viewModel.isClearingCache)
        }
        Section {
          Button("Reset settings") { viewModel.resetToDefaults() }
        } footer: {
          Text("Version \(viewModel.appVersion)")
        }
      }
      .navigationTitle("Settings")
      .toolbar { Button("Done") { dismiss() } }
      .onAppear { viewModel.refreshDiskUsage() }
      .confirmationDialog("Sign out?", isPresented: $viewModel.isConfirmingSignOut) {
        Button("Sign Out", role: .destructive) { viewModel.signOut() }
      }
    }
  }
}
