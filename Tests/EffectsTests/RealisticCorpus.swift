/// Realistic legacy view models written as conversion test data: 33 methods across three styles.
enum RealisticCorpus {
  static let recipes = #"""
    import SwiftUI

    struct Recipe: Identifiable, Equatable { let id: UUID; var title: String; var isFavorite: Bool }

    protocol RecipesService {
        func fetchRecipes(page: Int) async throws -> [Recipe]
        func search(_ text: String) async throws -> [Recipe]
        func setFavorite(_ id: Recipe.ID, _ isFavorite: Bool) async throws
        func delete(_ id: Recipe.ID) async throws
    }

    protocol AnalyticsService {
        func log(_ event: String)
    }

    @MainActor
    final class RecipesViewModel: ObservableObject {
        @Published var recipes: [Recipe] = []
        @Published var isLoading = false
        @Published var errorMessage: String?
        @Published var searchText = ""
        @Published var results: [Recipe] = []
        @Published var page = 1
        @Published var canLoadMore = true
        @Published var sortOrder: SortOrder = .newest
        @Published var lastRefreshed: Date?
        @Published var unreadCount = 0

        private let service: RecipesService
        private let analytics: AnalyticsService
        private var searchTask: Task<Void, Never>?

        init(service: RecipesService, analytics: AnalyticsService) {
            self.service = service
            self.analytics = analytics
        }

        func load() async {
            isLoading = true
            defer { isLoading = false }
            do {
                recipes = try await service.fetchRecipes(page: 1)
                page = 1
                errorMessage = nil
            } catch {
                errorMessage = error.localizedDescription
            }
        }

        func refresh() {
            Task { await load() }
        }

        func onAppear() async {
            if recipes.isEmpty {
                await load()
            }
        }

        func searchTextChanged() {
            searchTask?.cancel()
            let text = searchText.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else {
                results = []
                return
            }
            searchTask = Task {
                try? await Task.sleep(nanoseconds: 250_000_000)
                guard !Task.isCancelled else { return }
                do {
                    results = try await service.search(text)
                } catch {
                    results = []
                }
            }
        }

        func toggleFavorite(_ recipe: Recipe) async {
            guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
            recipes[index].isFavorite.toggle()
            do {
                try await service.setFavorite(recipe.id, recipes[index].isFavorite)
            } catch {
                recipes[index].isFavorite = recipe.isFavorite
                errorMessage = "Could not update \(recipe.title)"
            }
        }

        func delete(at offsets: IndexSet) async {
            let removed = offsets.map { recipes[$0] }
            recipes.remove(atOffsets: offsets)
            for recipe in removed {
                try? await service.delete(recipe.id)
            }
        }

        func loadMore() async {
            guard canLoadMore, !isLoading else { return }
            isLoading = true
            let next = page + 1
            do {
                let more = try await service.fetchRecipes(page: next)
                recipes.append(contentsOf: more)
                page = next
                canLoadMore = !more.isEmpty
            } catch {
                errorMessage = error.localizedDescription
            }
            isLoading = false
        }

        func clearSearch() {
            searchText = ""
            results.removeAll()
            searchTask?.cancel()
        }

        func sortChanged(to order: SortOrder) {
            sortOrder = order
            switch order {
            case .newest:
                recipes.sort { $0.id.uuidString > $1.id.uuidString }
            case .title:
                recipes.sort { $0.title < $1.title }
            }
            analytics.log("sort_\(order)")
        }

        func markAllRead() {
            for index in recipes.indices where recipes[index].isFavorite {
                print("read \(recipes[index].title)")
            }
            unreadCount = 0
            lastRefreshed = Date()
        }

        func retry() async {
            errorMessage = nil
            await load()
        }
    }
    """#

  static let checkout = #"""
    import Combine
    import UIKit

    struct LineItem: Equatable { var id: Int; var name: String; var quantity: Int; var price: Decimal }
    struct Order: Equatable { var id: String }
    enum PromoError: Error { case invalid }

    protocol CheckoutService {
        func validatePromo(_ code: String, completion: @escaping (Result<Decimal, PromoError>) -> Void)
        func placeOrder(items: [LineItem], promo: String?) async throws -> Order
    }

    final class CheckoutViewModel: ObservableObject {
        @Published var items: [LineItem] = []
        @Published var promoCode = ""
        @Published var discount: Decimal = 0
        @Published var isPlacingOrder = false
        @Published var placedOrder: Order?
        @Published var errorText: String?
        @Published var secondsLeft = 600
        @Published var isPromoValid = false

        private let service: CheckoutService
        private var cancellables = Set<AnyCancellable>()
        private var countdown: Timer?

