import Combine
import Foundation

/// The signed-in session, shared by the whole app.
@MainActor
final class SessionManager: ObservableObject, SessionProviding {
    static let shared = SessionManager()

    @Published private(set) var currentAccount: UserAccount?
    @Published private(set) var isRefreshingToken = false

    private let defaults: UserDefaults
    private let tokenKey = "session.token"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var isSignedIn: Bool {
        currentAccount != nil
    }

    func signIn(as account: UserAccount, token: String) {
        defaults.set(token, forKey: tokenKey)
        currentAccount = account
    }

    func refreshToken() async {
        isRefreshingToken = true
        defer { isRefreshingToken = false }
        try? await Task.sleep(nanoseconds: 200_000_000)
    }

    func signOut() {
        defaults.removeObject(forKey: tokenKey)
        currentAccount = nil
    }
}
