import SwiftUI

struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel
    @EnvironmentObject private var session: SessionManager
    @EnvironmentObject private var style: PlayerStyle

    var body: some View {
        Form {
            Section("Account") {
                Text(viewModel.account?.displayName ?? "Signed out")
                if session.isRefreshingToken { ProgressView() }
                Button("Reload account") { viewModel.reloadAccount(from: session) }
                Button("Sign out", role: .destructive) { viewModel.signOutTapped() }
            }
            Section("Playback") {
                Text(viewModel.playbackRateLabel)
                Button("Stream over cellular") { viewModel.cellularStreamingToggled() }
                ForEach(PlaybackRate.allCases, id: \.self) { rate in
                    Button("\(rate.rawValue)×") { viewModel.playbackRateSelected(rate) }
                    Button("About \(rate.rawValue)×") { viewModel.router.showHelp(for: rate) }
                }
            }
            Section("About") {
                Button("Licenses") { viewModel.router.showLicenses() }
                Button("Done") { viewModel.router.close(animated: true) }
            }
        }
        .tint(style.tint)
        .confirmationDialog("Sign out?", isPresented: $viewModel.showsSignOutConfirmation) {
            Button("Sign out", role: .destructive) { viewModel.confirmSignOut() }
        }
        .onAppear { viewModel.onAppear() }
    }
}
