import Foundation

protocol AuthServicing: AnyObject {
    var currentUser: User? { get }
    func signIn(email: String, password: String, completion: @escaping @Sendable (Result<User, Error>) -> Void)
    func signOut()
    func requestPasswordReset(email: String, completion: @escaping @Sendable (Error?) -> Void)
}

extension Notification.Name {
    static let userDidSignOut = Notification.Name("CastawayUserDidSignOut")
    static let subscriptionsDidChange = Notification.Name("CastawaySubscriptionsDidChange")
    static let newEpisodesAvailable = Notification.Name("CastawayNewEpisodesAvailable")
}

final class AuthService: AuthServicing, @unchecked Sendable {
    static let shared = AuthService()

    private(set) var currentUser: User?
    private let queue = DispatchQueue(label: "fm.castaway.auth")

    func signIn(email: String, password: String, completion: @escaping @Sendable (Result<User, Error>) -> Void) {
        queue.async {
            // TODO: replace with real endpoint once backend ships
            Thread.sleep(forTimeInterval: 0.8)
            if password.count < 8 {
                completion(.failure(APIError.unauthorized))
                return
            }
            let user = User(id: UUID().uuidString, displayName: email.components(separatedBy: "@").first ?? email,
                            email: email, isPremium: false)
            self.currentUser = user
            completion(.success(user))
        }
    }

    func signOut() {
        currentUser = nil
        NotificationCenter.default.post(name: .userDidSignOut, object: nil)
    }

    func requestPasswordReset(email: String, completion: @escaping @Sendable (Error?) -> Void) {
        queue.asyncAfter(deadline: .now() + 0.5) {
            completion(email.contains("@") ? nil : APIError.status(422))
        }
    }
}
