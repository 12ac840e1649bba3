import Combine
import Foundation
import UIKit

protocol OrderDetailViewModelDelegate: AnyObject {
	func orderDetailDidRequestSupport(_ orderID: String)
	func orderDetailDidFinish()
	func orderDetail(_ viewModel: OrderDetailViewModel, didShare orderID: String, via channel: String)
	func orderDetailCanShare() -> Bool
}

final class OrderDetailViewModel {
	@Published private(set) var order: Order
	@Published private(set) var isCancelling = false
	@Published private(set) var errorMessage: String?
	@Published var showCancelConfirmation = false
	@Published private(set) var copiedTrackingNumber = false

	weak var delegate: OrderDetailViewModelDelegate?

	private let ordersService: OrdersService
	private let onOrderChanged: (Order) -> Void
	private let dateFormatter: DateFormatter = {
		let formatter = DateFormatter()
		formatter.dateStyle = .medium
		formatter.timeStyle = .short
		return formatter
	}()

	var title: String {
		"Order #\(order.id.prefix(6))"
	}

	var placedAtText: String {
		dateFormatter.string(from: order.placedAt)
	}

	var canCancel: Bool {
		order.status.isCancellable && !isCancelling
	}

	var lines: [String] {
		order.items.map { "\($0.quantity) × \($0.name)" }
	}

	init(order: Order, ordersService: OrdersService, onOrderChanged: @escaping (Order) -> Void) {
		self.order = order
		self.ordersService = ordersService
		self.onOrderChanged = onOrderChanged
	}

	func cancelTapped() {
		guard canCancel else { return }
		showCancelConfirmation = true
	}

	func confirmCancel() {
		showCancelConfirmation = false
		isCancelling = true
		ordersService.cancel(orderID: order.id) { [weak self] result in
			DispatchQueue.main.async {
				guard let self else { return }
				self.isCancelling = false
				switch result {
				case let .success(updated):
					self.order = updated
					self.onOrderChanged(updated)
				case let .failure(error):
					self.errorMessage = error.localizedDescription
				}
			}
		}
	}

	func contactSupportTapped() {
		delegate?.orderDetailDidRequestSupport(order.id)
	}

	func shareTapped() {
		delegate?.orderDetail(self, didShare: order.id, via: "mail")
	}

	func doneTapped() {
		delegate?.orderDetailDidFinish()
	}

	func copyTrackingNumber() {
		guard let number = order.trackingNumber else { return }
		UIPasteboard.general.string = number
		copiedTrackingNumber = true
		DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
			self?.copiedTrackingNumber = false
		}
	}

	func trackingURL() -> URL? {
		guard let number = order.trackingNumber else { return nil }
		return URL(string: "https://track.example.com/\(number)")
	}
}
