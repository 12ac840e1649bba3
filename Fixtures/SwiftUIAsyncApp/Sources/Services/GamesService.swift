import Foundation

protocol GamesService {
    func fetchGames() async throws -> [Game]
    func fetchPage(cursor: String?, sort: SortOrder) async throws -> GamesPage
    /// The first page.
    func fetchPage(sort: SortOrder) async throws -> GamesPage
    func search(_ query: String) async throws -> [Game]
    func game(id: Game.ID) async throws -> Game
}

enum GamesServiceError: LocalizedError {
    case badStatus(Int)
    case notFound
    case offline

    var errorDescription: String? {
        switch self {
        case let .badStatus(code): return "The server answered with status \(code)."
        case .notFound: return "This game is no longer in the catalog."
        case .offline: return "You appear to be offline."
        }
    }
}

final class LiveGamesService: GamesService {
    private let session: URLSession
    private let baseURL: URL
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v2")!) {
        self.session = session
        self.baseURL = baseURL
    }

    func fetchGames() async throws -> [Game] {
        try await fetchPage(cursor: nil, sort: .popular).games
    }

    func fetchPage(cursor: String?, sort: SortOrder) async throws -> GamesPage {
        var components = URLComponents(url: baseURL.appendingPathComponent("games"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "sort", value: sort.rawValue)]
        if let cursor {
            components.queryItems?.append(URLQueryItem(name: "cursor", value: cursor))
        }
        return try await get(components.url!)
    }

    func fetchPage(sort: SortOrder) async throws -> GamesPage {
        try await fetchPage(cursor: nil, sort: sort)
    }

    func search(_ query: String) async throws -> [Game] {
        var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let page: GamesPage = try await get(components.url!)
        return page.games
    }

    func game(id: Game.ID) async throws -> Game {
        try await get(baseURL.appendingPathComponent("games/\(id.uuidString)"))
    }

    private func get<T: Decodable>(_ url: URL) async throws -> T {
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else { throw GamesServiceError.offline }
        switch http.statusCode {
        case 200..<300:
            return try decoder.decode(T.self, from: data)
        case 404:
            throw GamesServiceError.notFound
        default:
            throw GamesServiceError.badStatus(http.statusCode)
        }
    }
}

final class PreviewGamesService: GamesService {
    var games: [Game] = [.preview]

    func fetchGames() async throws -> [Game] { games }

    func fetchPage(cursor: String?, sort: SortOrder) async throws -> GamesPage {
        GamesPage(games: games, nextCursor: nil)
    }

    func fetchPage(sort: SortOrder) async throws -> GamesPage {
        GamesPage(games: games, nextCursor: nil)
    }

    func search(_ query: String) async throws -> [Game] {
        games.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func game(id: Game.ID) async throws -> Game {
        guard let game = games.first(where: { $0.id == id }) else { throw GamesServiceError.notFound }
        return game
    }
}
