import Foundation
import SwiftUI

// Holds the URLSession it is given (kiwix's `LibraryViewModel`): a Foundation type, not a service of the app.
@MainActor
final class CatalogViewModel: ObservableObject {
  @Published var entryCount = 0
  @Published var isRefreshing = false
  @Published var errorMessage: String?
  private let session: URLSession
  private let catalogURL = URL(string: "https://example.com/catalog.json")!

  init(session: URLSession = .shared) {
    self.session = session
  }

  func refresh() async {
    isRefreshing = true
    defer { isRefreshing = false }
    do {
      guard let data = try await download() else { return }
      entryCount = data.count
    } catch {
      errorMessage = error.localizedDescription
    }
  }

  func refreshIfEmpty() async {
    guard entryCount == 0 else { return }
    do {
      let data = try await download()
      entryCount = data?.count ?? 0
    } catch {
      errorMessage = "\(error)"
    }
  }

  // Awaited in the action itself: what the session returns is known, `(Data, URLResponse)`.
  func reloadNow() async {
    do {
      let (data, _) = try await session.data(from: catalogURL)
      entryCount = data.count
    } catch {
      errorMessage = error.localizedDescription
    }
  }

  // The session call as a formatter wraps it at a narrow width.
  private func download() async throws -> Data? {
    guard let url = URL(string: "https://example.com/catalog.json") else { return nil }
    let request = URLRequest(url: url, timeoutInterval: 20)
    let (data, response) = try await session
      .data(for: request)
    guard let http = response as? HTTPURLResponse else { return nil }
    guard http.statusCode == 200 else { throw CatalogError.badStatus(http.statusCode) }
    return data
  }
}

struct CatalogView: View {
  @StateObject private var viewModel = CatalogViewModel()

  var body: some View {
    Text("\(viewModel.entryCount) entries")
      .task { await viewModel.refresh() }
      .refreshable { await viewModel.refreshIfEmpty() }
      .onTapGesture { Task { await viewModel.reloadNow() } }
  }
}
