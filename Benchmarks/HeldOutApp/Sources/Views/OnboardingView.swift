import SwiftUI

struct OnboardingView: View {
    @StateObject private var viewModel = OnboardingViewModel()
    var onDone: () -> Void

    var body: some View {
        VStack {
            ProgressView(value: viewModel.progress).padding()
            switch viewModel.step {
            case .welcome:
                Text("Welcome to Castaway").font(.largeTitle)
            case .interests:
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                        ForEach(viewModel.categories, id: \.self) { category in
                            Button(category) { viewModel.toggle(category) }
                                .buttonStyle(.bordered)
                                .tint(viewModel.selectedCategories.contains(category) ? .accentColor : .gray)
                        }
                    }
                }
            case .profile:
                TextField("What should we call you?", text: $viewModel.displayName).textFieldStyle(.roundedBorder)
                ForEach(viewModel.suggestions.prefix(5)) { Text($0.title).font(.caption) }
            case .done:
                Text("You're all set!").font(.title)
            }
            Spacer()
            HStack {
                if viewModel.step != .welcome { Button("Back", action: viewModel.back) }
                Spacer()
                Button(viewModel.step == .done ? "Start listening" : "Continue", action: viewModel.next)
                    .disabled(!viewModel.canContinue || viewModel.isWorking)
            }
            .padding()
        }
        .onAppear { viewModel.onFinish = onDone }
        .alert("Oops", isPresented: .constant(viewModel.error != nil)) {
            Button("OK") { viewModel.error = nil }
        }
    }
}
