import Combine
import Foundation

protocol CountriesService {
    func allCountries() -> AnyPublisher<[Country], Error>
    func country(code: String) async throws -> Country
}

protocol ArticlesService {
    func feed(page: Int) async throws -> [Article]
    func like(articleID: Article.ID) async throws -> Int
    func bookmark(articleID: Article.ID, on: Bool) async throws
}

protocol ProfileService: AnyObject {
    var currentProfile: UserProfile? { get }
    func fetchProfile() async throws -> UserProfile
    func update(_ profile: UserProfile) async throws -> UserProfile
    func uploadAvatar(_ data: Data) async throws -> URL
}

final class RESTCountriesService: CountriesService {
    private let session: URLSession
    private let baseURL = URL(string: "https://countries.example.org/v3")!
    private lazy var decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func allCountries() -> AnyPublisher<[Country], Error> {
        session.dataTaskPublisher(for: baseURL.appendingPathComponent("all"))
            .map(\.data)
            .decode(type: [Country].self, decoder: decoder)
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    func country(code: String) async throws -> Country {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent("alpha/\(code)"))
        return try decoder.decode(Country.self, from: data)
    }
}

final class ArticlesAPI: ArticlesService, Sendable {
    static let shared = ArticlesAPI()

    private let baseURL = URL(string: "https://news.example.org/api")!

    func feed(page: Int) async throws -> [Article] {
        let url = baseURL.appendingPathComponent("feed").appending(queryItems: [.init(name: "page", value: "\(page)")])
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Article].self, from: data)
    }

    func like(articleID: Article.ID) async throws -> Int {
        var request = URLRequest(url: baseURL.appendingPathComponent("articles/\(articleID)/like"))
        request.httpMethod = "POST"
        let (data, _) = try await URLSession.shared.data(for: request)
        return Int(String(decoding: data, as: UTF8.self)) ?? 0
    }

    func bookmark(articleID: Article.ID, on: Bool) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("articles/\(articleID)/bookmark"))
        request.httpMethod = on ? "PUT" : "DELETE"
        _ = try await URLSession.shared.data(for: request)
    }
}

final class LiveProfileService: ProfileService {
    private(set) var currentProfile: UserProfile?
    private let baseURL = URL(string: "https://news.example.org/api/me")!

    func fetchProfile() async throws -> UserProfile {
        let (data, _) = try await URLSession.shared.data(from: baseURL)
        let profile = try JSONDecoder().decode(UserProfile.self, from: data)
        currentProfile = profile
        return profile
    }

    func update(_ profile: UserProfile) async throws -> UserProfile {
        var request = URLRequest(url: baseURL)
        request.httpMethod = "PATCH"
        request.httpBody = try JSONEncoder().encode(profile)
        let (data, _) = try await URLSession.shared.data(for: request)
        let updated = try JSONDecoder().decode(UserProfile.self, from: data)
        currentProfile = updated
        return updated
    }

    func uploadAvatar(_ data: Data) async throws -> URL {
        var request = URLRequest(url: baseURL.appendingPathComponent("avatar"))
        request.httpMethod = "PUT"
        let (body, _) = try await URLSession.shared.upload(for: request, from: data)
        return URL(string: String(decoding: body, as: UTF8.self)) ?? baseURL
    }
}
