import SwiftUI

struct ContentFilterView: View {
    @StateObject var viewModel: ContentFilterViewModel

    var body: some View {
        Form {
            Toggle("Hide explicit episodes", isOn: $viewModel.hidesExplicit)
            Text("\(viewModel.blockedCount) podcasts blocked")
            Button("Show everything") { viewModel.set(hidesExplicit: false) }
            Button("Forget last") { viewModel.forgetLastBlocked() }
            Button("Done") { viewModel.doneTapped() }
        }
    }
}
