import SwiftUI

struct TransfersView: View {
    @StateObject private var viewModel = TransfersViewModel()

    var body: some View {
        List {
            ForEach(viewModel.paused, id: \.self) { id in
                Button("Resume \(id)") { viewModel.send(.resume(id: id)) }
            }
            if viewModel.state == .transferring {
                Text("Transferring")
            }
        }
        .toolbar {
            Button("Clear") { viewModel.send(.clearFinished) }
        }
        .onAppear { viewModel.send(.pause("current")) }
    }
}
