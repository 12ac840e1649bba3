import SwiftUI

struct UpNextView: View {
    @StateObject private var viewModel = UpNextViewModel()

    var body: some View {
        List(viewModel.rows.indices, id: \.self) { index in
            Text(viewModel.rows[index].title)
                .onTapGesture { viewModel.onPlay?(viewModel.rows[index].title) }
        }
        Button("Add") { viewModel.add("Next") }
        Button("Clear") { viewModel.clear() }
        Button("Close") { viewModel.onClose?() }
    }
}
