import Foundation
import Combine

/// Backs `InboxViewController` (UIKit). Outputs are bound with Combine.
final class InboxViewModel {

    // MARK: Outputs
    @Published private(set) var items: [InboxItem] = []
    @Published private(set) var isLoading = false
    @Published private(set) var unreadCount = 0
    let errorSubject = PassthroughSubject<String, Never>()
    let showEpisode = PassthroughSubject<Episode, Never>()

    // MARK: Dependencies
    private let service: InboxServiceType
    private var bag = Set<AnyCancellable>()
    private var autoRefreshTimer: AnyCancellable?

    init(service: InboxServiceType = InboxService()) {
        self.service = service

        $items
            .map { $0.filter { !$0.isRead }.count }
            .removeDuplicates()
            .assign(to: \.unreadCount, on: self)
            .store(in: &bag)
    }

    func viewDidLoad() {
        fetch()
        autoRefreshTimer = Timer.publish(every: 300, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.fetch() }
    }

    func fetch() {
        guard !isLoading else { return }
        isLoading = true
        service.fetchInbox { [weak self] result in
            DispatchQueue.main.async {
                guard let self else { return }
                self.isLoading = false
                switch result {
                case .success(let items):
                    self.items = items.sorted { $0.receivedAt > $1.receivedAt }
                case .failure(let error):
                    self.errorSubject.send(error.localizedDescription)
                }
            }
        }
    }

    func numberOfRows() -> Int { items.count }

    func item(at indexPath: IndexPath) -> InboxItem {
        items[indexPath.row]
    }

    func didSelectRow(at indexPath: IndexPath) {
        var item = items[indexPath.row]
        if !item.isRead {
            item.isRead = true
            items[indexPath.row] = item
            service.markRead(ids: [item.id]) { _ in }
        }
        showEpisode.send(item.episode)
    }

    func markAllRead() {
        let unread = items.filter { !$0.isRead }.map(\.id)
        guard !unread.isEmpty else { return }
        let previous = items
        items = items.map { var i = $0; i.isRead = true; return i }
        service.markRead(ids: unread) { [weak self] ok in
            if !ok {
                DispatchQueue.main.async {
                    self?.items = previous
                    self?.errorSubject.send("Couldn't mark items as read")
                }
            }
        }
    }

    func relativeDate(for item: InboxItem) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter.localizedString(for: item.receivedAt, relativeTo: Date())
    }
}
