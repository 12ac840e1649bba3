import SwiftUI

/// A reusable list screen model; instantiated for countries and, in older screens, articles.
@MainActor
public final class ListViewModel<Item: Identifiable & Equatable>: ObservableObject where Item: Sendable {
    public enum Phase: Equatable {
        case idle
        case loading
        case failed(String)
    }

    @Published public internal(set) var items: [Item] = []
    @Published public var selection: Item?
    @Published public private(set) var phase: Phase = .idle
    @Published public var isEditing = false

    private let loader: () async throws -> [Item]

    public var isEmpty: Bool {
        items.isEmpty && phase == .idle
    }

    public init(loader: @escaping () async throws -> [Item]) {
        self.loader = loader
    }

    public func reload() async {
        phase = .loading
        do {
            items = try await loader()
            phase = .idle
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }

    public func contains(_ item: Item) -> Bool {
        items.contains(item)
    }

    public func toggle(_ item: Item) {
        if let index = items.firstIndex(of: item) {
            items.remove(at: index)
        } else {
            items.append(item)
        }
    }

    public func remove(atOffsets offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    public func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }

    func select(_ item: Item?) {
        selection = item
    }
}

struct FavoriteCountriesView: View {
    @ObservedObject var favorites: ListViewModel<Country>

    var body: some View {
        List {
            ForEach(favorites.items) { country in
                Text("\(country.flagEmoji) \(country.name)")
                    .onTapGesture { favorites.select(country) }
            }
            .onDelete { favorites.remove(atOffsets: $0) }
            .onMove { favorites.move(fromOffsets: $0, toOffset: $1) }
        }
        .overlay {
            if favorites.isEmpty {
                Text("No favorites yet")
            } else if case let .failed(message) = favorites.phase {
                Text(message).foregroundColor(.red)
            }
        }
        .toolbar { EditButton() }
        .task { await favorites.reload() }
    }
}
