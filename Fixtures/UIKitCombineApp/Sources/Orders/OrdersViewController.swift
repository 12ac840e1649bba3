import Combine
import UIKit

final class OrdersViewController: UITableViewController {
	private let viewModel: OrdersViewModel
	private var cancellables = Set<AnyCancellable>()
	private lazy var filterControl: UISegmentedControl = {
		let control = UISegmentedControl(items: OrdersViewModel.Filter.allCases.map { $0.rawValue.capitalized })
		control.selectedSegmentIndex = 0
		control.addTarget(self, action: #selector(filterChanged), for: .valueChanged)
		return control
	}()

	init(viewModel: OrdersViewModel) {
		self.viewModel = viewModel
		super.init(style: .plain)
		tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 2)
	}

	@available(*, unavailable)
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Orders"
		navigationItem.titleView = filterControl
		tableView.register(UITableViewCell.self, forCellReuseIdentifier: "order")
		refreshControl = UIRefreshControl()
		refreshControl?.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)

		viewModel.$filteredOrders
			.receive(on: DispatchQueue.main)
			.sink { [weak self] _ in self?.tableView.reloadData() }
			.store(in: &cancellables)

		viewModel.$isLoading
			.removeDuplicates()
			.sink { [weak self] loading in
				if !loading { self?.refreshControl?.endRefreshing() }
			}
			.store(in: &cancellables)

		viewModel.$errorMessage
			.compactMap { $0 }
			.sink { [weak self] message in self?.showError(message) }
			.store(in: &cancellables)

		viewModel.loadFirstPage()
	}

	private func showError(_ message: String) {
		let alert = UIAlertController(title: "Could not load orders", message: message, preferredStyle: .alert)
		alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
			self?.viewModel.dismissError()
		})
		present(alert, animated: true)
	}

	@objc private func pulledToRefresh() {
		viewModel.reloadRequests.send()
	}

	@objc private func filterChanged() {
		viewModel.filter = OrdersViewModel.Filter.allCases[filterControl.selectedSegmentIndex]
	}

	override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		viewModel.filteredOrders.count
	}

	override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
		let order = viewModel.filteredOrders[indexPath.row]
		var content = cell.defaultContentConfiguration()
		content.text = "Order #\(order.id.prefix(6)) · \(order.status.title)"
		content.secondaryText = String(format: "$%.2f", order.total)
		cell.contentConfiguration = content
		cell.accessoryType = .disclosureIndicator
		return cell
	}

	override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
		viewModel.loadMoreIfNeeded(currentIndex: indexPath.row)
	}

	override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
		let detail = OrderDetailViewController(viewModel: viewModel.detailViewModel(forRowAt: indexPath.row))
		navigationController?.pushViewController(detail, animated: true)
	}
}
