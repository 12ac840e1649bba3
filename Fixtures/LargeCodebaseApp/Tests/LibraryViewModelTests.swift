import XCTest

@testable import LargeCodebaseApp

@MainActor
final class LibraryViewModelTests: XCTestCase {
    /// Records which podcast the list asked to open.
    final class SelectionSpy: ObservableObject {
        @Published var opened: [Podcast.ID] = []

        func open(_ podcast: Podcast) {
            opened.append(podcast.id)
        }
    }

    var sut: LibraryViewModel!
    var api: MockPodcastAPI!

    override func setUp() async throws {
        api = MockPodcastAPI()
        sut = LibraryViewModel(api: api, imageCache: ImageCache(api: api), session: MockSessionManager())
    }

    func testLoadFillsPodcasts() async {
        api.podcasts = [Podcast(id: UUID(), title: "A", author: "B", artworkURL: nil, episodeCount: 3, isSubscribed: true)]
        await sut.load()
        XCTAssertEqual(sut.podcasts.count, 1)
        XCTAssertFalse(sut.isLoading)
    }

    func testSignOutClearsPodcasts() async {
        await sut.load()
        sut.signOutTapped()
        XCTAssertTrue(sut.podcasts.isEmpty)
    }
}
