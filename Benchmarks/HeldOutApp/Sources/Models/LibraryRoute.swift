import Foundation

enum LibraryRoute: Hashable {
    case podcast(id: String)
    case episode(Episode)
    case downloads
    case stats
}

protocol LibraryCoordinating: AnyObject {
    func showSettings()
    func showPlayer(for episode: Episode)
}
