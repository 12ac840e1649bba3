import Foundation

extension Notification.Name {
	/// Posted by the auth service after the session ends.
	static let userDidSignOut = Notification.Name("userDidSignOut")
}

struct User: Codable, Equatable {
	let id: String
	var email: String
	var fullName: String
	var avatarURL: URL?
	var memberSince: Date
}

struct Product: Codable, Hashable, Identifiable {
	let id: Int
	var name: String
	var brand: String
	var price: Double
	var imageURL: URL?
	var isInStock: Bool
	var tags: [String]

	var priceText: String {
		String(format: "$%.2f", price)
	}
}

struct CartItem: Equatable, Identifiable {
	let product: Product
	var quantity: Int

	var id: Int { product.id }
	var subtotal: Double { product.price * Double(quantity) }
}

enum OrderStatus: String, Codable {
	case placed
	case packed
	case shipped
	case delivered
	case cancelled

	var title: String {
		switch self {
		case .placed: return "Placed"
		case .packed: return "Packed"
		case .shipped: return "On its way"
		case .delivered: return "Delivered"
		case .cancelled: return "Cancelled"
		}
	}

	var isCancellable: Bool {
		self == .placed || self == .packed
	}
}

struct Order: Codable, Equatable, Identifiable {
	let id: String
	var status: OrderStatus
	var items: [OrderLine]
	var placedAt: Date
	var deliveryAddress: String
	var trackingNumber: String?

	var total: Double {
		items.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) }
	}
}

struct OrderLine: Codable, Equatable {
	let productID: Int
	let name: String
	let quantity: Int
	let unitPrice: Double
}

enum AppError: Error, LocalizedError {
	case invalidCredentials
	case network(underlying: Error)
	case server(message: String)
	case decoding

	var errorDescription: String? {
		switch self {
		case .invalidCredentials:
			return NSLocalizedString("Email or password is wrong.", comment: "")
		case let .network(underlying):
			return underlying.localizedDescription
		case let .server(message):
			return message
		case .decoding:
			return NSLocalizedString("The server sent something we could not read.", comment: "")
		}
	}
}
