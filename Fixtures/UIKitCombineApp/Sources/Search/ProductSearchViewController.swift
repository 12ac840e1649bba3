import Combine
import UIKit

final class ProductSearchViewController: UITableViewController, UISearchResultsUpdating {
	private let viewModel: ProductSearchViewModel
	private var cancellables = Set<AnyCancellable>()
	private let searchController = UISearchController(searchResultsController: nil)
	private let spinner = UIActivityIndicatorView(style: .medium)

	init(viewModel: ProductSearchViewModel) {
		self.viewModel = viewModel
		super.init(style: .insetGrouped)
	}

	@available(*, unavailable)
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Search"
		tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
		searchController.searchResultsUpdater = self
		searchController.obscuresBackgroundDuringPresentation = false
		navigationItem.searchController = searchController
		navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
		bind()
	}

	private func bind() {
		viewModel.$visibleResults
			.receive(on: DispatchQueue.main)
			.sink { [weak self] _ in self?.tableView.reloadData() }
			.store(in: &cancellables)

		viewModel.recentSearches
			.receive(on: DispatchQueue.main)
			.sink { [weak self] _ in self?.tableView.reloadData() }
			.store(in: &cancellables)

		viewModel.$isSearching
			.sink { [weak self] searching in
				searching ? self?.spinner.startAnimating() : self?.spinner.stopAnimating()
			}
			.store(in: &cancellables)

		viewModel.$errorMessage
			.compactMap { $0 }
			.sink { [weak self] message in
				let alert = UIAlertController(title: "Search failed", message: message, preferredStyle: .alert)
				alert.addAction(UIAlertAction(title: "OK", style: .default))
				self?.present(alert, animated: true)
			}
			.store(in: &cancellables)

		viewModel.showProduct
			.sink { [weak self] detailViewModel in
				let controller = ProductDetailViewController(viewModel: detailViewModel)
				self?.navigationController?.pushViewController(controller, animated: true)
			}
			.store(in: &cancellables)
	}

	func updateSearchResults(for searchController: UISearchController) {
		viewModel.query = searchController.searchBar.text ?? ""
	}

	override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		viewModel.isShowingRecentSearches ? viewModel.recentSearches.value.count : viewModel.visibleResults.count
	}

	override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
		var content = cell.defaultContentConfiguration()
		if viewModel.isShowingRecentSearches {
			content.text = viewModel.recentSearches.value[indexPath.row]
			content.image = UIImage(systemName: "clock.arrow.circlepath")
		} else {
			let product = viewModel.visibleResults[indexPath.row]
			content.text = product.name
			content.secondaryText = "\(product.brand) · \(product.priceText)"
		}
		cell.contentConfiguration = content
		return cell
	}

	override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
		tableView.deselectRow(at: indexPath, animated: true)
		if viewModel.isShowingRecentSearches {
			viewModel.recentSearchTapped(at: indexPath.row)
			searchController.searchBar.text = viewModel.query
		} else {
			viewModel.select(productAt: indexPath.row)
		}
	}
}
