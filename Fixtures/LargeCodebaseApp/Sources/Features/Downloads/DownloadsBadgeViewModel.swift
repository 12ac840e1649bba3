import Combine
import Foundation

/// The toolbar badge counting running downloads, and who is signed in to sync them. It mirrors two shared managers
/// through their published properties, as UIKit-era code often does.
@MainActor
final class DownloadsBadgeViewModel: ObservableObject {
    @Published var activeCount = 0
    @Published var isDownloading = false
    @Published var accountName = ""

    private let downloads: DownloadManager
    private let session: SessionManager
    private var cancellables = Set<AnyCancellable>()

    init(downloads: DownloadManager = .shared, session: SessionManager = .shared) {
        self.downloads = downloads
        self.session = session
    }

    func startObserving() {
        downloads.$activeCount
            .receive(on: DispatchQueue.main)
            .sink { [weak self] count in
                self?.activeCount = count
                self?.isDownloading = count > 0
            }
            .store(in: &cancellables)
    }

    func observeAccount() {
        session.$currentAccount
            .sink { [weak self] account in
                self?.accountName = account?.displayName ?? ""
            }
            .store(in: &cancellables)
    }
}
