import Combine
import Foundation

final class CartViewModel: ObservableObject {
	let items = CurrentValueSubject<[CartItem], Never>([])
	let orderPlaced = PassthroughSubject<Order, Never>()

	@Published private(set) var total: Double = 0
	@Published private(set) var itemCount = 0
	@Published private(set) var isPlacingOrder = false
	@Published var errorMessage: String?
	@Published var promoCode = ""
	@Published private(set) var discount: Double = 0

	private let ordersService: OrdersService
	private var cancellables = Set<AnyCancellable>()
	private let promoCodes: [String: Double] = ["WELCOME10": 0.10, "FRIENDS": 0.15]

	var isEmpty: Bool {
		itemCount == 0
	}

	var totalText: String {
		String(format: "$%.2f", total * (1 - discount))
	}

	init(ordersService: OrdersService) {
		self.ordersService = ordersService

		items
			.map { $0.reduce(0) { $0 + $1.subtotal } }
			.assign(to: &$total)

		items
			.map { $0.reduce(0) { $0 + $1.quantity } }
			.assign(to: &$itemCount)

		$promoCode
			.map { $0.uppercased().trimmingCharacters(in: .whitespaces) }
			.removeDuplicates()
			.sink { [weak self] code in
				self?.discount = self?.promoCodes[code] ?? 0
			}
			.store(in: &cancellables)
	}

	func add(_ product: Product, quantity: Int = 1) {
		var current = items.value
		if let index = current.firstIndex(where: { $0.product.id == product.id }) {
			current[index].quantity += quantity
		} else {
			current.append(CartItem(product: product, quantity: quantity))
		}
		items.send(current)
	}

	func setQuantity(_ quantity: Int, forItemAt index: Int) {
		var current = items.value
		if quantity <= 0 {
			current.remove(at: index)
		} else {
			current[index].quantity = quantity
		}
		items.send(current)
	}

	func remove(at index: Int) {
		var current = items.value
		current.remove(at: index)
		items.send(current)
	}

	func clear() {
		items.send([])
		promoCode = ""
	}

	func checkout() {
		guard !items.value.isEmpty, !isPlacingOrder else { return }
		isPlacingOrder = true
		ordersService.placeOrder(items: items.value) { [weak self] result in
			DispatchQueue.main.async {
				guard let self else { return }
				self.isPlacingOrder = false
				switch result {
				case let .success(order):
					self.clear()
					self.orderPlaced.send(order)
				case let .failure(error):
					self.errorMessage = error.localizedDescription
				}
			}
		}
	}
}
