import Foundation

protocol ReviewsService: Sendable {
    func fetchReviews(for gameID: Game.ID) async throws -> [Review]
    func reviewPage(for gameID: Game.ID, after cursor: String?) async throws -> ([Review], String?)
    func submit(_ review: Review) async throws -> Review
    func delete(reviewID: Review.ID) async throws
}

struct LiveReviewsService: ReviewsService {
    var baseURL = URL(string: "https://api.example.com/v2/reviews")!

    func fetchReviews(for gameID: Game.ID) async throws -> [Review] {
        let url = baseURL.appending(queryItems: [URLQueryItem(name: "game", value: gameID.uuidString)])
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Review].self, from: data)
    }

    func reviewPage(for gameID: Game.ID, after cursor: String?) async throws -> ([Review], String?) {
        var items = [URLQueryItem(name: "game", value: gameID.uuidString)]
        if let cursor { items.append(URLQueryItem(name: "after", value: cursor)) }
        let (data, response) = try await URLSession.shared.data(from: baseURL.appending(queryItems: items))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let next = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Next-Cursor")
        return (try decoder.decode([Review].self, from: data), next)
    }

    func submit(_ review: Review) async throws -> Review {
        var request = URLRequest(url: baseURL)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        request.httpBody = try encoder.encode(review)
        let (data, _) = try await URLSession.shared.data(for: request)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Review.self, from: data)
    }

    func delete(reviewID: Review.ID) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent(reviewID.uuidString))
        request.httpMethod = "DELETE"
        _ = try await URLSession.shared.data(for: request)
    }
}

protocol PriceAlertsService {
    func priceUpdates(for gameIDs: [Game.ID]) -> AsyncStream<PriceUpdate>
}

final class LivePriceAlertsService: PriceAlertsService {
    private let interval: TimeInterval

    init(interval: TimeInterval = 30) {
        self.interval = interval
    }

    func priceUpdates(for gameIDs: [Game.ID]) -> AsyncStream<PriceUpdate> {
        let interval = interval
        return AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                    guard let gameID = gameIDs.randomElement() else { continue }
                    let old = Decimal(Int.random(in: 10...60))
                    continuation.yield(
                        PriceUpdate(gameID: gameID, oldPrice: old, newPrice: old - 5, receivedAt: Date())
                    )
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
