import SwiftUI

/// A settable computed property over a plain stored model that announces its own change: State carries the setter
/// without `objectWillChange.send()`, and the view still binds it.
final class ProfileEditorViewModel: ObservableObject {
    @Published var isSaved = false
    private var profile = Profile()

    var displayName: String {
        get { profile.displayName }
        set {
            profile.displayName = newValue
            objectWillChange.send()
        }
    }

    func save() {
        isSaved = !profile.displayName.isEmpty
    }
}

struct ProfileEditorView: View {
    @StateObject var viewModel = ProfileEditorViewModel()

    var body: some View {
        Form {
            TextField("Name", text: $viewModel.displayName)
            Button("Save") { viewModel.save() }
        }
    }
}
