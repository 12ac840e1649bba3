import Foundation

struct Item: Equatable, Identifiable, Sendable, Codable { let id: Int; var title: String }
struct Profile: Equatable, Sendable { var name: String; var bio: String? }
enum LoadError: Error { case offline }
enum CatalogError: Error, Equatable { case badStatus(Int) }

struct HeadlineFormatter: Sendable {
  var limit: Int
  func headline(for items: [Item]) async -> String? { items.first.map { String($0.title.prefix(limit)) } }
}

protocol FeedAPI: Sendable {
  func page(_ number: Int) async throws -> [Item]
  func profile() async throws -> Profile?
  func isEmpty() async -> Bool
  func count() async -> Int
  func pinned() async -> Item?
  func window() async throws -> ([Item], Int)
  func latest() async -> Result<[Item], LoadError>
  func updates() -> AsyncStream<Item>
  func legacyFetch(completion: @escaping (Result<[Item], Error>) -> Void)
  func observeTotals(feed: String, handler: @escaping (String, Int) -> Void)
  func search(_ query: String) async throws -> [Item]
  func save(_ items: [Item], page: Int) async throws
}

struct LiveFeedAPI: FeedAPI {
  func page(_ number: Int) async throws -> [Item] { [] }
  func profile() async throws -> Profile? { nil }
  func isEmpty() async -> Bool { true }
  func count() async -> Int { 0 }
  func pinned() async -> Item? { nil }
  func window() async throws -> ([Item], Int) { ([], 0) }
  func latest() async -> Result<[Item], LoadError> { .success([]) }
  func updates() -> AsyncStream<Item> { AsyncStream { $0.finish() } }
  func legacyFetch(completion: @escaping (Result<[Item], Error>) -> Void) { completion(.success([])) }
  func observeTotals(feed: String, handler: @escaping (String, Int) -> Void) { handler(feed, 0) }
  func search(_ query: String) async throws -> [Item] { [] }
  func save(_ items: [Item], page: Int) async throws {}
}

enum FeedEvent: Equatable, Sendable {
  case background, reset
}

