import Foundation
import Combine

protocol SearchServiceType {
    func search(term: String) -> AnyPublisher<[Podcast], Error>
    func trending() -> AnyPublisher<[Podcast], Never>
}

final class ITunesSearchService: SearchServiceType {
    private let session: URLSession

    init(session: URLSession = .shared) { self.session = session }

    private struct SearchResponse: Decodable {
        struct Item: Decodable {
            let collectionId: Int
            let collectionName: String
            let artistName: String
            let artworkUrl600: URL?
            let feedUrl: URL?
        }
        let results: [Item]
    }

    func search(term: String) -> AnyPublisher<[Podcast], Error> {
        var comps = URLComponents(string: "https://itunes.apple.com/search")!
        comps.queryItems = [
            URLQueryItem(name: "media", value: "podcast"),
            URLQueryItem(name: "term", value: term)
        ]
        return session.dataTaskPublisher(for: comps.url!)
            .map(\.data)
            .decode(type: SearchResponse.self, decoder: JSONDecoder())
            .map { response in
                response.results.compactMap { item -> Podcast? in
                    guard let feed = item.feedUrl else { return nil }
                    return Podcast(id: String(item.collectionId), title: item.collectionName,
                                   author: item.artistName, artworkURL: item.artworkUrl600,
                                   summary: "", feedURL: feed)
                }
            }
            .eraseToAnyPublisher()
    }

    func trending() -> AnyPublisher<[Podcast], Never> {
        search(term: "technology")
            .replaceError(with: [])
            .eraseToAnyPublisher()
    }
}
