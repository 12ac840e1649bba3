import SwiftUI

/// A settable computed property over a plain stored model that announces its own change: State carries the setter
/// without `objectWillChange.send()`, and the view still binds it. The `@AppStorage` flag becomes `@Shared` State,
/// which the view binds through `Binding(store.$showsBio)`.
final class ProfileEditorViewModel: ObservableObject {
    @Published var isSaved = false
    @AppStorage("profile.showsBio") var showsBio = true
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
            Toggle("Show bio", isOn: $viewModel.showsBio)
            Button("Hide bio") { viewModel.showsBio = false }
            Button("Save") { viewModel.save() }
        }
    }
}
