import Foundation

/// A user's grouping of podcasts in the library; the unfiled shelf holds the rest.
final class Shelf: Identifiable, Equatable, @unchecked Sendable {
    var id: String
    var title: String
    var colorIndex: Int

    init(id: String = UUID().uuidString, title: String = "", colorIndex: Int = 0) {
        self.id = id
        self.title = title
        self.colorIndex = colorIndex
    }

    static func == (lhs: Shelf, rhs: Shelf) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.colorIndex == rhs.colorIndex
    }
}
