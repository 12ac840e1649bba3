import Foundation

protocol PodcastAPI: Sendable {
    func subscriptions() async throws -> [Podcast]
    func episodes(of podcastID: Podcast.ID) async throws -> [Episode]
    func search(_ query: String) async throws -> [Podcast]
    func artwork(at url: URL) async throws -> Data
    /// Any JSON resource under the API's base URL, decoded as the caller's type.
    func get<Value: Decodable>(_ path: String) async throws -> Value
}

enum PodcastAPIError: Error, Equatable {
    case unauthorized
    case server(status: Int)
}

struct LivePodcastAPI: PodcastAPI {
    var baseURL = URL(string: "https://api.example.com/v3")!
    var session: URLSession = .shared

    func subscriptions() async throws -> [Podcast] {
        try await get("subscriptions")
    }

    func episodes(of podcastID: Podcast.ID) async throws -> [Episode] {
        try await get("podcasts/\(podcastID.uuidString)/episodes")
    }

    func search(_ query: String) async throws -> [Podcast] {
        let escaped = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query
        return try await get("search?q=\(escaped)")
    }

    func artwork(at url: URL) async throws -> Data {
        let (data, _) = try await session.data(from: url)
        return data
    }

    func get<Value: Decodable>(_ path: String) async throws -> Value {
        guard let url = URL(string: path, relativeTo: baseURL) else { throw PodcastAPIError.server(status: 400) }
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, http.statusCode == 401 { throw PodcastAPIError.unauthorized }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw PodcastAPIError.server(status: http.statusCode)
        }
        return try JSONDecoder().decode(Value.self, from: data)
    }
}
