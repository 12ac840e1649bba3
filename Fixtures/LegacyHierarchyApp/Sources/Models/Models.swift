import Foundation

public struct Country: Identifiable, Equatable, Hashable, Codable, Sendable {
    public let id: String
    public var name: String
    public var capital: String?
    public var region: Region
    public var population: Int
    public var flagEmoji: String

    public enum Region: String, Codable, CaseIterable, Sendable {
        case africa, americas, asia, europe, oceania
    }
}

struct Article: Identifiable, Equatable, Codable, Sendable {
    let id: Int
    var title: String
    var author: String
    var body: String
    var publishedAt: Date
    var countryCode: String?
    var likes: Int
    var isBookmarked: Bool
}

struct UserProfile: Equatable, Codable {
    var id: UUID
    var username: String
    var displayName: String
    var bio: String
    var homeCountry: String?
    var avatarURL: URL?
    var followers: Int
    var following: Int
    var joinedAt: Date
}

enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)

    var value: Value? {
        if case let .loaded(value) = self { return value }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

struct ValidationError: LocalizedError, Equatable {
    let field: String
    let reason: String

    var errorDescription: String? {
        "\(field): \(reason)"
    }
}

enum AppError: LocalizedError, Equatable {
    case network(String)
    case unauthorized
    case validation([ValidationError])
    case unknown

    var errorDescription: String? {
        switch self {
        case let .network(message): return message
        case .unauthorized: return "Please sign in again."
        case let .validation(errors): return errors.map(\.localizedDescription).joined(separator: "\n")
        case .unknown: return "Something went wrong."
        }
    }

    init(_ error: Error) {
        if let appError = error as? AppError {
            self = appError
        } else if let urlError = error as? URLError {
            self = .network(urlError.localizedDescription)
        } else {
            self = .unknown
        }
    }
}
