import Combine
import Foundation
import UIKit

final class OrdersViewModel {
	enum Filter: String, CaseIterable {
		case all
		case active
		case delivered
	}

	@Published private(set) var orders: [Order] = []
	@Published private(set) var isLoading = false
	@Published private(set) var isLoadingMore = false
	@Published private(set) var errorMessage: String?
	@Published var filter: Filter = .all
	@Published private(set) var filteredOrders: [Order] = []

	let reloadRequests = PassthroughSubject<Void, Never>()

	private let ordersService: OrdersService
	private var page = 1
	private var reachedEnd = false
	private var cancellables = Set<AnyCancellable>()

	var emptyMessage: String {
		switch filter {
		case .all: return "You have not ordered anything yet."
		case .active: return "Nothing on its way."
		case .delivered: return "No delivered orders."
		}
	}

	init(ordersService: OrdersService) {
		self.ordersService = ordersService

		$orders
			.combineLatest($filter)
			.map { orders, filter in
				switch filter {
				case .all: return orders
				case .active: return orders.filter { $0.status != .delivered && $0.status != .cancelled }
				case .delivered: return orders.filter { $0.status == .delivered }
				}
			}
			.assign(to: &$filteredOrders)

		reloadRequests
			.throttle(for: .seconds(2), scheduler: DispatchQueue.main, latest: false)
			.sink { [weak self] in self?.loadFirstPage() }
			.store(in: &cancellables)

		NotificationCenter.default.addObserver(
			self,
			selector: #selector(applicationDidBecomeActive),
			name: UIApplication.didBecomeActiveNotification,
			object: nil
		)
		NotificationCenter.default.addObserver(self, selector: #selector(userDidSignOut(_:)), name: .userDidSignOut, object: nil)
	}

	deinit {
		NotificationCenter.default.removeObserver(self)
	}

	@objc private func applicationDidBecomeActive() {
		loadFirstPage()
	}

	@objc private func userDidSignOut(_ notification: Notification) {
		orders = []
		page = 1
		reachedEnd = false
	}

	func loadFirstPage() {
		guard !isLoading else { return }
		isLoading = true
		page = 1
		reachedEnd = false
		ordersService.fetchOrders(page: page) { [weak self] result in
			DispatchQueue.main.async {
				guard let self else { return }
				self.isLoading = false
				switch result {
				case let .success(orders):
					self.orders = orders.sorted { $0.placedAt > $1.placedAt }
					self.reachedEnd = orders.isEmpty
				case let .failure(error):
					self.errorMessage = error.localizedDescription
				}
			}
		}
	}

	func loadMoreIfNeeded(currentIndex: Int) {
		guard currentIndex >= filteredOrders.count - 3, !isLoadingMore, !reachedEnd else { return }
		isLoadingMore = true
		ordersService.fetchOrders(page: page + 1) { [weak self] result in
			DispatchQueue.main.async {
				guard let self else { return }
				self.isLoadingMore = false
				if case let .success(more) = result {
					self.page += 1
					self.reachedEnd = more.isEmpty
					self.orders.append(contentsOf: more)
				}
			}
		}
	}

	func orderPlaced(_ order: Order) {
		orders.insert(order, at: 0)
	}

	func detailViewModel(forRowAt index: Int) -> OrderDetailViewModel {
		OrderDetailViewModel(order: filteredOrders[index], ordersService: ordersService) { [weak self] updated in
			guard let self, let position = self.orders.firstIndex(where: { $0.id == updated.id }) else { return }
			self.orders[position] = updated
		}
	}

	func dismissError() {
		errorMessage = nil
	}
}
