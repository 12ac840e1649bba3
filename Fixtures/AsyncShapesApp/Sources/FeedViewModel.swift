import Combine
import Foundation
import SwiftUI

@MainActor
final class FeedViewModel: ObservableObject {
  @Published private(set) var items: [Item] = []
  @Published var page = 0
  @Published var isLoading = false
  @Published var errorMessage: String?
  @Published var profileName = ""
  @Published var total = 0
  @Published var query = ""
  @Published var results: [Item] = []
  @Published var headline: String?
  private let api: FeedAPI
  private var cancellables = Set<AnyCancellable>()
  private var pageTask: Task<Void, Never>?

  init(api: FeedAPI = LiveFeedAPI()) {
    self.api = api
  }

  func loadNextPage() async {
    isLoading = true
    defer { isLoading = false }
    do {
      items.append(contentsOf: try await api.page(page + 1))
      page += 1
    } catch {
      errorMessage = error.localizedDescription
    }
  }

  // A restart through a stored task (pull to refresh cancelling the load in flight): the action it runs carries the
  // task's cancel ID.
  func restartPaging() {
    pageTask?.cancel()
    pageTask = Task { await loadNextPage() }
  }

  func loadProfile() async {
    do {
      guard let profile = try await api.profile() else { return }
      profileName = profile.name
    } catch {
      errorMessage = "\(error)"
    }
  }

  func refreshIfEmpty() async {
    if await api.isEmpty() {
      items = []
      page = 0
    }
  }

  func loadLatest() async {
    switch await api.latest() {
    case .success(let latest):
      items = latest
    case .failure(let error):
      errorMessage = "\(error)"
    }
  }

  // A sync twin that only starts its async overload (kiwix's `start(isUserInitiated:)`).
  func reload(force: Bool) {
    Task { await reload(force: force) }
  }

  func reload(force: Bool) async {
    guard force || items.isEmpty else { return }
    total = await api.count()
  }

  // A guard that awaits, then a further await (kiwix's library refresh): the guard comes back alone.
  func searchProfileName() async {
    isLoading = true
    defer { isLoading = false }
    do {
      guard let profile = try await api.profile() else { return }
      let found = try await api.search(profile.name)
      results = found
    } catch {
      errorMessage = "\(error)"
    }
  }

  func countItems() async {
    let count = await api.count()
    total = count + items.count
  }

  func refreshTotal() async {
    let count = query.isEmpty ? await api.count() : results.count
    total = count
  }

  func showPinned() async {
    if let pinned = await api.pinned() {
      items.insert(pinned, at: 0)
      total += 1
    }
  }

  func refreshSummary() async {
    let count = query.isEmpty ? await api.count() : 0
    let found = (try? await api.search(query)) ?? []
    total = count
    results = found
  }

  func loadWindow() async {
    let (window, offset) = (try? await api.window()) ?? ([], 0)
    items = window
    page = offset
  }

  // The tuple comes back whole; the response case binds what the method dropped as `_`.
  func loadWindowItems() async {
    do {
      let (window, _) = try await api.window()
      items = window
    } catch {
      errorMessage = "\(error)"
    }
  }

  func refreshHeadline() async {
    let formatter = HeadlineFormatter(limit: 40)
    let text = await formatter.headline(for: items)
    withAnimation {
      self.headline = text
    }
  }

  func watch() async {
    for await item in api.updates() {
      items.insert(item, at: 0)
    }
  }

  func legacyLoad() {
    isLoading = true
    api.legacyFetch { [weak self] result in
      DispatchQueue.main.async {
        self?.isLoading = false
        switch result {
        case .success(let items): self?.items = items
        case .failure(let error): self?.errorMessage = error.localizedDescription
        }
      }
    }
  }

  func watchTotals() {
    api.observeTotals(feed: query, handler: totalChanged)
  }

  func totalChanged(_ feed: String, count: Int) {
    guard feed == query else { return }
    total = count
  }

  func startSearch() {
    Task { [weak self] in
      guard let self else { return }
      let found = try? await self.api.search(self.query)
      self.results = found ?? []
    }
  }

  func clear() {
    items.removeAll()
    page = 0
    apply([])
  }

  private func apply(_ found: [Item]) {
    results = found
    total = found.count
  }

  func close() async {
    await saveSnapshot()
  }

  func handle(_ event: FeedEvent) async {
    switch event {
    case .background: await saveSnapshot()
    case .reset: clear()
    }
  }

  func showResults() async {
    let found = (try? await api.search(query)) ?? []
    withAnimation {
      results = found
      total = found.count
    }
  }

  private func saveSnapshot() async {
    guard !items.isEmpty else { return }
    try? await api.save(items, page: page)
  }
}

struct FeedView: View {
  @StateObject private var viewModel = FeedViewModel()
  var body: some View {
    List(viewModel.items) { Text($0.title) }
      .task { await viewModel.loadNextPage() }
      .refreshable { await viewModel.refreshIfEmpty() }
      .onDisappear {
        Task {
          await viewModel.close()
          await viewModel.handle(.background)
        }
      }
      .onAppear {
        viewModel.legacyLoad()
        viewModel.watchTotals()
        viewModel.startSearch()
        viewModel.clear()
        viewModel.reload(force: false)
        Task {
          await viewModel.loadProfile()
          await viewModel.loadLatest()
          await viewModel.countItems()
          await viewModel.refreshTotal()
          await viewModel.showPinned()
          await viewModel.refreshHeadline()
          await viewModel.refreshSummary()
          await viewModel.loadWindow()
          await viewModel.searchProfileName()
          await viewModel.watch()
        }
      }
  }
}
