import Combine
import UIKit

final class CartViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
	private let viewModel: CartViewModel
	private var cancellables = Set<AnyCancellable>()
	private var items: [CartItem] = []

	private let tableView = UITableView(frame: .zero, style: .plain)
	private let totalLabel = UILabel()
	private let promoField = UITextField()
	private let checkoutButton = UIButton(configuration: .filled())
	private let emptyLabel = UILabel()

	var onOrderPlaced: ((Order) -> Void)?

	init(viewModel: CartViewModel) {
		self.viewModel = viewModel
		super.init(nibName: nil, bundle: nil)
		tabBarItem = UITabBarItem(title: "Cart", image: UIImage(systemName: "cart"), tag: 1)
	}

	@available(*, unavailable)
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Cart"
		view.backgroundColor = .systemBackground
		tableView.dataSource = self
		tableView.delegate = self
		tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
		promoField.placeholder = "Promo code"
		promoField.borderStyle = .roundedRect
		promoField.addTarget(self, action: #selector(promoChanged), for: .editingChanged)
		checkoutButton.setTitle("Check out", for: .normal)
		checkoutButton.addTarget(self, action: #selector(checkoutTapped), for: .touchUpInside)
		emptyLabel.text = "Your cart is empty."
		emptyLabel.textAlignment = .center

		let footer = UIStackView(arrangedSubviews: [promoField, totalLabel, checkoutButton])
		footer.axis = .vertical
		footer.spacing = 8
		let stack = UIStackView(arrangedSubviews: [tableView, emptyLabel, footer])
		stack.axis = .vertical
		stack.frame = view.bounds
		stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
		view.addSubview(stack)
		bind()
	}

	private func bind() {
		viewModel.items
			.receive(on: DispatchQueue.main)
			.sink { [weak self] items in
				self?.items = items
				self?.tableView.reloadData()
				self?.emptyLabel.isHidden = !items.isEmpty
			}
			.store(in: &cancellables)

		viewModel.$total
			.combineLatest(viewModel.$discount)
			.sink { [weak self] _, _ in
				self?.totalLabel.text = self?.viewModel.totalText
			}
			.store(in: &cancellables)

		viewModel.$isPlacingOrder
			.map { !$0 }
			.assign(to: \.isEnabled, on: checkoutButton)
			.store(in: &cancellables)

		viewModel.$itemCount
			.sink { [weak self] count in
				self?.tabBarItem.badgeValue = count == 0 ? nil : String(count)
			}
			.store(in: &cancellables)

		viewModel.orderPlaced
			.sink { [weak self] order in self?.onOrderPlaced?(order) }
			.store(in: &cancellables)
	}

	@objc private func promoChanged() {
		viewModel.promoCode = promoField.text ?? ""
	}

	@objc private func checkoutTapped() {
		viewModel.checkout()
	}

	func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
		items.count
	}

	func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
		let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
		let item = items[indexPath.row]
		var content = cell.defaultContentConfiguration()
		content.text = "\(item.quantity) × \(item.product.name)"
		content.secondaryText = String(format: "$%.2f", item.subtotal)
		cell.contentConfiguration = content
		return cell
	}

	func tableView(
		_ tableView: UITableView,
		trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
	) -> UISwipeActionsConfiguration? {
		let delete = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, done in
			self?.viewModel.remove(at: indexPath.row)
			done(true)
		}
		return UISwipeActionsConfiguration(actions: [delete])
	}
}
