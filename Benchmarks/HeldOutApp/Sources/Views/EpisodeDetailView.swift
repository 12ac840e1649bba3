import SwiftUI

struct EpisodeDetailView: View {
    @ObservedObject var viewModel: EpisodeDetailViewModel
    @EnvironmentObject private var app: AppViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    HStack {
                        Text(viewModel.publishedText).font(.caption)
                        if viewModel.isNew {
                            Text("NEW").font(.caption2.bold()).padding(4).background(.blue.opacity(0.2), in: Capsule())
                        }
                    }
                    Text(viewModel.episode.showNotes)

                    GroupBox("Transcript") {
                        if let transcript = viewModel.transcript {
                            Text(transcript).textSelection(.enabled)
                        } else if viewModel.transcriptProgressText.isEmpty {
                            Button("Get transcript") { viewModel.startTranscriptPolling() }
                        } else {
                            Text(viewModel.transcriptProgressText).foregroundStyle(.secondary)
                        }
                    }

                    GroupBox("Notes") {
                        ForEach(viewModel.notes) { note in
                            HStack(alignment: .top) {
                                Text(PlayerViewModel.format(note.timestamp)).monospacedDigit()
                                Text(note.text)
                            }
                        }
                        Button("Add note") {
                            viewModel.addNote(at: app.player.elapsed)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(viewModel.episode.title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                ToolbarItem(placement: .primaryAction) {
                    Button("Play") { app.player.start(episode: viewModel.episode) }
                }
            }
            .task { await viewModel.task() }
            .onDisappear { viewModel.stopPolling() }
            .sheet(item: $viewModel.addNoteViewModel) { vm in
                AddNoteView(viewModel: vm)
            }
            .alert(viewModel.errorMessage ?? "", isPresented: $viewModel.showAlert) {
                Button("OK") { viewModel.dismissError() }
            }
        }
    }
}

struct AddNoteView: View {
    @StateObject var viewModel: AddNoteViewModel
    @Environment(\.dismiss) var dismiss
    @FocusState private var focused: Bool

    init(viewModel: AddNoteViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Attach timestamp (\(viewModel.timestampLabel))", isOn: $viewModel.includeTimestamp)
                TextEditor(text: $viewModel.text)
                    .frame(minHeight: 160)
                    .focused($focused)
                    .onChange(of: viewModel.text) { _, newValue in viewModel.textChanged(newValue) }
                HStack {
                    if let message = viewModel.validationMessage {
                        Text(message).foregroundStyle(.red).font(.footnote)
                    }
                    Spacer()
                    Text("\(viewModel.remainingCharacters)")
                        .foregroundStyle(viewModel.remainingCharacters < 0 ? .red : .secondary)
                        .font(.caption.monospacedDigit())
                }
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            if await viewModel.save() { dismiss() }
                        }
                    }
                    .disabled(!viewModel.canSave)
                }
            }
            .onAppear { focused = true }
        }
    }
}
