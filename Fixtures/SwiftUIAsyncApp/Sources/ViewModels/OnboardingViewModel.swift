import Foundation

@MainActor
final class OnboardingViewModel: ObservableObject {
    @Published private(set) var currentIndex = 0
    @Published var name: String
    @Published var acceptedTerms = false

    let pages: [OnboardingPage] = [
        OnboardingPage(id: 0, symbol: "gamecontroller", title: "Discover", body: "Browse thousands of indie games."),
        OnboardingPage(id: 1, symbol: "star.bubble", title: "Review", body: "Tell other players what you think."),
        OnboardingPage(id: 2, symbol: "bell.badge", title: "Save", body: "Get told when a price drops."),
    ]

    var onFinish: (String) -> Void
    private let startedAt = Date()

    var currentPage: OnboardingPage {
        pages[currentIndex]
    }

    var isLastPage: Bool {
        currentIndex == pages.count - 1
    }

    var canFinish: Bool {
        isLastPage && acceptedTerms && !name.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var nextButtonTitle: String {
        isLastPage ? "Get started" : "Next"
    }

    init(suggestedName: String = "", onFinish: @escaping (String) -> Void) {
        self.name = suggestedName
        self.onFinish = onFinish
    }

    func next() {
        if isLastPage {
            finish()
        } else {
            currentIndex += 1
        }
    }

    func back() {
        guard currentIndex > 0 else { return }
        currentIndex -= 1
    }

    func skip() {
        currentIndex = pages.count - 1
    }

    private func finish() {
        guard canFinish else { return }
        let seconds = Date().timeIntervalSince(startedAt)
        UserDefaults.standard.set(seconds, forKey: "onboarding.duration")
        onFinish(name.trimmingCharacters(in: .whitespaces))
    }
}
