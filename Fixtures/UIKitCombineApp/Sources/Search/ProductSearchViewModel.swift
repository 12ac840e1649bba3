import Combine
import Foundation

final class ProductSearchViewModel: ObservableObject {
	@Published var query = ""
	@Published var selectedTag: String?
	@Published private(set) var results: [Product] = []
	@Published private(set) var isSearching = false
	@Published private(set) var errorMessage: String?
	@Published private(set) var visibleResults: [Product] = []

	let recentSearches = CurrentValueSubject<[String], Never>(
		UserDefaults.standard.stringArray(forKey: "search.recent") ?? []
	)
	let showProduct = PassthroughSubject<ProductDetailViewModel, Never>()

	private let productsService: ProductsService
	private let cart: CartViewModel
	private var currentTask: URLSessionDataTask?
	private var cancellables = Set<AnyCancellable>()
	private let maxRecentSearches = 8

	var isShowingRecentSearches: Bool {
		query.isEmpty && !recentSearches.value.isEmpty
	}

	var availableTags: [String] {
		Array(Set(results.flatMap(\.tags))).sorted()
	}

	init(productsService: ProductsService, cart: CartViewModel) {
		self.productsService = productsService
		self.cart = cart

		$query
			.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
			.removeDuplicates()
			.sink { [weak self] in self?.search($0) }
			.store(in: &cancellables)

		Publishers.CombineLatest($results, $selectedTag)
			.map { results, tag in
				guard let tag else { return results }
				return results.filter { $0.tags.contains(tag) }
			}
			.assign(to: &$visibleResults)

		recentSearches
			.dropFirst()
			.sink { UserDefaults.standard.set($0, forKey: "search.recent") }
			.store(in: &cancellables)
	}

	func search(_ text: String) {
		currentTask?.cancel()
		let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
		guard trimmed.count >= 2 else {
			results = []
			isSearching = false
			return
		}
		isSearching = true
		errorMessage = nil
		currentTask = productsService.search(query: trimmed) { [weak self] result in
			DispatchQueue.main.async {
				guard let self else { return }
				self.isSearching = false
				switch result {
				case let .success(products):
					self.results = products
					self.remember(trimmed)
				case let .failure(error):
					self.results = []
					self.errorMessage = error.localizedDescription
				}
			}
		}
	}

	private func remember(_ text: String) {
		var recent = recentSearches.value.filter { $0 != text }
		recent.insert(text, at: 0)
		recentSearches.send(Array(recent.prefix(maxRecentSearches)))
	}

	func tagTapped(_ tag: String) {
		selectedTag = selectedTag == tag ? nil : tag
	}

	func clearRecentSearches() {
		recentSearches.send([])
	}

	func recentSearchTapped(at index: Int) {
		query = recentSearches.value[index]
	}

	func select(productAt index: Int) {
		let product = visibleResults[index]
		let detail = ProductDetailViewModel(product: product, productsService: productsService, cart: cart)
		showProduct.send(detail)
	}
}
