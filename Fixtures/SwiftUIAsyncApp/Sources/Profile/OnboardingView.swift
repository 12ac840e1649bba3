import SwiftUI

struct OnboardingView: View {
    @StateObject var viewModel: OnboardingViewModel

    init(viewModel: @autoclosure @escaping () -> OnboardingViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: viewModel.currentPage.symbol)
                .font(.system(size: 64))
            Text(viewModel.currentPage.title)
                .font(.largeTitle.bold())
            Text(viewModel.currentPage.body)
                .multilineTextAlignment(.center)
            if viewModel.isLastPage {
                TextField("Your name", text: $viewModel.name)
                    .textFieldStyle(.roundedBorder)
                Toggle("I accept the terms", isOn: $viewModel.acceptedTerms)
            }
            Spacer()
            HStack {
                if viewModel.currentIndex > 0 {
                    Button("Back") { viewModel.back() }
                }
                Spacer()
                if !viewModel.isLastPage {
                    Button("Skip") { viewModel.skip() }
                }
                Button(viewModel.nextButtonTitle) { viewModel.next() }
                    .buttonStyle(.borderedProminent)
                    .disabled(viewModel.isLastPage && !viewModel.canFinish)
            }
            PageIndicator(count: viewModel.pages.count, current: viewModel.currentIndex)
        }
        .padding(32)
        .animation(.default, value: viewModel.currentIndex)
    }
}

private struct PageIndicator: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? Color.accentColor : Color.secondary.opacity(0.3))
                    .frame(width: 8, height: 8)
            }
        }
    }
}
