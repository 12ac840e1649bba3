import Foundation

final class ChooseShelfViewModel: ObservableObject {
    @Published var podcastTitle: String
    @Published var shelves: [Shelf] = []
    @Published var currentShelf: String

    // Never reassigned: one sentinel per screen, built by a closure like the real apps' "root folder".
    private var unfiled: Shelf = {
        let shelf = Shelf(id: "unfiled")
        shelf.title = "No shelf"

        return shelf
    }()

    var didMove = false

    init(podcastTitle: String, currentShelf: String?) {
        self.podcastTitle = podcastTitle
        self.currentShelf = currentShelf ?? unfiled.id
    }

    func show(_ saved: [Shelf]) {
        var sorted = saved
        sorted.sort { $0.title < $1.title }
        sorted.insert(unfiled, at: 0)
        shelves = sorted
    }

    func title(for shelf: Shelf) -> String {
        shelf.id == unfiled.id ? "Unfiled" : shelf.title
    }

    func move(to shelf: Shelf) {
        if currentShelf == shelf.id { return }
        currentShelf = shelf.id
        didMove = true
    }
}
