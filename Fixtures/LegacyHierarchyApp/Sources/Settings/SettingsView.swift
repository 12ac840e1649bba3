import SwiftUI

struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel

    var body: some View {
        Form {
            Section(header: Text("Appearance")) {
                Picker("Theme", selection: $viewModel.theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue.capitalized).tag(theme)
                    }
                }
                Slider(value: $viewModel.fontScale, in: 0.8...1.6, step: 0.1)
                Button("Undo size change") { viewModel.undoFontScale() }
            }
            Section(header: Text("Privacy")) {
                Toggle("Share anonymous usage", isOn: $viewModel.analyticsOptIn)
            }
            Section(header: Text("Storage"), footer: Text(viewModel.cacheSizeText)) {
                Button("Clear cache") { viewModel.clearCache() }
            }
            #if DEBUG
            Section(header: Text("Debug")) {
                Toggle("Staging server", isOn: $viewModel.useStagingServer)
                Toggle("Verbose logging", isOn: $viewModel.verboseLogging)
            }
            #endif
            Section(footer: Text(viewModel.versionText)) {
                Button("Tell a friend") { viewModel.shareAppTapped() }
            }
        }
        .onAppear { viewModel.measureCache() }
        .sheet(item: $viewModel.share) { share in
            ShareSheetView(viewModel: share)
        }
    }
}

struct ShareSheetView: View {
    @ObservedObject var viewModel: ShareViewModel

    var body: some View {
        VStack(spacing: 16) {
            TextEditor(text: $viewModel.text)
                .frame(height: 120)
            Button(viewModel.didCopy ? "Copied!" : "Copy") { viewModel.copyToPasteboard() }
            ShareLink(item: viewModel.text)
        }
        .padding()
        .onDisappear { viewModel.reset() }
    }
}
