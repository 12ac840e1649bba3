import Foundation

struct Game: Identifiable, Codable, Hashable, Sendable {
    let id: UUID
    var title: String
    var studio: String
    var releaseDate: Date
    var platforms: [Platform]
    var price: Decimal
    var rating: Double
    var coverURL: URL?
    var summary: String

    var isReleased: Bool {
        releaseDate <= Date()
    }

    var formattedPrice: String {
        price == 0 ? "Free" : price.formatted(.currency(code: "USD"))
    }
}

enum Platform: String, Codable, CaseIterable, Identifiable, Sendable {
    case iOS
    case macOS
    case switchConsole = "switch"
    case playStation = "ps5"
    case xbox

    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .iOS: return "iPhone & iPad"
        case .macOS: return "Mac"
        case .switchConsole: return "Nintendo Switch"
        case .playStation: return "PlayStation 5"
        case .xbox: return "Xbox Series"
        }
    }
}

struct Review: Identifiable, Codable, Equatable, Sendable {
    let id: UUID
    let gameID: Game.ID
    var author: String
    var stars: Int
    var text: String
    var createdAt: Date

    static func draft(for gameID: Game.ID, author: String) -> Review {
        Review(id: UUID(), gameID: gameID, author: author, stars: 3, text: "", createdAt: Date())
    }
}

struct PriceUpdate: Equatable, Sendable {
    let gameID: Game.ID
    let oldPrice: Decimal
    let newPrice: Decimal
    let receivedAt: Date

    var isDrop: Bool { newPrice < oldPrice }
}

struct GamesPage: Decodable, Sendable {
    let games: [Game]
    let nextCursor: String?
}

enum SortOrder: String, CaseIterable, Identifiable {
    case popular
    case newest
    case priceLowToHigh

    var id: String { rawValue }

    var title: String {
        switch self {
        case .popular: return "Most popular"
        case .newest: return "Newest"
        case .priceLowToHigh: return "Price: low to high"
        }
    }
}

extension Game {
    static let preview = Game(
        id: UUID(uuidString: "6C1D8E12-8E0C-4A43-9B63-0E5F0F6E2A10")!,
        title: "Lighthouse Keeper",
        studio: "Small Boat Games",
        releaseDate: Date(timeIntervalSince1970: 1_700_000_000),
        platforms: [.iOS, .macOS],
        price: 4.99,
        rating: 4.6,
        coverURL: URL(string: "https://example.com/covers/lighthouse.png"),
        summary: "Keep the light burning through a stormy winter."
    )
}
