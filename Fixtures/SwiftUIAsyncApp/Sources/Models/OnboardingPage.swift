import Foundation

struct OnboardingPage: Identifiable, Equatable {
    let id: Int
    let symbol: String
    let title: String
    let body: String
}