        init(service: CheckoutService) {
            self.service = service
            $promoCode
                .debounce(for: .milliseconds(400), scheduler: DispatchQueue.main)
                .removeDuplicates()
                .sink { [weak self] code in self?.applyPromo(code) }
                .store(in: &cancellables)
        }

        func applyPromo(_ code: String) {
            guard !code.isEmpty else {
                discount = 0
                isPromoValid = false
                return
            }
            service.validatePromo(code) { [weak self] result in
                DispatchQueue.main.async {
                    switch result {
                    case let .success(amount):
                        self?.discount = amount
                        self?.isPromoValid = true
                    case .failure:
                        self?.discount = 0
                        self?.isPromoValid = false
                    }
                }
            }
        }

        func placeOrder() async {
            guard !items.isEmpty, !isPlacingOrder else { return }
            isPlacingOrder = true
            defer { isPlacingOrder = false }
            do {
                let order = try await service.placeOrder(items: items, promo: isPromoValid ? promoCode : nil)
                placedOrder = order
                items = []
                stopCountdown()
            } catch {
                errorText = "Order failed: \(error.localizedDescription)"
            }
        }

        func updateQuantity(at index: Int, to quantity: Int) {
            guard items.indices.contains(index) else { return }
            if quantity <= 0 {
                items.remove(at: index)
            } else {
                items[index].quantity = quantity
            }
        }

        func removeItem(id: Int) {
            items.removeAll { $0.id == id }
            objectWillChange.send()
        }

        func startCountdown() {
            countdown?.invalidate()
            countdown = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                self?.tick()
            }
        }

        func tick() {
            secondsLeft -= 1
            if secondsLeft <= 0 {
                stopCountdown()
                items.removeAll()
            }
        }

        func stopCountdown() {
            countdown?.invalidate()
            countdown = nil
        }

        func dismissError() {
            DispatchQueue.main.async {
                self.errorText = nil
            }
        }

        func isValid() -> Bool {
            !items.isEmpty && secondsLeft > 0
        }
    }
    """#

  static let chat = #"""
    import Foundation
    import Observation

    struct Message: Identifiable, Equatable { let id: UUID; var text: String; var sentAt: Date }
    struct Attachment: Equatable { var url: URL }

    protocol ChatService {
        func messages() -> AsyncStream<Message>
        func send(_ message: Message) async throws
        func history(before: Date?) async throws -> [Message]
        func participants() async throws -> [String]
        func upload(_ data: Data) async throws -> Attachment
    }

    @Observable
    final class ChatModel {
        var messages: [Message] = []
        var draft = ""
        var isTyping = false
        var participants: [String] = []
        var error: String?
        var isConnected = false
        var lastAttachment: Attachment?
        var nickname = "me"

        private let service: ChatService
        private var listenTask: Task<Void, Never>?

        init(service: ChatService) {
            self.service = service
        }

        func connect() {
            isConnected = true
            listenTask = Task { [weak self] in
                guard let self else { return }
                for await message in self.service.messages() {
                    self.messages.append(message)
                }
            }
        }

        func disconnect() {
            listenTask?.cancel()
            listenTask = nil
            isConnected = false
        }

        func sendDraft() async {
            let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            let message = Message(id: UUID(), text: text, sentAt: Date())
            messages.append(message)
            draft = ""
            do {
                try await service.send(message)
            } catch {
                messages.removeAll { $0.id == message.id }
                draft = text
                self.error = error.localizedDescription
            }
        }

        func draftChanged() {
            isTyping = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
                self?.isTyping = false
            }
        }

        func loadHistory() async {
            do {
                let older = try await service.history(before: messages.first?.sentAt)
                let people = try await service.participants()
                messages.insert(contentsOf: older, at: 0)
                participants = people
            } catch {
                self.error = error.localizedDescription
            }
        }

        func saveNickname(_ name: String) {
            nickname = name
            UserDefaults.standard.set(name, forKey: "chat.nickname")
        }

        func attach(_ data: Data) async {
            guard let attachment = try? await service.upload(data) else {
                error = "Upload failed"
                return
            }
            lastAttachment = attachment
            messages.append(Message(id: UUID(), text: attachment.url.absoluteString, sentAt: Date()))
        }

        func reconnect() async {
            disconnect()
            try? await Task.sleep(for: .seconds(2))
            connect()
        }

        func clearError() {
            error = nil
        }
    }
    """#

  static let all = [
    ("RecipesViewModel.swift", recipes), ("CheckoutViewModel.swift", checkout), ("ChatModel.swift", chat),
  ]
}
