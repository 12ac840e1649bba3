import Combine
import Foundation

final class ProductDetailViewModel: ObservableObject {
	@Published private(set) var product: Product
	@Published var quantity = 1
	@Published private(set) var isRefreshing = false
	@Published private(set) var quantityInCart = 0
	@Published var confirmationText: String?

	private let productsService: ProductsService
	private let cart: CartViewModel
	private var cancellables = Set<AnyCancellable>()

	var canAddToCart: Bool {
		product.isInStock && quantity > 0
	}

	var addButtonTitle: String {
		quantityInCart > 0 ? "Add \(quantity) more" : "Add \(quantity) to cart"
	}

	init(product: Product, productsService: ProductsService, cart: CartViewModel) {
		self.product = product
		self.productsService = productsService
		self.cart = cart

		cart.items
			.map { items in items.first { $0.product.id == product.id }?.quantity ?? 0 }
			.removeDuplicates()
			.receive(on: DispatchQueue.main)
			.assign(to: &$quantityInCart)
	}

	func refresh() {
		isRefreshing = true
		productsService.product(id: product.id) { [weak self] result in
			DispatchQueue.main.async {
				self?.isRefreshing = false
				if case let .success(product) = result {
					self?.product = product
				}
			}
		}
	}

	func increment() {
		quantity = min(quantity + 1, 10)
	}

	func decrement() {
		quantity = max(quantity - 1, 1)
	}

	func addToCart() {
		guard canAddToCart else { return }
		cart.add(product, quantity: quantity)
		confirmationText = "Added \(quantity) × \(product.name)"
		quantity = 1
		DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
			self?.confirmationText = nil
		}
	}
}
