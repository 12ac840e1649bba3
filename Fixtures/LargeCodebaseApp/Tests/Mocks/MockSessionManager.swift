import Combine
import Foundation

@testable import LargeCodebaseApp

@MainActor
final class MockSessionManager: ObservableObject, SessionProviding {
    @Published var currentAccount: UserAccount?
    private(set) var signOutCount = 0

    func signOut() {
        signOutCount += 1
        currentAccount = nil
    }
}
