import Foundation
import Combine

final class OnboardingViewModel: ObservableObject {

    enum Step: Int, CaseIterable {
        case welcome, interests, profile, done
    }

    @Published var step: Step = .welcome
    @Published var displayName = ""
    @Published var selectedCategories: Set<String> = []
    @Published private(set) var suggestions: [Podcast] = []
    @Published private(set) var canContinue = false
    @Published private(set) var isWorking = false
    @Published var error: Error?

    let categories = ["News", "Comedy", "Technology", "True Crime", "Science", "Sports", "History", "Business"]

    private let searchService: SearchServiceType
    private let podcastService: PodcastServiceProtocol
    private let auth: AuthServicing
    private var subscriptions = Set<AnyCancellable>()
    var onFinish: (() -> Void)?

    init(searchService: SearchServiceType = ITunesSearchService(),
         podcastService: PodcastServiceProtocol = LivePodcastService(),
         auth: AuthServicing = AuthService.shared) {
        self.searchService = searchService
        self.podcastService = podcastService
        self.auth = auth

        Publishers.CombineLatest3($step, $displayName, $selectedCategories)
            .map { step, name, categories -> Bool in
                switch step {
                case .welcome, .done: return true
                case .interests: return categories.count >= 3
                case .profile: return name.trimmingCharacters(in: .whitespaces).count >= 2
                }
            }
            .removeDuplicates()
            .assign(to: &$canContinue)
    }

    var progress: Double {
        Double(step.rawValue) / Double(Step.allCases.count - 1)
    }

    func toggle(_ category: String) {
        if selectedCategories.contains(category) {
            selectedCategories.remove(category)
        } else {
            selectedCategories.insert(category)
        }
    }

    func next() {
        guard canContinue else { return }
        switch step {
        case .welcome:
            step = .interests
        case .interests:
            loadSuggestions()
            step = .profile
        case .profile:
            finish()
        case .done:
            onFinish?()
        }
    }

    func back() {
        guard let previous = Step(rawValue: step.rawValue - 1) else { return }
        step = previous
    }

    private func loadSuggestions() {
        let publishers = selectedCategories.sorted().map { searchService.search(term: $0).replaceError(with: []) }
        Publishers.MergeMany(publishers)
            .collect()
            .map { Array($0.joined().prefix(12)) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] podcasts in
                self?.suggestions = podcasts
            }
            .store(in: &subscriptions)
    }

    private func finish() {
        isWorking = true
        Task { @MainActor [weak self] in
            guard let self = self else { return }
            do {
                try await self.waitForAuthWarmup()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for podcast in self.suggestions.prefix(5) {
                        group.addTask { try await self.podcastService.setSubscribed(true, podcastID: podcast.id) }
                    }
                    try await group.waitForAll()
                }
                UserDefaults.standard.set(Array(self.selectedCategories), forKey: "onboarding.categories")
                self.isWorking = false
                self.step = .done
            } catch {
                self.isWorking = false
                self.error = error
            }
        }
    }

    /// Auth service still uses callbacks; bridge it.
    private func waitForAuthWarmup() async throws {
        guard auth.currentUser == nil else { return }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            auth.requestPasswordReset(email: "warmup@castaway.fm") { _ in
                continuation.resume()
            }
        }
        try await Task.sleep(for: .milliseconds(300))
    }
}
