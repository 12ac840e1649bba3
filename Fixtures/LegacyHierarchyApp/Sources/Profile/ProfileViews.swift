import SwiftUI

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 6) {
                    Text(viewModel.displayName ?? "Loading…").font(.title2.bold())
                    Text("@\(viewModel.username ?? "")").foregroundStyle(.secondary)
                    Text(viewModel.followerSummary).font(.footnote)
                    Text(viewModel.joinedText).font(.footnote).foregroundStyle(.secondary)
                }
                if let progress = viewModel.avatarUploadProgress {
                    ProgressView(value: progress)
                }
            }
            Section {
                Text(viewModel.bio ?? "")
            }
            Section {
                Button(viewModel.isFollowing ? "Unfollow" : "Follow") { viewModel.toggleFollow() }
                Button("Edit profile") { viewModel.editTapped() }
                    .disabled(viewModel.profile == nil)
            }
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .task { await viewModel.load() }
        .refreshable { await viewModel.load() }
        .sheet(item: $viewModel.editor) { editor in
            NavigationView {
                EditProfileView(viewModel: editor)
            }
        }
        .alert(isPresented: $viewModel.showsError) {
            Alert(title: Text("Error"), message: Text(viewModel.error?.localizedDescription ?? ""))
        }
    }
}

struct EditProfileView: View {
    @ObservedObject var viewModel: EditProfileViewModel
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Form {
            Section(footer: errorText("displayName")) {
                TextField("Display name", text: $viewModel.displayName)
            }
            Section(header: Text("Bio"), footer: Text(viewModel.bioCounter)) {
                TextEditor(text: $viewModel.bio)
                    .frame(minHeight: 120)
            }
            Section(header: Text("Home country")) {
                TextField("Country code", text: Binding(
                    get: { viewModel.homeCountry ?? "" },
                    set: { viewModel.homeCountry = $0.isEmpty ? nil : $0 }
                ))
            }
        }
        .navigationTitle("Edit profile")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Revert") { viewModel.reset() }
                    .disabled(!viewModel.isDirty)
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    Task { await viewModel.save() }
                }
                .disabled(!viewModel.canSave)
            }
        }
    }

    private func errorText(_ field: String) -> Text {
        Text(viewModel.message(for: field) ?? "").foregroundColor(.red)
    }
}
