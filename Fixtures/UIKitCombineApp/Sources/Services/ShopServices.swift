import Foundation

protocol ProductsService {
	func search(query: String, completion: @escaping @Sendable (Result<[Product], AppError>) -> Void) -> URLSessionDataTask?
	func product(id: Int, completion: @escaping @Sendable (Result<Product, AppError>) -> Void)
}

protocol OrdersService {
	func fetchOrders(page: Int, completion: @escaping @Sendable (Result<[Order], AppError>) -> Void)
	func cancel(orderID: String, completion: @escaping @Sendable (Result<Order, AppError>) -> Void)
	func placeOrder(items: [CartItem], completion: @escaping @Sendable (Result<Order, AppError>) -> Void)
}

final class LiveShopAPI: ProductsService, OrdersService, @unchecked Sendable {
	private let session: URLSession
	private let baseURL = URL(string: "https://shop.example.com/api")!
	private let decoder: JSONDecoder = {
		let decoder = JSONDecoder()
		decoder.dateDecodingStrategy = .iso8601
		return decoder
	}()

	init(session: URLSession = .shared) {
		self.session = session
	}

	func search(query: String, completion: @escaping @Sendable (Result<[Product], AppError>) -> Void) -> URLSessionDataTask? {
		guard var components = URLComponents(url: baseURL.appendingPathComponent("products"), resolvingAgainstBaseURL: false) else {
			return nil
		}
		components.queryItems = [URLQueryItem(name: "q", value: query)]
		guard let url = components.url else { return nil }
		let task = session.dataTask(with: url) { [decoder] data, _, error in
			completion(Self.decode([Product].self, data: data, error: error, decoder: decoder))
		}
		task.resume()
		return task
	}

	func product(id: Int, completion: @escaping @Sendable (Result<Product, AppError>) -> Void) {
		session.dataTask(with: baseURL.appendingPathComponent("products/\(id)")) { [decoder] data, _, error in
			completion(Self.decode(Product.self, data: data, error: error, decoder: decoder))
		}.resume()
	}

	func fetchOrders(page: Int, completion: @escaping @Sendable (Result<[Order], AppError>) -> Void) {
		session.dataTask(with: baseURL.appendingPathComponent("orders?page=\(page)")) { [decoder] data, _, error in
			completion(Self.decode([Order].self, data: data, error: error, decoder: decoder))
		}.resume()
	}

	func cancel(orderID: String, completion: @escaping @Sendable (Result<Order, AppError>) -> Void) {
		var request = URLRequest(url: baseURL.appendingPathComponent("orders/\(orderID)/cancel"))
		request.httpMethod = "POST"
		session.dataTask(with: request) { [decoder] data, _, error in
			completion(Self.decode(Order.self, data: data, error: error, decoder: decoder))
		}.resume()
	}

	func placeOrder(items: [CartItem], completion: @escaping @Sendable (Result<Order, AppError>) -> Void) {
		var request = URLRequest(url: baseURL.appendingPathComponent("orders"))
		request.httpMethod = "POST"
		let lines = items.map { ["product": $0.product.id, "quantity": $0.quantity] }
		request.httpBody = try? JSONSerialization.data(withJSONObject: lines)
		session.dataTask(with: request) { [decoder] data, _, error in
			completion(Self.decode(Order.self, data: data, error: error, decoder: decoder))
		}.resume()
	}

	private static func decode<T: Decodable>(
		_ type: T.Type,
		data: Data?,
		error: Error?,
		decoder: JSONDecoder
	) -> Result<T, AppError> {
		if let error { return .failure(.network(underlying: error)) }
		guard let data else { return .failure(.decoding) }
		do {
			return .success(try decoder.decode(T.self, from: data))
		} catch {
			return .failure(.decoding)
		}
	}
}
