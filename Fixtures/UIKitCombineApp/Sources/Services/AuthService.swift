import Foundation

protocol AuthService: AnyObject {
	var currentUser: User? { get }
	func login(email: String, password: String, completion: @escaping @Sendable (Result<User, AppError>) -> Void)
	func logout(completion: @escaping @Sendable () -> Void)
	func requestPasswordReset(email: String, completion: @escaping @Sendable (Error?) -> Void)
}

final class LiveAuthService: AuthService, @unchecked Sendable {
	private(set) var currentUser: User?
	private let session: URLSession
	private let endpoint = URL(string: "https://shop.example.com/api/auth")!

	init(session: URLSession = .shared) {
		self.session = session
	}

	func login(email: String, password: String, completion: @escaping @Sendable (Result<User, AppError>) -> Void) {
		var request = URLRequest(url: endpoint.appendingPathComponent("login"))
		request.httpMethod = "POST"
		request.httpBody = try? JSONEncoder().encode(["email": email, "password": password])
		session.dataTask(with: request) { [weak self] data, response, error in
			if let error {
				completion(.failure(.network(underlying: error)))
				return
			}
			guard let http = response as? HTTPURLResponse, http.statusCode != 401 else {
				completion(.failure(.invalidCredentials))
				return
			}
			guard let data, let user = try? JSONDecoder().decode(User.self, from: data) else {
				completion(.failure(.decoding))
				return
			}
			self?.currentUser = user
			completion(.success(user))
		}.resume()
	}

	func logout(completion: @escaping @Sendable () -> Void) {
		currentUser = nil
		HTTPCookieStorage.shared.removeCookies(since: .distantPast)
		completion()
	}

	func requestPasswordReset(email: String, completion: @escaping @Sendable (Error?) -> Void) {
		var request = URLRequest(url: endpoint.appendingPathComponent("reset"))
		request.httpMethod = "POST"
		request.httpBody = Data("email=\(email)".utf8)
		session.dataTask(with: request) { _, _, error in
			completion(error)
		}.resume()
	}
}

protocol AnalyticsTracking {
	func track(_ event: String, properties: [String: String])
}

final class AnalyticsTracker: AnalyticsTracking, @unchecked Sendable {
	static let shared = AnalyticsTracker()

	private var buffer: [(String, [String: String])] = []
	private let queue = DispatchQueue(label: "analytics")

	func track(_ event: String, properties: [String: String] = [:]) {
		queue.async {
			self.buffer.append((event, properties))
			if self.buffer.count >= 20 {
				self.flush()
			}
		}
	}

	private func flush() {
		// Sending is out of scope for the fixture; the buffer is simply dropped.
		buffer.removeAll()
	}
}
